/**
 * A test page's head values (getTestHead: one light statement on the tests row's offer summary)
 * agree with catalog.tests.byId, which reads and compares every offer: count, price range, and the
 * cheapest offers in the page's order, also once a lab is switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestHead } from "../src/catalog/test-head.service.ts";
import { createSeededWorld, failure, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
});
afterAll(() => world.close());

/** The head's figures and the page's, side by side in one shape. */
async function headAndPage(idOrSlug: string) {
  const head = await getTestHead(world.db.prisma, idOrSlug, 10);
  const page = await world.anon.catalog.tests.byId({ id: idOrSlug });
  const figures = (t: typeof head | typeof page) => ({
    id: t.id,
    labCount: t.labCount,
    lowestPriceAed: t.lowestPriceAed,
    highestPriceAed: t.highestPriceAed,
    offers: t.offers.map((o) => ({ priceAed: o.priceAed, lab: o.lab.name })),
  });
  return { head: figures(head), page: figures(page), category: head.category };
}

describe("getTestHead", () => {
  it("gives the page's lab count, price range and cheapest offers, by id or slug", async () => {
    const byId = await headAndPage(fx.cbcId);
    expect(byId.head).toEqual(byId.page);
    expect(byId.head).toMatchObject({ labCount: 2, lowestPriceAed: "85.00", highestPriceAed: "95.00" });
    expect(byId.category?.id).toBe(fx.categoryId);
    const bySlug = await headAndPage("complete-blood-count-cbc");
    expect(bySlug.head).toEqual(byId.head);
  });

  it("leaves out a lab switched off, as the page does", async () => {
    await world.db.prisma.lab.update({ where: { id: fx.dubaiLabId }, data: { active: false } });
    try {
      const { head, page } = await headAndPage(fx.cbcId);
      expect(head).toEqual(page);
      expect(head.labCount).toBe(1);
    } finally {
      await world.db.prisma.lab.update({ where: { id: fx.dubaiLabId }, data: { active: true } });
    }
  });

  it("answers NOT_FOUND for an unknown test, as catalog.tests.byId", async () => {
    const error = await failure(getTestHead(world.db.prisma, "no-such-test", 10));
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "Test not found" });
  });
});
