/**
 * The PDF check: what it accepts and refuses (read in-thread through the worker's own function, and
 * through the pool), the decode budget against a decompression bomb, the time limit that ends a
 * worker, and the bounded queue that answers SERVICE_UNAVAILABLE instead of waiting for ever.
 */
import { afterAll, describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators";
import { AppError } from "../src/app-error.ts";
import { CheckSlots } from "../src/pdf-check/check-slots.ts";
import {
  assertReadablePdf,
  hasEndMarker,
  PDF_CHECK_LIMITS,
  PdfChecker,
  type PdfInspection,
} from "../src/pdf-check/pdf-check.ts";
// @ts-expect-error: the worker is plain JavaScript (a worker thread has no TypeScript loader).
import { inspectPdf as inspectUntyped } from "../src/pdf-check/pdf-check.worker.mjs";
import {
  attachmentPdf,
  escapedLaunchPdf,
  inflatingPdf,
  javaScriptPdf,
  junkPdf,
  objectFloodPdf,
  textPdf,
} from "./pdf-fixtures.ts";

const inspectPdf = inspectUntyped as (bytes: Uint8Array, maxDecodedBytes: number) => Promise<PdfInspection>;
const MiB = 1_048_576;

const checkers: PdfChecker[] = [];
function checker(limits: Partial<typeof PDF_CHECK_LIMITS> = {}): PdfChecker {
  const created = new PdfChecker({ ...PDF_CHECK_LIMITS, ...limits });
  checkers.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(checkers.map((c) => c.close()));
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("inspectPdf (the worker's reading)", () => {
  it("accepts valid PDFs, with classic cross-references and with object streams", async () => {
    expect(await inspectPdf(await textPdf(3), 100 * MiB)).toMatchObject({ outcome: "ok", pages: 3 });
    expect(await inspectPdf(await textPdf(2, { objectStreams: true }), 100 * MiB)).toMatchObject({
      outcome: "ok",
      pages: 2,
    });
  });

  it("refuses junk after the signature as unreadable", async () => {
    expect((await inspectPdf(junkPdf(64 * 1024), 100 * MiB)).outcome).toBe("unreadable");
  });

  it("stops decoding a bomb at the budget: a stream inflating to 256 MiB is refused after at most 1 MiB of decoding", async () => {
    const bomb = await inflatingPdf(256 * MiB);
    expect(bomb.length).toBeLessThan(MiB);
    const result = await inspectPdf(bomb, MiB);
    expect(result.outcome).toBe("too_large_decoded");
    expect(result.decodedBytes).toBeLessThanOrEqual(MiB);
    // A bomb in a stream pdf-lib does not need to load the file (a page's content) is counted too.
    const contentBomb = await inspectPdf(await inflatingPdf(256 * MiB, { in: "content" }), MiB);
    expect(contentBomb.outcome).toBe("too_large_decoded");
    expect(contentBomb.decodedBytes).toBeLessThanOrEqual(MiB);
    // The same file within a budget it fits: read, and its decoded bytes counted.
    const small = await inspectPdf(await inflatingPdf(64 * 1024), MiB);
    expect(small.outcome).toBe("ok");
    expect(small.decodedBytes).toBeGreaterThanOrEqual(64 * 1024);
  });

  it("refuses active content: JavaScript, a launch action spelled with #-escapes, an attached file", async () => {
    expect((await inspectPdf(await javaScriptPdf(), 100 * MiB)).outcome).toBe("active_content");
    expect((await inspectPdf(await escapedLaunchPdf(), 100 * MiB)).outcome).toBe("active_content");
    expect((await inspectPdf(await attachmentPdf(), 100 * MiB)).outcome).toBe("active_content");
  });
});

describe("assertReadablePdf (through the pool)", () => {
  it("passes a valid PDF and refuses each bad kind with its message", async () => {
    const pool = checker();
    await expect(assertReadablePdf(await textPdf(), pool)).resolves.toBeUndefined();
    expect((await refusal(assertReadablePdf(Buffer.from("\x89PNG\r\n"), pool))).message).toBe(
      messages.results.notAPdf,
    );
    // Truncated: the end marker is missing, refused without reading.
    const truncated = (await textPdf(4)).subarray(0, 900);
    expect(hasEndMarker(truncated)).toBe(false);
    expect((await refusal(assertReadablePdf(truncated, pool))).message).toBe(messages.results.pdfUnreadable);
    expect((await refusal(assertReadablePdf(junkPdf(256 * 1024), pool))).message).toBe(
      messages.results.pdfUnreadable,
    );
    expect((await refusal(assertReadablePdf(await inflatingPdf(200 * MiB), pool))).message).toBe(
      messages.results.pdfUnreadable,
    );
    expect(
      (await refusal(assertReadablePdf(await inflatingPdf(200 * MiB, { in: "content" }), pool))).message,
    ).toBe(messages.results.pdfUnreadable);
    const scripted = await refusal(assertReadablePdf(await javaScriptPdf(), pool));
    expect([scripted.code, scripted.message]).toEqual([
      "BAD_REQUEST",
      "This PDF contains scripts or attachments. Please upload a plain PDF.",
    ]);
  });

  it("ends a check that runs past the time limit, refuses the file, and reads the next one in a new worker", async () => {
    // The limit counts from the hand-over to the pool, a new worker's start included.
    const pool = checker({ timeLimitMs: 1_000 });
    // The same file, read without a limit beside it: pdf-lib needs seconds to give up on it.
    const junk = objectFloodPdf(10 * MiB);
    const unlimited = checker({ timeLimitMs: 60_000 });
    let unlimitedDone = false;
    const reference = unlimited.inspect(junk).finally(() => (unlimitedDone = true));
    expect((await refusal(assertReadablePdf(junk, pool))).message).toBe(messages.results.pdfUnreadable);
    expect(unlimitedDone).toBe(false);
    await unlimited.close();
    await reference.catch(() => null);
    await expect(assertReadablePdf(await textPdf(), pool)).resolves.toBeUndefined();
  });

  it("answers SERVICE_UNAVAILABLE when no thread frees up within the queue wait, and when the queue is full", async () => {
    const pool = checker({ threads: 1, maxWaiting: 1, queueWaitMs: 100, timeLimitMs: 1_000 });
    const busy = assertReadablePdf(objectFloodPdf(10 * MiB), pool).catch((e: unknown) => e);
    const waiting = refusal(assertReadablePdf(await textPdf(), pool));
    const overflow = await refusal(assertReadablePdf(await textPdf(), pool));
    expect([overflow.code, overflow.message]).toEqual([
      "SERVICE_UNAVAILABLE",
      messages.generic.serviceUnavailable,
    ]);
    expect((await waiting).code).toBe("SERVICE_UNAVAILABLE");
    expect(await busy).toBeInstanceOf(AppError);
  });
});

describe("CheckSlots", () => {
  it("lets `size` in, queues up to maxWaiting for waitMs, and hands a released slot to the longest waiter", async () => {
    const slots = new CheckSlots(1, 2, 10_000);
    const first = await slots.acquire();
    expect(first).not.toBeNull();
    const second = slots.acquire();
    const third = slots.acquire();
    expect(await slots.acquire()).toBeNull(); // the queue is full
    expect(slots.state).toEqual({ held: 1, waiting: 2 });
    first!();
    first!(); // a second release changes nothing
    const secondRelease = await second;
    expect(slots.state).toEqual({ held: 1, waiting: 1 });
    secondRelease!();
    (await third)!();
    expect(slots.state).toEqual({ held: 0, waiting: 0 });
  });

  it("gives up a wait after waitMs", async () => {
    const slots = new CheckSlots(1, 1, 20);
    const held = await slots.acquire();
    expect(await slots.acquire()).toBeNull();
    expect(slots.state).toEqual({ held: 1, waiting: 0 });
    held!();
    expect(slots.state).toEqual({ held: 0, waiting: 0 });
  });
});
