/**
 * admin.bookings.list paged by keyset, against a real database: Next and Previous cover every
 * matching booking exactly once in the list's order (appointment time, creation time, id — bookings
 * sharing an appointment and created within the same millisecond included), with filters and inside
 * a lab_staff user's labs; the first pages by number; refused cursors, page sizes and page numbers;
 * a page far down the list; and the total counted up to 10,000 ("10,000+" past it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeAdminBookingsCursor, messages } from "@labcompare/validators";
import { expectFailure, failure, issueMessages } from "./helpers.ts";
import type { Caller, Fixture, TestWorld } from "./helpers.ts";
import { createAdminWorld, signedInLabStaff } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, staff: Caller;

type ListInput = Parameters<Caller["admin"]["bookings"]["list"]>[0] & object;
type ListPage = Awaited<ReturnType<Caller["admin"]["bookings"]["list"]>>;

/**
 * Inserts `count` bookings numbered 1…count: every third at the Abu Dhabi lab (else Dubai), every
 * fifth confirmed (else pending), four to an appointment 15 minutes apart from `start`, and created
 * within one millisecond: odd numbers one microsecond after even ones, so creation times tie too.
 */
async function insertBookings(tag: string, count: number, start: string, labId?: string) {
  await world.db.sql.query(
    `WITH g AS (SELECT n, $3::timestamptz + (n / 4) * interval '15 minutes' AS starts_at
                FROM generate_series(1, $2::int) AS n)
     INSERT INTO bookings (id, reference, lab_id, scheduled_date, scheduled_time, starts_at, patient_name,
                           patient_email, status, price_aed, total_aed, created_at)
     SELECT gen_random_uuid(), $1 || lpad(n::text, 6, '0'),
            coalesce($4::uuid, CASE WHEN n % 3 = 0 THEN $5::uuid ELSE $6::uuid END),
            (starts_at AT TIME ZONE 'Asia/Dubai')::date, to_char(starts_at AT TIME ZONE 'Asia/Dubai', 'HH24:MI'),
            starts_at, 'Keyset Patient ' || n, 'keyset' || n || '@example.com',
            (CASE WHEN n % 5 = 0 THEN 'confirmed' ELSE 'pending' END)::"BookingStatus", 85, 85,
            timestamptz '2026-01-01 06:00:00.123456+00' + (n % 2) * interval '1 microsecond'
     FROM g`,
    [tag, count, start, labId ?? null, fx.abuDhabiLabId, fx.dubaiLabId],
  );
}

/** Ids of the bookings matching `condition` in the list's order, as the database sorts them. */
async function expectedIds(condition: string, params: unknown[], dir: "ASC" | "DESC") {
  const { rows } = await world.db.sql.query<{ id: string }>(
    `SELECT id FROM bookings WHERE ${condition} ORDER BY starts_at ${dir}, created_at ${dir}, id ${dir}`,
    params,
  );
  return rows.map((r) => r.id);
}

/** Every page from `input`'s first one, following nextCursor (at most 100 pages). */
async function walkNext(caller: Caller, input: ListInput): Promise<ListPage[]> {
  const pages = [await caller.admin.bookings.list(input)];
  while (pages.at(-1)!.nextCursor && pages.length < 100)
    pages.push(
      await caller.admin.bookings.list({ ...input, cursor: pages.at(-1)!.nextCursor!, direction: "next" }),
    );
  return pages;
}

/** Every page before `from`, following previousCursor back to the first page (at most 100 pages). */
async function walkPrevious(caller: Caller, input: ListInput, from: ListPage): Promise<ListPage[]> {
  const pages = [from];
  while (pages.at(-1)!.previousCursor && pages.length < 100)
    pages.push(
      await caller.admin.bookings.list({
        ...input,
        cursor: pages.at(-1)!.previousCursor!,
        direction: "previous",
      }),
    );
  return pages;
}

/** Expects `call` to be refused as BAD_REQUEST input with `message` among its field messages. */
async function expectInvalid(call: Promise<unknown>, message: string) {
  const error = await failure(call);
  expect(error.code).toBe("BAD_REQUEST");
  expect(issueMessages(error)).toEqual([message]);
}

const ids = (pages: ListPage[]) => pages.flatMap((p) => p.items.map((i) => i.id));

beforeAll(async () => {
  ({ world, fx, admin } = await createAdminWorld());
  await insertBookings("KA", 58, "2026-03-01T05:00:00Z");
  ({ caller: staff } = await signedInLabStaff(world, "keyset-staff@example.com", [fx.abuDhabiLabId]));
});

afterAll(() => world.close());

describe("admin.bookings.list: Next and Previous", () => {
  it("covers every booking once in list order, latest first by default and soonest first on request", async () => {
    for (const [sort, dir] of [
      [undefined, "DESC"],
      ["asc", "ASC"],
    ] as const) {
      const input: ListInput = { limit: 7, ...(sort ? { sort } : {}) };
      const pages = await walkNext(admin, input);
      const all = await expectedIds("true", [], dir);
      expect(all).toHaveLength(58);
      expect(ids(pages)).toEqual(all);
      expect(pages).toHaveLength(9);
      expect(pages.map((p) => p.items.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 2]);
      expect(pages[0]!.previousCursor).toBeNull();
      expect(pages.slice(1).every((p) => p.previousCursor !== null)).toBe(true);
      expect(pages.every((p) => p.total === 58 && !p.totalCapped && p.pageSize === 7)).toBe(true);

      // Back from the last page: the same pages in reverse, down to the first page as it was.
      const back = await walkPrevious(admin, input, pages.at(-1)!);
      expect(back.map((p) => p.items.map((i) => i.id))).toEqual(
        pages.map((p) => p.items.map((i) => i.id)).reverse(),
      );
      expect(back.at(-1)!.nextCursor).toBe(pages[0]!.nextCursor);
    }
  });

  it("keeps the filters on every page, and a lab_staff user inside their labs", async () => {
    const pending = await walkNext(admin, { status: "pending", labId: fx.dubaiLabId, limit: 5 });
    expect(ids(pending)).toEqual(
      await expectedIds("status = 'pending' AND lab_id = $1", [fx.dubaiLabId], "DESC"),
    );
    expect(
      pending.every((p) => p.items.every((i) => i.status === "pending" && i.lab.id === fx.dubaiLabId)),
    ).toBe(true);

    const theirs = await walkNext(staff, { limit: 4, sort: "asc" });
    const abuDhabi = await expectedIds("lab_id = $1", [fx.abuDhabiLabId], "ASC");
    expect(abuDhabi.length).toBeGreaterThan(8);
    expect(ids(theirs)).toEqual(abuDhabi);
  });

  it("continues after a booking that no longer matches the filters, without skipping the next one", async () => {
    const expected = await expectedIds("status = 'pending'", [], "DESC");
    const first = await admin.admin.bookings.list({ status: "pending", limit: 5 });
    const last = first.items.at(-1)!;
    await world.db.prisma.booking.update({ where: { id: last.id }, data: { status: "confirmed" } });
    try {
      const next = await admin.admin.bookings.list({
        status: "pending",
        limit: 5,
        cursor: first.nextCursor!,
      });
      expect(next.items.map((i) => i.id)).toEqual(expected.slice(5, 10));
    } finally {
      await world.db.prisma.booking.update({ where: { id: last.id }, data: { status: "pending" } });
    }
  });

  it("still serves the first pages by number, with cursors to go on from there", async () => {
    const all = await expectedIds("true", [], "DESC");
    const second = await admin.admin.bookings.list({ page: 2, limit: 10 });
    expect(second.items.map((i) => i.id)).toEqual(all.slice(10, 20));
    const third = await admin.admin.bookings.list({ limit: 10, cursor: second.nextCursor! });
    expect(third.items.map((i) => i.id)).toEqual(all.slice(20, 30));
    const first = await admin.admin.bookings.list({
      limit: 10,
      cursor: second.previousCursor!,
      direction: "previous",
    });
    expect(first.items.map((i) => i.id)).toEqual(all.slice(0, 10));
    expect(first.previousCursor).toBeNull();
    // The default page size stays 25.
    expect((await admin.admin.bookings.list({ page: 1 })).items).toHaveLength(25);
  });
});

describe("admin.bookings.list: refused input", () => {
  it("refuses a malformed cursor, and one that names no booking the caller may see", async () => {
    const outside = await world.db.prisma.booking.findFirstOrThrow({
      where: { labId: fx.dubaiLabId },
      select: { id: true, startsAt: true },
    });
    const malformed = [
      "",
      "nonsense",
      "zz.123",
      `${"z".repeat(12)}.${"0".repeat(32)}`,
      `1.${"g".repeat(32)}`,
    ];
    for (const cursor of malformed)
      await expectInvalid(admin.admin.bookings.list({ cursor }), messages.admin.listCursorInvalid);
    const unknown = encodeAdminBookingsCursor({ ...outside, id: "00000000-0000-4000-8000-000000000000" });
    await expectFailure(
      admin.admin.bookings.list({ cursor: unknown }),
      "BAD_REQUEST",
      messages.admin.listCursorInvalid,
    );
    // Another lab's booking: the same refusal for lab staff, so its existence is not revealed.
    await expectFailure(
      staff.admin.bookings.list({ cursor: encodeAdminBookingsCursor(outside) }),
      "BAD_REQUEST",
      messages.admin.listCursorInvalid,
    );
  });

  it("refuses a page size outside 1–100 and a page number past the first 10,000 rows", async () => {
    for (const limit of [0, 101, 2.5])
      await expectInvalid(admin.admin.bookings.list({ limit }), messages.admin.listLimitInvalid);
    expect((await admin.admin.bookings.list({ limit: 100 })).items).toHaveLength(58);
    await expectInvalid(admin.admin.bookings.list({ page: 401 }), messages.admin.listPageTooDeep);
    await expectInvalid(admin.admin.bookings.list({ page: 101, limit: 100 }), messages.admin.listPageTooDeep);
    expect((await admin.admin.bookings.list({ page: 400 })).items).toEqual([]);
  });
});

describe("admin.bookings.list: past 10,000 bookings", () => {
  beforeAll(() => insertBookings("KB", 10_050, "2027-01-01T05:00:00Z", fx.otherLabId));

  it('counts up to 10,000 and says so past it ("10,000+"); a narrower filter is counted exactly', async () => {
    const everything = await admin.admin.bookings.list({});
    expect([everything.total, everything.totalCapped]).toEqual([10_000, true]);
    const dubai = await admin.admin.bookings.list({ labId: fx.dubaiLabId });
    expect([dubai.total, dubai.totalCapped]).toEqual([
      (await expectedIds("lab_id = $1", [fx.dubaiLabId], "ASC")).length,
      false,
    ]);
  });

  it("serves a page far down the list from its cursor, either way", async () => {
    const all = await expectedIds("true", [], "DESC");
    const rows = await world.db.prisma.booking.findMany({
      where: { id: { in: [all[9_000]!, all[9_100]!] } },
      select: { id: true, startsAt: true },
    });
    const at = (id: string) => encodeAdminBookingsCursor(rows.find((r) => r.id === id)!);
    const after = await admin.admin.bookings.list({ cursor: at(all[9_000]!) });
    expect(after.items.map((i) => i.id)).toEqual(all.slice(9_001, 9_026));
    const before = await admin.admin.bookings.list({ cursor: at(all[9_100]!), direction: "previous" });
    expect(before.items.map((i) => i.id)).toEqual(all.slice(9_075, 9_100));
    expect([before.previousCursor, before.nextCursor].every((c) => c !== null)).toBe(true);
  });
});
