/**
 * Whether an uploaded file is a plain, readable PDF, decided off the event loop: a file's cost to
 * read grows with what the uploader sends (a damaged 10 MiB file keeps pdf-lib busy for seconds), so
 * the reading runs in a worker pool (piscina, pdf-check.worker.mjs) while the server goes on
 * answering. The checks on the main thread are the ones whose cost is fixed: the `%PDF-` signature
 * at the start and the `%%EOF` marker in the last 1,024 bytes (ISO 32000-1 §7.5.5; readers look
 * there too), which refuse a renamed image or a truncated or junk file without reading it.
 *
 * Limits (PDF_CHECK_LIMITS; docs/architecture.md says why each is what it is): a bounded number of
 * checks at once per instance, a queue that waits at most `queueWaitMs`, a time limit per check
 * (the worker is ended past it), a decode budget for the streams pdf-lib inflates while loading,
 * and a V8 heap cap per worker. The pool starts at the first upload and its threads end when idle,
 * so a server that receives no reports holds no worker.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { CheckSlots } from "./check-slots.ts";

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const END_MARKER = "%%EOF";
/** How far from the end the `%%EOF` marker may be (readers tolerate trailing bytes up to this). */
const END_MARKER_WINDOW = 1024;

export interface PdfCheckLimits {
  /** Checks running at once (worker threads). */
  threads: number;
  /** Uploads that may wait for a thread; one more is refused at once. */
  maxWaiting: number;
  /** How long an upload waits for a thread before SERVICE_UNAVAILABLE, ms. */
  queueWaitMs: number;
  /** How long one check may run before its worker is ended and the file refused, ms. */
  timeLimitMs: number;
  /** Bytes pdf-lib may decode (inflate) while loading one file. */
  maxDecodedBytes: number;
  /** V8 old-generation heap of a worker, MB. */
  workerHeapMb: number;
}

/**
 * The limits: one thread on a two-core machine (the other core answers requests and runs the
 * database), up to 2 beside it on larger ones; a queue wait of 10 s; a time limit of 10 s, well
 * above what the slowest valid PDF of RESULT_FILE_MAX_BYTES takes; a decode budget of 100 MiB, ten
 * times the largest file accepted, far above what a report's streams inflate to; a 256 MB heap per
 * worker. Why each is so, with the measurements: docs/architecture.md, "What runs where".
 */
export const PDF_CHECK_LIMITS: PdfCheckLimits = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 16,
  queueWaitMs: 10_000,
  timeLimitMs: 10_000,
  maxDecodedBytes: 100 * 1_048_576,
  workerHeapMb: 256,
};

/** What the worker answers for one file (pdf-check.worker.mjs). */
export interface PdfInspection {
  outcome: "ok" | "unreadable" | "too_large_decoded" | "active_content";
  pages: number;
  decodedBytes: number;
}

/** True when `bytes` start with the PDF signature `%PDF-`. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return bytes.length >= SIGNATURE.length && SIGNATURE.every((b, i) => bytes[i] === b);
}

/** True when the `%%EOF` marker is within the last 1,024 bytes of `bytes`. */
export function hasEndMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - END_MARKER_WINDOW));
  return Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength).includes(END_MARKER, 0, "latin1");
}

/** A pool of PDF checks with its limits; `checkPdfFile` uses one shared instance. */
export class PdfChecker {
  private pool: Piscina | null = null;
  private readonly slots: CheckSlots;

  constructor(readonly limits: PdfCheckLimits = PDF_CHECK_LIMITS) {
    this.slots = new CheckSlots(limits.threads, limits.maxWaiting, limits.queueWaitMs);
  }

  /**
   * Reads `bytes` in a worker within the limits. Output: the worker's PdfInspection, or
   * `{ outcome: "unreadable" }` when the check ran past the time limit or its worker failed (out of
   * memory). Errors: AppError SERVICE_UNAVAILABLE when no thread freed up within the queue wait or
   * the queue is full.
   */
  async inspect(bytes: Uint8Array): Promise<PdfInspection> {
    const release = await this.slots.acquire();
    if (!release) throw new AppError("SERVICE_UNAVAILABLE", messages.generic.serviceUnavailable);
    try {
      const task = { bytes, maxDecodedBytes: this.limits.maxDecodedBytes };
      return (await this.workers().run(task, {
        signal: AbortSignal.timeout(this.limits.timeLimitMs),
      })) as PdfInspection;
    } catch {
      // Past the time limit piscina ends the worker; a worker out of memory ends itself.
      return { outcome: "unreadable", pages: 0, decodedBytes: 0 };
    } finally {
      release();
    }
  }

  /** Checks running now (threads held), for tests and metrics. */
  get running(): number {
    return this.slots.state.held;
  }

  /** Ends the pool's threads (the host's onClose); a later check starts a new pool. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private workers(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL("./pdf-check.worker.mjs", import.meta.url).href,
      minThreads: 0,
      maxThreads: this.limits.threads,
      idleTimeout: 60_000,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.workerHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    return this.pool;
  }
}

let shared: PdfChecker | null = null;

/** The instance's one checker (created at the first upload). */
export function pdfChecker(): PdfChecker {
  shared ??= new PdfChecker();
  return shared;
}

/** Ends the shared checker's threads, if it was started (the host calls this on close). */
export async function closePdfChecks(): Promise<void> {
  const checker = shared;
  shared = null;
  await checker?.close();
}

/**
 * Checks that `bytes` are a plain, readable PDF with at least one page. Errors, all AppError:
 * BAD_REQUEST `notAPdf` without the signature; BAD_REQUEST `pdfUnreadable` without the end marker,
 * when pdf-lib cannot load it or finds no page, past the time limit, or when its streams would decode
 * past the budget; BAD_REQUEST `pdfActiveContent` for scripts, launch actions, attachments or rich
 * media; SERVICE_UNAVAILABLE when every thread stayed busy for the queue wait. Encrypted PDFs are
 * accepted (their page tree is readable; only the content is encrypted).
 */
export async function assertReadablePdf(
  bytes: Uint8Array,
  checker: PdfChecker = pdfChecker(),
): Promise<void> {
  if (!hasPdfSignature(bytes)) throw new AppError("BAD_REQUEST", messages.results.notAPdf);
  if (!hasEndMarker(bytes)) throw new AppError("BAD_REQUEST", messages.results.pdfUnreadable);
  const { outcome } = await checker.inspect(bytes);
  if (outcome === "active_content") throw new AppError("BAD_REQUEST", messages.results.pdfActiveContent);
  if (outcome !== "ok") throw new AppError("BAD_REQUEST", messages.results.pdfUnreadable);
}
