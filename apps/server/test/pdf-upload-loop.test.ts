/**
 * A results upload never holds the event loop: the PDF is read in the check's worker pool, so the
 * server answers other requests while a damaged file is being read; a decompression bomb is refused
 * without the server's own memory growing; a PDF with scripts is refused with its own message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { messages, RESULT_FILE_MAX_BYTES } from "@labcompare/validators";
import { pdfChecker } from "@labcompare/api";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { inflatingPdf, javaScriptPdf, objectFloodPdf } from "../../../packages/api/test/pdf-fixtures.ts";
import { multipartBody, ORIGIN, seedResultsWorld, type Part } from "./support/results-upload.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;
let w: Awaited<ReturnType<typeof seedResultsWorld>>;

beforeAll(async () => {
  app = await buildApp({ env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "100" }), database: database.options });
  w = await seedResultsWorld(app);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function upload(reference: string, parts: Part[], cookie: string) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: `/api/bookings/${reference}/results`,
    headers: { "content-type": contentType, origin: ORIGIN, cookie },
    payload: body,
  });
}

describe("PDF uploads and the event loop", () => {
  it("answers GET /health/live sent after a 10 MiB unreadable PDF before that upload's 400", async () => {
    const b = await w.booking();
    let uploadAnswered = false;
    const pending = upload(
      b.reference,
      [{ name: "file", file: objectFloodPdf(RESULT_FILE_MAX_BYTES - 1024) }],
      w.staff.cookie,
    ).then((res) => {
      uploadAnswered = true;
      return res;
    });
    // Once the upload's body is read and its check runs in the pool, the loop must still answer.
    while (pdfChecker().running === 0 && !uploadAnswered)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const live = await app.inject({ method: "GET", url: "/health/live" });
    expect(live.statusCode).toBe(200);
    expect(uploadAnswered).toBe(false);
    const res = await pending;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(messages.results.pdfUnreadable);
  }, 60_000);

  it.each(["object_stream", "content"] as const)(
    "refuses a PDF whose stream (%s) inflates to 1 GiB while the server's memory stays below the decode limit",
    async (kind) => {
      const bomb = await inflatingPdf(1024 * 1_048_576, { in: kind });
      const b = await w.booking();
      const before = process.memoryUsage();
      let peak = 0;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peak = Math.max(peak, now.heapUsed - before.heapUsed + now.arrayBuffers - before.arrayBuffers);
      }, 10);
      const res = await upload(b.reference, [{ name: "file", file: bomb }], w.staff.cookie);
      clearInterval(sampler);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(messages.results.pdfUnreadable);
      expect(peak).toBeLessThan(100 * 1_048_576);
      expect(await app.db.prisma.report.count({ where: { bookingId: b.id } })).toBe(0);
    },
  );

  it("refuses a PDF that runs JavaScript with 400 and stores nothing", async () => {
    const b = await w.booking();
    const res = await upload(b.reference, [{ name: "file", file: await javaScriptPdf() }], w.staff.cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(
      "This PDF contains scripts or attachments. Please upload a plain PDF.",
    );
    expect(await app.db.prisma.report.count({ where: { bookingId: b.id } })).toBe(0);
  });
});
