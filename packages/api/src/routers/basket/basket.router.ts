/**
 * basket.*: a signed-in patient's basket of tests (visitors keep theirs in the browser; the page
 * merges it here at sign-in). At most 20 tests; unknown or inactive tests are dropped.
 */
import { lockUserForChange, transaction, type PrismaClient } from "@labcompare/db";
import { basketInput } from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";

export const BASKET_LIMIT = 20;

/** The basket's test ids, oldest first. */
async function getBasket(db: PrismaClient, userId: string): Promise<{ testIds: string[] }> {
  const rows = await db.basketItem.findMany({
    where: { userId, test: { active: true } },
    orderBy: { addedAt: "asc" },
    select: { testId: true },
  });
  return { testIds: rows.map((r) => r.testId) };
}

/**
 * Replaces the basket with `testIds` in the order given (or, with `merge`, adds them after the saved
 * ones), keeping the first 20. The order is `added_at`: a replace rewrites it for every test, so tests
 * already in the basket move to where the client put them.
 */
async function saveBasket(db: PrismaClient, userId: string, testIds: string[], merge: boolean) {
  const wanted = [...new Set(testIds.map((id) => id.toLowerCase()))];
  const existing = await db.test.findMany({
    where: { id: { in: wanted }, active: true },
    select: { id: true },
  });
  const valid = wanted.filter((id) => existing.some((t) => t.id === id));
  await transaction(db, async (tx) => {
    // One basket write per user at a time: two at once (e.g. a batch holding basket.set twice) would
    // deadlock on each other's rows on PostgreSQL and answer 500.
    await lockUserForChange(tx, userId);
    const current = merge
      ? (
          await tx.basketItem.findMany({
            where: { userId },
            orderBy: { addedAt: "asc" },
            select: { testId: true },
          })
        ).map((r) => r.testId)
      : [];
    const next = [...current, ...valid.filter((id) => !current.includes(id))].slice(0, BASKET_LIMIT);
    await tx.basketItem.deleteMany({ where: { userId, testId: { notIn: next } } });
    const base = Date.now();
    for (const [i, testId] of next.entries()) {
      if (current.includes(testId)) continue;
      const addedAt = new Date(base + i);
      await tx.basketItem.upsert({
        where: { userId_testId: { userId, testId } },
        create: { userId, testId, addedAt },
        update: { addedAt },
      });
    }
  });
  return getBasket(db, userId);
}

export const basketRouter = router({
  /** { testIds } of the caller's basket, oldest first. */
  get: authedProcedure.query(({ ctx }) => getBasket(ctx.db, ctx.user.id)),
  /** { testIds } replaces the basket → { testIds }. */
  set: authedProcedure
    .input(basketInput)
    .mutation(({ ctx, input }) => saveBasket(ctx.db, ctx.user.id, input.testIds, false)),
  /** { testIds } from the browser's basket are added (at sign-in) → { testIds }. */
  merge: authedProcedure
    .input(basketInput)
    .mutation(({ ctx, input }) => saveBasket(ctx.db, ctx.user.id, input.testIds, true)),
});
