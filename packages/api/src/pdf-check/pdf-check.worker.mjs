// @ts-check
/**
 * The PDF check that reads an uploaded file, run in a worker thread of pdf-check.ts's pool (plain
 * JavaScript: a worker thread starts without the TypeScript loader the sources use in tests).
 *
 * `inspectPdf(bytes, maxDecodedBytes)` loads the file with pdf-lib and answers one outcome:
 * - "ok" with `pages` ≥ 1;
 * - "unreadable": pdf-lib cannot load it, or it has no pages;
 * - "too_large_decoded": the file's streams, decoded, would take more than `maxDecodedBytes` in all:
 *   those pdf-lib decodes while loading (object and cross-reference streams) and then every other
 *   stream with filters pdf-lib can decode (Flate, LZW, RunLength, ASCII85, ASCIIHex: a page's
 *   content decompressed by a viewer or a printer). pdf-lib decodes into Uint8Arrays, which live
 *   outside the V8 heap a worker's resourceLimits caps, so every byte its decoders allocate is
 *   counted here and decoding stops at the limit;
 * - "active_content": a dictionary names JavaScript, a launch action, an embedded file or rich
 *   media (ISO 32000-1 §12.6.4 actions, §7.11.4 embedded files, Adobe's RichMedia extension); the
 *   names are compared decoded, so `/J#61vaScript` counts.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// pdf-lib's CommonJS build, required (not imported) so that DecodeStream below is the very class
// its parser's decoders extend.
const {
  PDFDocument,
  PDFDict,
  PDFArray,
  PDFName,
  PDFStream,
  PDFRawStream,
  decodePDFRawStream,
} = require("pdf-lib");
const DecodeStream = require("pdf-lib/cjs/core/streams/DecodeStream").default;

// pdf-lib throws an Error for every position of a damaged file it cannot parse: their stack traces
// are most of the time a junk file takes to refuse. Nothing in this thread reads a stack.
Error.stackTraceLimit = 0;
// pdf-lib warns on the console for every object it skips: a junk file would flood the server's log
// (a worker's console output is written by the main thread).
console.warn = () => {};
console.log = () => {};

/** The decode budget of the check in progress (one check at a time per worker). */
const budget = { limit: Number.POSITIVE_INFINITY, used: 0, exceeded: false };

class DecodeLimitExceeded extends Error {}

const ensureBuffer = DecodeStream.prototype.ensureBuffer;
/** Counts a decoder's buffer growth before it is allocated; refuses growth past the budget. */
DecodeStream.prototype.ensureBuffer = function ensureBufferWithinBudget(/** @type {number} */ requested) {
  const current = this.buffer.byteLength;
  if (requested > current) {
    // The size pdf-lib's own ensureBuffer allocates: the first power of two from minBufferLength.
    let size = this.minBufferLength;
    while (size < requested) size *= 2;
    if (budget.exceeded || budget.used + size - current > budget.limit) {
      budget.exceeded = true;
      throw new DecodeLimitExceeded();
    }
    budget.used += size - current;
  }
  return ensureBuffer.call(this, requested);
};

/** Names that make a PDF run or carry something beyond the report's pages. */
const ACTIVE_NAMES = new Set(
  ["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "RichMediaContent"].map((n) =>
    PDFName.of(n),
  ),
);

/**
 * True when any object of `doc` holds an active name as a dictionary key or a value.
 * @param {import("pdf-lib").PDFDocument} doc
 */
function hasActiveContent(doc) {
  /** @type {unknown[]} */
  const pending = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(object)) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (ACTIVE_NAMES.has(key)) return true;
        pending.push(value);
      }
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

/** Filters pdf-lib decodes; a chain is decoded up to the first other one (an image codec). */
const DECODABLE = new Set(
  ["FlateDecode", "LZWDecode", "RunLengthDecode", "ASCII85Decode", "ASCIIHexDecode"].map((n) =>
    PDFName.of(n),
  ),
);

/**
 * Decodes `stream` with its decodable leading filters (under the budget) and drops the result.
 * @param {import("pdf-lib").PDFRawStream} stream
 */
function decodeWithinBudget(stream) {
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const chain = filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : [];
  const decodable = [];
  for (const name of chain) {
    if (!(name instanceof PDFName) || !DECODABLE.has(name)) break;
    decodable.push(name);
  }
  if (decodable.length === 0) return;
  const dict = stream.dict.clone();
  dict.set(PDFName.of("Filter"), stream.dict.context.obj(decodable));
  try {
    decodePDFRawStream(PDFRawStream.of(dict, stream.contents)).decode();
  } catch (error) {
    if (error instanceof DecodeLimitExceeded) throw error;
    // A damaged stream: a reader fails on it as here, at no cost beyond what was counted.
  }
}

/**
 * True when decoding every stream of `doc` stays within the budget.
 * @param {import("pdf-lib").PDFDocument} doc
 */
function streamsFitBudget(doc) {
  try {
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (object instanceof PDFRawStream) decodeWithinBudget(object);
    }
  } catch (error) {
    if (!(error instanceof DecodeLimitExceeded)) throw error;
  }
  return !budget.exceeded;
}

/**
 * Reads `bytes` as a PDF within a decode budget of `maxDecodedBytes`.
 * @param {Uint8Array} bytes
 * @param {number} maxDecodedBytes
 * @returns {Promise<{ outcome: "ok" | "unreadable" | "too_large_decoded" | "active_content", pages: number, decodedBytes: number }>}
 */
export async function inspectPdf(bytes, maxDecodedBytes) {
  budget.limit = maxDecodedBytes;
  budget.used = 0;
  budget.exceeded = false;
  /** @type {import("pdf-lib").PDFDocument | null} */
  let doc = null;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    doc = null;
  }
  // The parser skips objects it could not read, so a refused decode may not have reached here as an error.
  if (budget.exceeded) return { outcome: "too_large_decoded", pages: 0, decodedBytes: budget.used };
  if (!doc) return { outcome: "unreadable", pages: 0, decodedBytes: budget.used };
  if (!streamsFitBudget(doc)) return { outcome: "too_large_decoded", pages: 0, decodedBytes: budget.used };
  const decodedBytes = budget.used;
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch {
    pages = 0;
  }
  if (pages < 1) return { outcome: "unreadable", pages, decodedBytes };
  if (hasActiveContent(doc)) return { outcome: "active_content", pages, decodedBytes };
  return { outcome: "ok", pages, decodedBytes };
}

/**
 * The pool's task: `{ bytes, maxDecodedBytes }` → inspectPdf's answer.
 * @param {{ bytes: Uint8Array, maxDecodedBytes: number }} task
 */
export default function checkPdfTask(task) {
  return inspectPdf(task.bytes, task.maxDecodedBytes);
}
