/**
 * GET /api/admin/bookings/export.csv over HTTP (Fastify inject, and a listening server for the
 * large export), on a real database: who may export (visitor 401, patient 403, lab staff only their
 * labs), refused filters (400 with the schema's message), the headers, the same text as
 * admin.bookings.exportCsv for the same data (BOM, header, rows, order; batch joins included), and
 * EXPORT_TEST_ROWS bookings (default 3,000) streamed in full, read as they arrive.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestPlan, testDatabaseOptions } from "@labcompare/db/testing";
import { dailyHours } from "@labcompare/domain";
import { bookingsCsvStream, exportBookingsCsv } from "@labcompare/api/bookings/bookings-export.service";
import { adminBookingsExportInput, messages } from "@labcompare/validators";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { createResultsWorld, type ResultsWorld } from "./support/results-world.ts";

const EXPORT_TEST_ROWS = Number(process.env.EXPORT_TEST_ROWS ?? 3_000);
/** Time the large export may take: PGlite reads a few thousand rows a second here. */
const LARGE_TIMEOUT_MS = 60_000 + EXPORT_TEST_ROWS;

/** A full garbage collection (V8's gc, exposed at run time): heap figures then count live objects only. */
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
const HEADER =
  "Reference,Status,Date,Time,Lab,Tests,Patient name,Email,Phone,Collection mode,Address,Emirate,Total AED,Created at,Payment,Insurer,Plan,Member number,Estimated share AED,Booked for,Date of birth,Sex";

const database = testDatabaseOptions();
let app: FastifyInstance;
let w: ResultsWorld;

/** A booking straight into the database at `labId` (HbA1c unless `testIds`), with `extra` fields. */
async function addBooking(
  reference: string,
  labId: string,
  startsAt: string,
  extra: Record<string, unknown> = {},
) {
  const at = new Date(startsAt);
  return app.db.prisma.booking.create({
    data: {
      reference,
      labId,
      scheduledDate: new Date(`${startsAt.slice(0, 10)}T00:00:00Z`),
      scheduledTime: "09:00",
      startsAt: at,
      patientName: "Pat Patient",
      patientEmail: "pat@example.com",
      priceAed: 85,
      totalAed: 85,
      items: { create: { testId: w.testId, priceAed: 85 } },
      ...extra,
    },
    select: { id: true },
  });
}

beforeAll(async () => {
  app = await buildApp({ env: testEnv(), database: database.options });
  w = await createResultsWorld(app, "bx");
  const planId = await createTestPlan(app.db.prisma, { slug: "bx-essential", labIds: [w.labB.id] });
  // Bookings whose cells need quoting, formula escaping, Arabic text, a home address, insurance and
  // a family member; two share an appointment, so the order falls to creation time and id.
  await addBooking("LC-BXARB1", w.labB.id, "2026-04-02T05:00:00Z", {
    patientName: "ليلى حسن",
    patientPhone: "+971501112233",
    collectionMode: "home_collection",
    collectionAddress: 'Villa 12, "Palm" Street\nJumeirah 1',
    collectionEmirate: "Dubai",
    paymentMethod: "insurance",
    insurancePlanId: planId,
    memberNumber: "MEM-77",
    estimatedShareAed: 17,
    personRelation: "child",
    personDateOfBirth: new Date("2018-05-06T00:00:00Z"),
    personSex: "female",
    createdAt: new Date("2026-03-01T08:00:00Z"),
  });
  await addBooking("LC-BXFRM2", w.labA.id, "2026-04-02T05:00:00Z", {
    patientName: '=HYPERLINK("http://evil.example","x")',
    status: "cancelled",
    createdAt: new Date("2026-03-01T09:00:00Z"),
  });
  await addBooking("LC-BXPND3", w.labA.id, "2026-04-03T06:30:00Z", { patientName: "Omar, Khalil" });
});
afterAll(async () => {
  await app?.close();
  await database.drop();
});

const exportCsv = (query: string, cookie?: string) =>
  app.inject({
    method: "GET",
    url: `/api/admin/bookings/export.csv${query}`,
    headers: cookie ? { cookie } : {},
  });

/** The old procedure's text for the same filters and labs (admin.bookings.exportCsv's service). */
const oldExport = async (filters: Record<string, string>, labScope: string[] | null) =>
  (await exportBookingsCsv(app.db.prisma, adminBookingsExportInput.parse(filters), labScope)).csv;

describe("GET /api/admin/bookings/export.csv: who may export", () => {
  it("answers 401 to a visitor and 403 to a signed-in patient, as admin.bookings does", async () => {
    for (const cookie of [undefined, "labcompare_session=notasession"]) {
      const res = await exportCsv("", cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: messages.auth.signInRequired,
        messageKey: "auth.signInRequired",
        params: {},
      });
    }
    const patient = await exportCsv("", w.owner.cookie);
    expect(patient.statusCode).toBe(403);
    expect(patient.json()).toMatchObject({ error: messages.auth.forbidden });
    expect(patient.headers["cache-control"]).toBe("no-store");
  });

  it("gives lab staff their labs' bookings only, and 403 for a filter on another lab", async () => {
    const res = await exportCsv("", w.staffA.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await oldExport({}, [w.labA.id]));
    expect(res.body).toContain(w.reference);
    expect(res.body).not.toContain("LC-BXARB1");
    const other = await exportCsv(`?labId=${w.labB.id}`, w.staffA.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: messages.auth.forbidden });
  });
});

describe("GET /api/admin/bookings/export.csv: the audit log", () => {
  const exportRows = (actorId: string) =>
    app.db.prisma.auditLog.findMany({
      where: { actorId, action: "booking.export" },
      select: { entity: true, entityId: true, after: true },
    });

  it("records each served export with who, their labs and the filters; a refused one records nothing", async () => {
    expect((await exportCsv("?status=cancelled", w.admin.cookie)).statusCode).toBe(200);
    expect(await exportRows(w.admin.id)).toEqual([
      {
        entity: "booking",
        entityId: null,
        after: { role: "admin", format: "csv", filters: { status: "cancelled" }, labIds: null },
      },
    ]);
    const before = (await exportRows(w.staffA.id)).length;
    expect((await exportCsv(`?labId=${w.labB.id}`, w.staffA.cookie)).statusCode).toBe(403);
    expect(await exportRows(w.staffA.id)).toHaveLength(before);
    expect((await exportCsv(`?labId=${w.labA.id}`, w.staffA.cookie)).statusCode).toBe(200);
    expect((await exportRows(w.staffA.id)).at(-1)?.after).toEqual({
      role: "lab_staff",
      format: "csv",
      filters: { labId: w.labA.id },
      labIds: [w.labA.id],
    });
  });
});

describe("GET /api/admin/bookings/export.csv: filters", () => {
  it("refuses a filter the list would refuse: 400 with its message", async () => {
    const cases: [string, string][] = [
      ["?from=2026-05-02&to=2026-05-01", messages.admin.dateRangeInvalid],
      ["?from=yesterday", messages.validation.selectDate],
      ["?labId=not-a-lab", messages.validation.idInvalid],
      [`?planId=${w.labA.id}`, messages.insurance.planFilterNeedsInsurance],
      ["?payment=cash", messages.insurance.paymentFilterInvalid],
      ["?q=a%00b", messages.validation.inputHasNul],
    ];
    for (const [query, message] of cases) {
      const res = await exportCsv(query, w.admin.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: message });
      expect(res.headers["content-type"], query).toMatch(/^application\/json/);
    }
  });

  it("applies the list's filters and order", async () => {
    const queries: [string, Record<string, string>][] = [
      ["?q=omar", { q: "omar" }],
      ["?status=cancelled", { status: "cancelled" }],
      [`?labId=${w.labB.id}&payment=insurance`, { labId: w.labB.id, payment: "insurance" }],
      ["?sort=asc&from=2026-04-02&to=2026-04-03", { sort: "asc", from: "2026-04-02", to: "2026-04-03" }],
      // The export reads its keys with SQL of its own: each search form against the list's `where`.
      ["?q=050%20111%202233", { q: "050 111 2233" }],
      ["?q=%2B971501112233", { q: "+971501112233" }],
      ["?q=lc-bx", { q: "lc-bx" }],
      ["?q=PAT%40EXAMPLE.COM", { q: "PAT@EXAMPLE.COM" }],
      ["?q=%25", { q: "%" }],
      ["?q=_", { q: "_" }],
      ["?collectionMode=home_collection", { collectionMode: "home_collection" }],
      ["?preset=upcoming", { preset: "upcoming" }],
      ["?preset=today&sort=desc", { preset: "today", sort: "desc" }],
      ["?from=2026-04-03", { from: "2026-04-03" }],
    ];
    for (const [query, filters] of queries) {
      const res = await exportCsv(query, w.admin.cookie);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toBe(await oldExport(filters, null));
    }
    const soonest = (await exportCsv("?sort=asc&from=2026-04-02&to=2026-04-03", w.admin.cookie)).body;
    expect(
      soonest
        .split("\r\n")
        .slice(1)
        .map((row) => row.slice(0, 9)),
    ).toEqual(["LC-BXARB1", "LC-BXFRM2", "LC-BXPND3"]);
  });
});

describe("GET /api/admin/bookings/export.csv: the file", () => {
  it("is the old export's text: BOM, header and every row, as a UTF-8 CSV attachment never cached", async () => {
    const res = await exportCsv("", w.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.slice(1).split("\r\n")[0]).toBe(HEADER);
    expect(res.body).toBe(await oldExport({}, null));
    expect(res.body).toContain('"Villa 12, ""Palm"" Street\nJumeirah 1"');
    expect(res.body).toContain(`'=HYPERLINK(""http://evil.example"",""x"")`);
  });

  it("is gzipped for a client that accepts it (level 3, as it streams)", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/bookings/export.csv",
      headers: { cookie: w.admin.cookie, "accept-encoding": "br, gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(await oldExport({}, null));
  });

  it("writes the header alone when nothing matches, as the old export did", async () => {
    const res = await exportCsv("?q=nobody-at-all", w.admin.cookie);
    expect(res.body).toBe(`\uFEFF${HEADER}\r\n`);
    expect(res.body).toBe(await oldExport({ q: "nobody-at-all" }, null));
  });

  it("joins small batches into the same text (rows sharing an appointment kept in order)", async () => {
    const { chunks } = bookingsCsvStream(app.db.prisma, {}, null, new Date(), 2);
    let text = "";
    let parts = 0;
    for await (const chunk of chunks) {
      text += chunk;
      parts += 1;
    }
    expect(parts).toBeGreaterThan(2);
    expect(text).toBe(await oldExport({}, null));
  });
});

describe(`GET /api/admin/bookings/export.csv: ${EXPORT_TEST_ROWS} bookings`, () => {
  let bulkLab = "";
  beforeAll(async () => {
    const lab = await app.db.prisma.lab.create({
      data: {
        name: "Bulk Lab bx",
        slug: "bulk-lab-bx",
        emirate: "Dubai",
        area: "Deira",
        address: "Unit 1",
        phone: "+971 4 222 4444",
        weeklyHours: dailyHours("07:00", "22:00"),
      },
      select: { id: true },
    });
    bulkLab = lab.id;
    // Five to an appointment a minute apart, created within one millisecond: the batches' keyset
    // must keep them. Then fresh statistics, as PostgreSQL's autovacuum would take after such a load.
    await app.db.sql.query(
      `WITH g AS (SELECT n, timestamptz '2026-06-01 05:00:00+00' + (n / 5) * interval '1 minute' AS starts_at
                  FROM generate_series(1, $1::int) AS n),
       b AS (
         INSERT INTO bookings (id, reference, lab_id, scheduled_date, scheduled_time, starts_at, patient_name,
                               patient_email, price_aed, total_aed, created_at)
         SELECT gen_random_uuid(), 'LS-' || lpad(n::text, 7, '0'), $2::uuid,
                (starts_at AT TIME ZONE 'Asia/Dubai')::date, to_char(starts_at AT TIME ZONE 'Asia/Dubai', 'HH24:MI'),
                starts_at, 'Bulk Patient ' || n, 'bulk' || n || '@example.com', 85, 85,
                timestamptz '2026-05-01 06:00:00.5+00' + (n % 3) * interval '1 microsecond'
         FROM g
         RETURNING id)
       INSERT INTO booking_items (id, booking_id, test_id, price_aed) SELECT gen_random_uuid(), b.id, $3::uuid, 85 FROM b`,
      [EXPORT_TEST_ROWS, bulkLab, w.testId],
    );
    await app.db.sql.exec("ANALYZE bookings; ANALYZE booking_items");
  }, LARGE_TIMEOUT_MS);

  it(
    "streams every row, read as it arrives, with memory that does not grow with the file",
    async () => {
      const address = await app.listen({ host: "127.0.0.1", port: 0 });
      const res = await fetch(`${address}/api/admin/bookings/export.csv?labId=${bulkLab}`, {
        headers: { cookie: w.admin.cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBeNull(); // streamed, length unknown up front
      const decoder = new TextDecoder("utf-8", { ignoreBOM: true }); // keeps the BOM, to check it
      let rows = -1; // the header
      let [tail, head, chunks, grown] = ["", "", 0, 0];
      collectGarbage();
      const heapBefore = process.memoryUsage().heapUsed;
      const reader = res.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const chunk = decoder.decode(read.value, { stream: true });
        if (head.length < 300) head += chunk;
        const lines = (tail + chunk).split("\r\n");
        tail = lines.pop()!;
        rows += lines.length;
        if (++chunks % 32 === 0) {
          collectGarbage();
          grown = Math.max(grown, process.memoryUsage().heapUsed - heapBefore);
        }
      }
      if (tail) rows += 1;
      expect(head.startsWith(`\uFEFF${HEADER}\r\nLS-`)).toBe(true);
      expect(rows).toBe(EXPORT_TEST_ROWS);
      // Server and client share this process: what stays live is a batch (EXPORT_BATCH_ROWS) and buffers.
      expect(grown).toBeLessThan(32 * 1024 * 1024);
    },
    LARGE_TIMEOUT_MS,
  );

  // Up to the old export's 10,000-row cap, it is the oracle for the whole text.
  it.skipIf(EXPORT_TEST_ROWS > 10_000)(
    "writes the same text as the old export for them",
    async () => {
      const res = await exportCsv(`?labId=${bulkLab}`, w.admin.cookie);
      expect(res.body.split("\r\n")).toHaveLength(EXPORT_TEST_ROWS + 1);
      expect(res.body).toBe(await oldExport({ labId: bulkLab }, null));
    },
    LARGE_TIMEOUT_MS,
  );
});
