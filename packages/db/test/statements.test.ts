/**
 * Every statement of the `sql/` modules run against a real migrated database (in-memory PGlite, or a
 * fresh PostgreSQL schema with TEST_DATABASE_URL), on the seeded catalogue: what each reads or
 * writes, checked against Prisma's typed client; reads through the driver (root client) and through
 * Prisma's raw path (a transaction's client) agree. The catalogue's pages: catalog-statements.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingChecksSql,
  bookingsPerDay,
  cancelQueuedMessages,
  claimDueMessages,
  extendSession,
  fillProfile,
  findDuplicate,
  holdCategoryForReference,
  holdLabsForReference,
  holdTestsForReference,
  holdUserForReference,
  insertAuditRow,
  insertBookingRows,
  insertMessages,
  lockAccountForDeletion,
  lockAdminRoles,
  lockBooking,
  lockLabForChange,
  likelyListMatches,
  lockUserForChange,
  lookUpListItems,
  readBookingChecks,
  readSessionAndUser,
  readTestDetail,
  releasePlace,
  searchTestRows,
  seedCatalog,
  takePlace,
  transaction,
  updateOffers,
  userExists,
  type PrismaClient,
} from "../src/index.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;
let prisma: PrismaClient;
let userId: string;
let labId: string;
let testIds: string[];
const DATE = "2031-03-04";

/** The root client seen only through its raw methods: not registered, so statements go through Prisma's raw path. */
const throughPrisma = () =>
  ({
    $queryRawUnsafe: prisma.$queryRawUnsafe.bind(prisma),
    $executeRawUnsafe: prisma.$executeRawUnsafe.bind(prisma),
  }) as unknown as PrismaClient;

/** A booking of `userId` at `labId` for `testIds` on DATE at `time`, written by insertBookingRows. */
async function book(time: string): Promise<string> {
  const id = randomUUID();
  const offers = await prisma.labTestOffer.findMany({
    where: { labId, testId: { in: testIds } },
    orderBy: { testId: "asc" },
  });
  await transaction(
    prisma,
    (tx) =>
      insertBookingRows(tx, [
        id,
        `LC-${id.slice(0, 8)}`,
        userId,
        labId,
        DATE,
        time,
        new Date(`${DATE}T${time}:00+04:00`),
        "Sara Ali",
        "sara@example.com",
        null,
        null,
        "lab_visit",
        null,
        null,
        "100.00",
        null,
        "100.00",
        null,
        new Date(),
        offers.map((o) => o.testId),
        offers.map((o) => o.priceAed.toFixed(2)),
        offers.map(() => null),
        offers.map(() => null),
        "pending",
        null,
        // Self-pay: no plan, member number or estimate.
        "self_pay",
        null,
        null,
        false,
        null,
        // For the account holder: no family member, date of birth or sex.
        null,
        "self",
        null,
        null,
      ]),
    { raw: true },
  );
  return id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  await seedCatalog(prisma);
  const user = await prisma.user.create({
    data: { email: "statements@example.com", passwordHash: "x", roles: { create: { role: "admin" } } },
  });
  userId = user.id;
  const offer = await prisma.labTestOffer.findFirstOrThrow({
    where: { active: true, lab: { active: true } },
    orderBy: { id: "asc" },
  });
  labId = offer.labId;
  testIds = (
    await prisma.labTestOffer.findMany({
      where: { labId, active: true },
      orderBy: { testId: "asc" },
      take: 2,
    })
  ).map((o) => o.testId);
});
afterAll(() => db?.close());

describe("locks", () => {
  it("answer whether the rows exist, inside a transaction of either kind", async () => {
    const category = await prisma.testCategory.findFirstOrThrow();
    for (const raw of [true, false]) {
      const run = async (tx: PrismaClient) => [
        await lockUserForChange(tx, userId),
        await holdUserForReference(tx, userId),
        await lockLabForChange(tx, labId),
        await holdLabsForReference(tx, [labId, labId]),
        await holdTestsForReference(tx, testIds),
        await holdCategoryForReference(tx, category.id),
        await holdUserForReference(tx, randomUUID()),
        await holdTestsForReference(tx, [...testIds, randomUUID()]),
        await lockAdminRoles(tx),
        await lockAccountForDeletion(tx, userId),
      ];
      const answers = raw
        ? await transaction(prisma, (tx) => run(tx as PrismaClient), { raw: true })
        : await transaction(prisma, (tx) => run(tx as unknown as PrismaClient));
      expect(answers).toEqual([true, true, true, true, true, true, false, false, [userId], true]);
    }
  });
});

describe("session", () => {
  it("reads the session with its user, extends it within the absolute lifetime, and checks the user", async () => {
    const hash = randomUUID();
    const createdAt = new Date(Date.now() - 60_000);
    await prisma.session.create({
      data: { id: hash, userId, expiresAt: new Date(Date.now() + 3_600_000), createdAt },
    });
    const row = await readSessionAndUser(prisma, hash);
    expect(row).toMatchObject({
      user_id: userId,
      email: "statements@example.com",
      roles: ["admin"],
      staff_lab_ids: [],
      created_at: createdAt.getTime(),
    });
    expect(await readSessionAndUser(throughPrisma(), hash)).toEqual(row);
    expect(await readSessionAndUser(prisma, "no-such-session")).toBeNull();
    await extendSession(prisma, hash, new Date(Date.now() + 365 * 86_400_000), 86_400_000);
    const extended = await prisma.session.findUniqueOrThrow({ where: { id: hash } });
    expect(extended.expiresAt.getTime()).toBe(createdAt.getTime() + 86_400_000);
    expect([await userExists(prisma, userId), await userExists(prisma, randomUUID())]).toEqual([true, false]);
  });
});

describe("booking", () => {
  it("reads the checks of a booking as Prisma does", async () => {
    const sql = bookingChecksSql(["id", "name", "slug", "weeklyHours"]);
    const input = { labId, testIds, scheduledDate: DATE, idempotencyKey: randomUUID() };
    const checks = await readBookingChecks<{ id: string; name: string; slug: string }>(
      prisma,
      sql,
      userId,
      input,
    );
    const lab = await prisma.lab.findUniqueOrThrow({ where: { id: labId } });
    expect(checks).toMatchObject({
      repeatId: null,
      lab: { id: labId, name: lab.name, slug: lab.slug },
      closure: null,
    });
    expect(checks.tests.map((t) => t.id).sort()).toEqual([...testIds].sort());
    expect(checks.offers.map((o) => o.testId)).toEqual(testIds);
    expect(await readBookingChecks(throughPrisma(), sql, userId, input)).toEqual(checks);
  });

  it("takes places up to the capacity and gives them back", async () => {
    const place = (tx: PrismaClient) => takePlace(tx, labId, DATE, "09:00", "lab_visit", 1);
    expect(await transaction(prisma, (tx) => place(tx as PrismaClient), { raw: true })).toBe(true);
    expect(await transaction(prisma, (tx) => place(tx as unknown as PrismaClient))).toBe(false);
    await transaction(prisma, (tx) => releasePlace(tx, labId, DATE, "09:00", "lab_visit"), { raw: true });
    await transaction(prisma, (tx) => releasePlace(tx, labId, DATE, "09:00", "lab_visit"));
    const usage = await prisma.bookingSlotUsage.findFirstOrThrow({ where: { labId, slotTime: "09:00" } });
    expect(usage.booked).toBe(0);
  });

  it("inserts a booking with its items, finds it as a duplicate and locks it", async () => {
    const id = await book("10:00");
    const written = await prisma.booking.findUniqueOrThrow({ where: { id }, include: { items: true } });
    expect(written).toMatchObject({ status: "pending", scheduledTime: "10:00", patientName: "Sara Ali" });
    expect(written.items.map((i) => i.testId).sort()).toEqual([...testIds].sort());
    expect(await findDuplicate(prisma, userId, labId, DATE, "10:00", [testIds[0]!])).toEqual({ id });
    expect(await findDuplicate(throughPrisma(), userId, labId, DATE, "10:00", [testIds[0]!], id)).toBeNull();
    const locked = await transaction(prisma, (tx) => lockBooking(tx, id));
    expect(locked).toMatchObject({
      id,
      status: "pending",
      lab_id: labId,
      scheduled_date: DATE,
      scheduled_time: "10:00",
      collection_mode: "lab_visit",
    });
    expect(locked!.starts_at).toEqual(written.startsAt);
    expect(await transaction(prisma, (tx) => lockBooking(tx, randomUUID()))).toBeNull();
  });

  it("fills only the empty profile fields", async () => {
    await fillProfile(prisma, userId, "Sara", "Ali", null);
    await fillProfile(prisma, userId, "Other", "Name", "+971 50 000 0000");
    expect(await prisma.profile.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      firstName: "Sara",
      lastName: "Ali",
      phone: "+971 50 000 0000",
    });
  });
});

describe("outbox", () => {
  it("queues messages, cancels a booking's waiting ones and claims the due ones once", async () => {
    const bookingId = await book("11:00");
    const row = (template: string, at: Date) => ({
      id: randomUUID(),
      recipient: "sara@example.com",
      user_id: userId,
      booking_id: bookingId,
      template,
      data: { name: "Sara" },
      next_attempt_at: at.toISOString(),
      message_id: `<${randomUUID()}@test>`,
    });
    const due = row("booking_received", new Date(Date.now() - 1000));
    await transaction(
      prisma,
      (tx) =>
        insertMessages(tx, [due, row("booking_reminder_24h", new Date(Date.now() + 86_400_000))], new Date()),
      { raw: true },
    );
    await cancelQueuedMessages(prisma, bookingId, ["booking_reminder_24h"]);
    const statuses = await prisma.notification.findMany({
      where: { bookingId },
      orderBy: { template: "asc" },
      select: { template: true, status: true },
    });
    expect(statuses).toEqual([
      { template: "booking_received", status: "queued" },
      { template: "booking_reminder_24h", status: "cancelled" },
    ]);
    const token = randomUUID();
    const claimed = await claimDueMessages(prisma, { limit: 10, leaseMs: 60_000, token });
    expect(claimed).toEqual([
      {
        id: due.id,
        recipient: due.recipient,
        template: due.template,
        data: due.data,
        attempts: 1,
        message_id: due.message_id,
        user_id: userId,
        claim_token: token,
      },
    ]);
    expect(
      await claimDueMessages(throughPrisma(), { limit: 10, leaseMs: 60_000, token: randomUUID() }),
    ).toEqual([]);
  });
});

describe("admin", () => {
  it("writes an audit row, counts bookings per day and updates offers", async () => {
    const now = new Date();
    await insertAuditRow(prisma, {
      actorId: userId,
      action: "test.update",
      entity: "test",
      entityId: "t1",
      before: '{"a":1}',
      after: null,
      createdAt: now,
    });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { entityId: "t1" } })).toMatchObject({
      action: "test.update",
      before: { a: 1 },
      after: null,
    });

    const days = await bookingsPerDay(
      prisma,
      new Date(now.getTime() - 86_400_000),
      new Date(now.getTime() + 86_400_000),
    );
    const count = await prisma.booking.count();
    expect(days.reduce((n, d) => n + d.bookings, 0)).toBe(count);
    expect(days[0]).toMatchObject({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      value: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect(
      await bookingsPerDay(
        throughPrisma(),
        new Date(now.getTime() - 86_400_000),
        new Date(now.getTime() + 86_400_000),
      ),
    ).toEqual(days);

    const offer = await prisma.labTestOffer.findFirstOrThrow({ where: { labId, testId: testIds[0] } });
    await transaction(prisma, (tx) =>
      updateOffers(tx, labId, [
        {
          offerId: offer.id,
          priceAed: "77.50",
          originalPriceAed: null,
          homeCollectionFeeAed: "10.00",
          turnaroundHours: 6,
        },
      ]),
    );
    const updated = await prisma.labTestOffer.findUniqueOrThrow({ where: { id: offer.id } });
    expect([
      updated.priceAed.toFixed(2),
      updated.originalPriceAed,
      updated.homeCollectionFeeAed?.toFixed(2),
      updated.turnaroundHours,
      updated.active,
    ]).toEqual(["77.50", null, "10.00", 6, true]);
  });
});

describe("catalogue", () => {
  it("reads a test's page and searches, the same through the driver and through Prisma's raw path", async () => {
    const test = await prisma.test.findUniqueOrThrow({ where: { id: testIds[0] } });
    const detail = await readTestDetail(prisma, test.slug);
    expect(detail).toMatchObject({ id: test.id, name: test.name });
    expect(await readTestDetail(throughPrisma(), test.id.toUpperCase())).toEqual(detail);
    expect(await readTestDetail(prisma, "no-such-test")).toBeNull();
    const search = { q: test.name.split(" ")[0]!, page: 1, sort: "relevance" } as const;
    const found = await searchTestRows(prisma, search, 20);
    expect(found.rows.map((r) => r.id)).toContain(test.id);
    expect(await searchTestRows(throughPrisma(), search, 20)).toEqual(found);
  });

  it("resolves a doctor's list: exact forms and corrections in one statement, typo matches in another, alike through both paths", async () => {
    const bySlug = (slug: string) =>
      prisma.test.findUniqueOrThrow({
        where: { slug },
        select: { id: true, name: true, slug: true, offerCount: true },
      });
    const [cbc, fbs] = [await bySlug("complete-blood-count-cbc"), await bySlug("fasting-blood-glucose")];
    expect(cbc.offerCount).toBeGreaterThan(0);
    const lookup = await lookUpListItems(
      prisma,
      ["c.b.c.", "FBS", "thyriod"],
      [
        { item: 1, word: "fbs" },
        { item: 2, word: "thyriod" },
      ],
    );
    expect(lookup.filter((r) => r.kind === "match")).toEqual([
      {
        kind: "match",
        item: 1,
        rank: 1,
        id: fbs.id,
        name: fbs.name,
        slug: fbs.slug,
        token: null,
        word: null,
      },
    ]);
    // "c.b.c." is "c b c", not "cbc"; FBS matched, so its word is not corrected.
    const fixes = lookup.filter((r) => r.kind === "fix");
    expect(fixes.every((r) => r.item === 2 && r.token === "thyriod")).toBe(true);
    expect(fixes[0]).toMatchObject({ rank: 1, word: "thyroid" });
    expect(
      await lookUpListItems(
        throughPrisma(),
        ["c.b.c.", "FBS", "thyriod"],
        [
          { item: 1, word: "fbs" },
          { item: 2, word: "thyriod" },
        ],
      ),
    ).toEqual(lookup);
    expect((await lookUpListItems(prisma, ["CBC"], []))[0]).toMatchObject({ id: cbc.id, rank: 1 });

    const items = [
      { item: 0, arabic: false, typed: "thyriod", corrected: "thyroid", groups: [["thyriod", "thyroid"]] },
      { item: 3, arabic: false, typed: "qqqqzz", corrected: "qqqqzz", groups: [["qqqqzz"]] },
    ];
    const likely = await likelyListMatches(prisma, items);
    expect(likely.length).toBeGreaterThan(1);
    expect(likely.map((r) => [r.item, r.rank])).toEqual(likely.map((_, i) => [0, i + 1]));
    expect(likely.every((r) => /thyro/i.test(r.name))).toBe(true);
    expect(await likelyListMatches(throughPrisma(), items)).toEqual(likely);
  });
});
