/**
 * POST /api/results over HTTP (Fastify inject, real database and file store): a patient adds a past
 * result from elsewhere with its PDF, which they can then download; a file that is not a PDF, a wrong
 * field, a visitor and a foreign Origin are refused with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { todayInDubai } from "@labcompare/domain/calendar";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { onePagePdf, PNG_BYTES, postMultipart, storedCounts, type Part } from "./support/results-upload.ts";
import { userWithSession } from "./support/results-world.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;
let owner: { id: string; cookie: string };
let pdf: Uint8Array;

beforeAll(async () => {
  app = await buildApp({ env: testEnv(), database: database.options });
  await app.db.prisma.test.create({ data: { name: "HbA1c", slug: "hba1c", loincCode: "4548-4" } });
  owner = await userWithSession(app, "own-results@example.com");
  pdf = await onePagePdf();
});
afterAll(async () => {
  await app?.close();
  await database.drop();
});

/** The form's text fields, one part each, in this order. */
const FIELDS: Part[] = Object.entries({
  testId: "hba1c",
  value: "6.4",
  unit: "%",
  effectiveDate: "2025-03-10",
  labName: "City Clinic Lab",
  flag: "H",
}).map(([name, value]) => ({ name, value }));

const addOwn = (parts: Part[], opts: { cookie?: string; origin?: string } = {}) =>
  postMultipart(app, "/api/results", parts, opts);

const stored = () => storedCounts(app);

describe("POST /api/results (a past result added by hand)", () => {
  it("stores the owner's result with its PDF (201), which the owner then downloads", async () => {
    const res = await addOwn([...FIELDS, { name: "file", file: pdf, filename: "lab report.pdf" }], {
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json<{
      id: string;
      source: string;
      labName: string;
      hasFile: boolean;
      booking: null;
      observations: { name: string; valueNumber: number; unit: string; flag: string }[];
    }>();
    expect(report).toMatchObject({
      source: "patient",
      labName: "City Clinic Lab",
      hasFile: true,
      booking: null,
    });
    expect(report.observations).toMatchObject([{ name: "HbA1c", valueNumber: 6.4, unit: "%", flag: "H" }]);

    const file = await app.inject({
      method: "GET",
      url: `/api/results/${report.id}/file`,
      headers: { cookie: owner.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="result-${todayInDubai()}.pdf"`);
    expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);
    // Nobody else gets it.
    const other = await userWithSession(app, "someone-else@example.com");
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/results/${report.id}/file`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("stores a result without a file as results.addOwn does (hasFile false)", async () => {
    const res = await addOwn(FIELDS, { cookie: owner.cookie });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ hasFile: boolean }>().hasFile).toBe(false);
  });

  it("refuses a renamed PNG with a clear 400, storing nothing", async () => {
    const before = await stored();
    const res = await addOwn([...FIELDS, { name: "file", file: PNG_BYTES, filename: "report.pdf" }], {
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "The file is not a PDF. Please upload the lab report as a PDF file.",
      messageKey: "results.notAPdf",
      params: {},
    });
    expect(await stored()).toEqual(before);
  });

  it("names the wrong field (400) and an unknown test (404), storing nothing", async () => {
    const before = await stored();
    /** The owner adds FIELDS with the PDF, `name` set to `value`. */
    const addWith = (name: string, value: string) =>
      addOwn([...FIELDS.filter((f) => f.name !== name), { name, value }, { name: "file", file: pdf }], {
        cookie: owner.cookie,
      });
    const future = await addWith("effectiveDate", "2999-01-01");
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: "effectiveDate", error: expect.stringMatching(/future/i) });
    expect((await addWith("testId", "no-such-test")).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("answers 401 to a visitor and 403 to a foreign Origin, storing nothing", async () => {
    const before = await stored();
    const visitor = await addOwn([...FIELDS, { name: "file", file: pdf }]);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<{ error: string }>().error).toContain("Please sign in");
    const foreign = await addOwn([...FIELDS, { name: "file", file: pdf }], {
      cookie: owner.cookie,
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
