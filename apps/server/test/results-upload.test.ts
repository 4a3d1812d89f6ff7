/**
 * POST /api/bookings/:reference/results over HTTP (Fastify inject, real database): who may upload,
 * what counts as a PDF, the observations CSV's line-numbered refusals, the size limits while
 * streaming, the booking statuses, versions, and that a refusal stores nothing.
 */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { messages, RESULT_FIELD_MAX_BYTES, RESULT_FILE_MAX_BYTES } from "@labcompare/validators";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import {
  multipartBody,
  onePagePdf,
  ORIGIN,
  pdfOfSize,
  PNG_BYTES,
  postMultipart,
  seedResultsWorld,
  storedCounts,
  type Part,
} from "./support/results-upload.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;
let w: Awaited<ReturnType<typeof seedResultsWorld>>;
let pdf: Uint8Array;

beforeAll(async () => {
  app = await buildApp({ env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "100" }), database: database.options });
  w = await seedResultsWorld(app);
  pdf = await onePagePdf();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const HEADER = "loinc,name,value,unit,ref_low,ref_high,ref_text,flag";
const CSV = `${HEADER}\n4548-4,HbA1c,6.1,%,4.0,5.6,,H\n,Vit D,Negative,,,,"Negative, see note",N\n`;

const upload = (reference: string, parts: Part[], opts: { cookie?: string; origin?: string } = {}) =>
  postMultipart(app, `/api/bookings/${reference}/results`, parts, opts);

/** How many reports, observations, stored files and result emails exist (a refusal changes none). */
const stored = async () => ({
  ...(await storedCounts(app)),
  emails: await app.db.prisma.notification.count({ where: { template: "result_ready" } }),
});

/** Uploads `parts` as the own lab's staff. */
const staffUpload = (reference: string, parts: Part[]) =>
  upload(reference, parts, { cookie: w.staff.cookie });

/** Expects `res` to be refused with `status` and a message containing `text`, with nothing stored. */
async function expectRefused(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  text: string,
  before: Awaited<ReturnType<typeof stored>>,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<{ error: string }>().error).toContain(text);
  expect(await stored()).toEqual(before);
}

describe("POST /api/bookings/:reference/results: who may upload", () => {
  it("answers 401 to visitors, 404 to the patient and to another lab's staff, 201 to the lab's staff and admins", async () => {
    const b = await w.booking();
    const before = await stored();
    // [reference, who sends it, status, message]
    const refusals: [string, { cookie?: string; origin?: string }, number, string][] = [
      [b.reference, {}, 401, "Please sign in"],
      [b.reference, { cookie: w.patient.cookie }, 404, "Booking not found"],
      [b.reference, { cookie: w.otherStaff.cookie }, 404, "Booking not found"],
      ["LC-ZZZZZZ", { cookie: w.admin.cookie }, 404, "Booking not found"],
      [
        b.reference,
        { cookie: w.staff.cookie, origin: "https://evil.example" },
        403,
        "did not come from this site",
      ],
    ];
    for (const [reference, opts, status, text] of refusals) {
      await expectRefused(await upload(reference, [{ name: "file", file: pdf }], opts), status, text, before);
    }

    const byStaff = await staffUpload(b.reference, [{ name: "file", file: pdf }]);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json()).toEqual({ id: expect.any(String), version: 1 });
    const byAdmin = await upload(b.reference, [{ name: "observations", value: CSV }], {
      cookie: w.admin.cookie,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json()).toMatchObject({ version: 2 });

    const audits = await app.db.prisma.auditLog.findMany({
      where: {
        action: "report.upload",
        entityId: { in: [byStaff.json<{ id: string }>().id, byAdmin.json<{ id: string }>().id] },
      },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => [a.actorId, a.entity, a.after])).toEqual([
      [w.staff.userId, "report", { bookingReference: b.reference, version: 1, role: "lab_staff" }],
      [w.admin.userId, "report", { bookingReference: b.reference, version: 2, role: "admin" }],
    ]);
  });
});

describe("the PDF", () => {
  it("refuses a renamed PNG and %PDF- followed by garbage with a clear 400, storing nothing", async () => {
    const b = await w.booking();
    const before = await stored();
    const garbage = Buffer.from("%PDF-1.7\nthis is not a document at all\n%%EOF\n");
    for (const [file, text] of [
      [PNG_BYTES, "The file is not a PDF"],
      [garbage, "The PDF could not be read"],
    ] as const) {
      await expectRefused(await staffUpload(b.reference, [{ name: "file", file }]), 400, text, before);
    }
  });

  it("accepts a file of exactly 10,485,760 bytes and answers 413 to one byte more", async () => {
    const b = await w.booking();
    const before = await stored();
    const over = await staffUpload(b.reference, [
      { name: "file", file: await pdfOfSize(RESULT_FILE_MAX_BYTES + 1) },
    ]);
    await expectRefused(over, 413, "larger than 10 MB", before);
    const res = await staffUpload(b.reference, [
      { name: "file", file: await pdfOfSize(RESULT_FILE_MAX_BYTES) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const report = await app.db.prisma.report.findUniqueOrThrow({
      where: { id: res.json<{ id: string }>().id },
    });
    expect(report.fileBytes).toBe(RESULT_FILE_MAX_BYTES);
    expect(await app.db.prisma.storedFile.count({ where: { key: report.fileKey! } })).toBe(1);
  });

  it("answers 413 to a body declared over 11 MiB before reading it", async () => {
    const b = await w.booking();
    const before = await stored();
    const { body, contentType } = multipartBody([{ name: "file", file: pdf }]);
    const padded = Buffer.concat([Buffer.alloc(11 * 1_048_576, 0x20), body]);
    const res = await app.inject({
      method: "POST",
      url: `/api/bookings/${b.reference}/results`,
      headers: { "content-type": contentType, origin: ORIGIN, cookie: w.staff.cookie },
      payload: padded,
    });
    await expectRefused(res, 413, "larger than 10 MB", before);
  });

  it("answers 411 to a chunked body (no declared length), which could stream a truncated field for ever", async () => {
    const b = await w.booking();
    const before = await stored();
    const { body, contentType } = multipartBody([{ name: "file", file: pdf }]);
    const res = await app.inject({
      method: "POST",
      url: `/api/bookings/${b.reference}/results`,
      headers: {
        "content-type": contentType,
        origin: ORIGIN,
        cookie: w.staff.cookie,
        "transfer-encoding": "chunked",
      },
      payload: Readable.from([body]),
    });
    await expectRefused(res, 411, "Content-Length", before);
  });

  it("answers 413 to a text part over 65,536 bytes, and 400 to a note over 2,000 characters", async () => {
    const b = await w.booking();
    const before = await stored();
    const long = `${CSV}${"#".repeat(RESULT_FIELD_MAX_BYTES + 1 - CSV.length)}`;
    const longNote: Part[] = [
      { name: "file", file: pdf },
      { name: "note", value: "x".repeat(2001) },
    ];
    const refusals: [Part[], number, string][] = [
      [[{ name: "observations", value: long }], 413, "larger than 64 KB"],
      [longNote, 400, "note is longer than 2,000"],
    ];
    for (const [parts, status, text] of refusals) {
      await expectRefused(await staffUpload(b.reference, parts), status, text, before);
    }
  });
});

describe("the observations CSV", () => {
  it("names the line and the reason of a wrong row, and stores nothing", async () => {
    const b = await w.booking();
    const before = await stored();
    const cases: [string, string][] = [
      [
        `${HEADER}\n4548-4,HbA1c,6.1,%,,,,H\n45484,HbA1c,6.1,%,,,,H`,
        "Line 3: the LOINC code must look like 4548-4",
      ],
      [`${HEADER}\n\n4548-4,HbA1c,6.1,%,,,,X`, "Line 3: flag must be one of L, N, H, LL, HH, A"],
      [`${HEADER}\n4548-4,HbA1c,,%,,,,`, "Line 2: the value is missing."],
      [`${HEADER}\n4548-4,,6.1,%,,,,`, "Line 2: the name is missing."],
      [`${HEADER}\n4548-4,HbA1c,6.1,%,low,,,`, "Line 2: ref_low must be a number"],
      [`${HEADER}\n4548-4,HbA1c,6.1,%,6,4,,`, "Line 2: ref_low must not be above ref_high."],
      [`${HEADER}\n4548-4,HbA1c,6.1,${"u".repeat(41)},,,,`, "Line 2: the unit is longer than 40 characters."],
      [`${HEADER}\n4548-4,HbA1c,6.1,%`, "Line 2: expected 8 values, found 4."],
      [`loinc,name,value\n4548-4,HbA1c,6.1`, `Line 1: the header must be exactly "${HEADER}".`],
      [`${HEADER}\n`, "The observations have no rows"],
      [
        `${HEADER}\n4548-4,HbA1c,6.1,%,,,,\n,Ferritin,80,ng/mL,,,,`,
        "Line 3: the row matches none of the booked tests (HbA1c, Vitamin D Test)",
      ],
    ];
    for (const [csv, message] of cases) {
      const parts: Part[] = [
        { name: "file", file: pdf },
        { name: "observations", value: csv },
      ];
      await expectRefused(await staffUpload(b.reference, parts), 400, message, before);
    }
  });

  it("refuses observations separated by semicolons (a spreadsheet's export) on line 1 with a 400, storing nothing", async () => {
    const b = await w.booking();
    const before = await stored();
    const semicolons = `${HEADER.replaceAll(",", ";")}\n4548-4;HbA1c;6,1;%;4,0;5,6;;H\n`;
    const res = await staffUpload(b.reference, [
      { name: "file", file: pdf },
      { name: "observations", value: semicolons },
    ]);
    await expectRefused(res, 400, "Line 1: the values are not separated by commas.", before);
    expect(res.json<{ error: string }>().error).toBe(`Line 1: ${messages.results.csvDelimiter}`);
  });

  it("assigns rows by LOINC code or name (synonyms too), with one booked test every row to it, at the appointment's time", async () => {
    const b = await w.booking();
    const res = await staffUpload(b.reference, [
      { name: "observations", value: `${CSV}4548-4,Glycated haemoglobin (repeat),6.0,%,,,,\n` },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await app.db.prisma.observation.findMany({
      where: { reportId: res.json<{ id: string }>().id },
      orderBy: { position: "asc" },
    });
    expect(
      rows.map((r) => [
        r.testId,
        r.name,
        r.valueNumber?.toString() ?? null,
        r.valueText,
        r.unit,
        r.refLow?.toString() ?? null,
        r.refHigh?.toString() ?? null,
        r.refText,
        r.flag,
      ]),
    ).toEqual([
      [w.hba1c.id, "HbA1c", "6.1", null, "%", "4", "5.6", null, "H"],
      [w.vitaminD.id, "Vit D", null, "Negative", null, null, null, "Negative, see note", "N"],
      [w.hba1c.id, "Glycated haemoglobin (repeat)", "6", null, "%", null, null, null, null],
    ]);
    expect(rows.every((r) => r.effectiveAt.toISOString() === "2026-11-20T05:00:00.000Z")).toBe(true);

    const single = await w.booking("confirmed", [w.vitaminD.id]);
    const one = await staffUpload(single.reference, [
      { name: "observations", value: `${HEADER}\n,25-OH Vitamin D,31,ng/mL,30,100,,N\n` },
    ]);
    expect(one.statusCode, one.body).toBe(201);
    expect(
      await app.db.prisma.observation.findFirstOrThrow({
        where: { reportId: one.json<{ id: string }>().id },
      }),
    ).toMatchObject({ testId: w.vitaminD.id, name: "25-OH Vitamin D" });
  });

  it("refuses an upload with neither a file nor observations", async () => {
    const b = await w.booking();
    const before = await stored();
    for (const part of [
      { name: "note", value: "Nothing attached" },
      { name: "observations", value: "  " },
    ]) {
      await expectRefused(
        await staffUpload(b.reference, [part]),
        400,
        "Please add a PDF or observations",
        before,
      );
    }
  });
});

describe("booking statuses and versions", () => {
  it.each([["pending"], ["cancelled"], ["no_show"]] as const)(
    "answers 409 for a %s booking",
    async (status) => {
      const b = await w.booking(status);
      const before = await stored();
      const label = status === "no_show" ? "no-show" : status;
      const res = await staffUpload(b.reference, [{ name: "file", file: pdf }]);
      await expectRefused(res, 409, `this booking is ${label}`, before);
    },
  );

  it("stores version 1 (final), completes the booking, then version 2 (amended) supersedes it; each emails the patient once", async () => {
    const b = await w.booking("confirmed");
    const first = await staffUpload(b.reference, [
      { name: "file", file: pdf },
      { name: "note", value: "First issue" },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const booking = await app.db.prisma.booking.findUniqueOrThrow({
      where: { id: b.id },
      select: { status: true },
    });
    expect(booking.status).toBe("completed");
    const history = await app.db.prisma.auditLog.findMany({
      where: { entity: "booking", entityId: b.id },
      select: { action: true, before: true, after: true },
    });
    expect(history).toEqual([
      { action: "booking.updateStatus", before: { status: "confirmed" }, after: { status: "completed" } },
    ]);

    const second = await staffUpload(b.reference, [{ name: "observations", value: CSV }]);
    expect(second.statusCode, second.body).toBe(201);
    const reports = await app.db.prisma.report.findMany({
      where: { bookingId: b.id },
      orderBy: { version: "asc" },
    });
    expect(
      reports.map((r) => [r.version, r.status, r.supersededAt !== null, r.uploadedById, r.note]),
    ).toEqual([
      [1, "final", true, w.staff.userId, "First issue"],
      [2, "amended", false, w.staff.userId, null],
    ]);
    expect(reports[0]!.fileKey).not.toBeNull();
    // Nothing is overwritten: version 1 keeps its file.
    expect(await app.db.prisma.storedFile.count({ where: { key: reports[0]!.fileKey! } })).toBe(1);
    const emails = await app.db.prisma.notification.findMany({
      where: { bookingId: b.id },
      select: { template: true, recipient: true },
    });
    expect(emails).toEqual([
      { template: "result_ready", recipient: "results-patient@example.com" },
      { template: "result_ready", recipient: "results-patient@example.com" },
    ]);
  });
});
