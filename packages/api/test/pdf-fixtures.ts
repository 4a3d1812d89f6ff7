/**
 * PDFs a hostile or careless uploader sends, built in memory for the PDF check's tests: junk after
 * the signature, a decompression bomb in an object stream, active content (an OpenAction running
 * JavaScript, a name spelled with #-escapes, an attached file).
 */
import { randomBytes } from "node:crypto";
import { createDeflate } from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";

/** A valid PDF of `pages` pages with a line of text on each. */
export async function textPdf(pages = 1, options: { objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([300, 300]).drawText(`HbA1c 6.1 % page ${i + 1}`, { x: 20, y: 150 });
  return doc.save({ useObjectStreams: options.objectStreams ?? false });
}

/**
 * `size` bytes of random junk after a PDF header, ending with `%%EOF` (so only reading it tells).
 * How long pdf-lib takes to give up depends on the bytes drawn (from a millisecond to seconds):
 * a test that needs a slow check uses `objectFloodPdf`.
 */
export function junkPdf(size: number): Uint8Array {
  const out = randomBytes(size);
  out.write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", 0, "latin1");
  out.write("\n%%EOF\n", size - 7, "latin1");
  return out;
}

/**
 * About `size` bytes of tiny objects (`1 0 obj 1 endobj`) after a PDF header, ending with `%%EOF`,
 * without a catalogue: pdf-lib parses every object before refusing the file, so a check of 10 MiB
 * takes seconds every time, on any content drawn.
 */
export function objectFloodPdf(size: number): Uint8Array {
  const header = "%PDF-1.4\n";
  const trailer = "\n%%EOF\n";
  const object = "1 0 obj 1 endobj\n";
  const count = Math.floor((size - header.length - trailer.length) / object.length);
  return Buffer.from(header + object.repeat(count) + trailer, "latin1");
}

/** `bytes` zero bytes compressed with deflate (zlib), built chunk by chunk so the test never holds them. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const chunk = Buffer.alloc(1_048_576);
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left)))
      await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** Inserts `objects` (whole indirect objects, as PDF text) into a classic-xref PDF just before its xref table. */
function withObjects(pdf: Uint8Array, ...objects: Buffer[]): Uint8Array {
  const text = Buffer.from(pdf);
  const at = text.lastIndexOf("\nxref");
  if (at < 0) throw new Error("withObjects: the PDF has no classic xref table");
  return Buffer.concat([text.subarray(0, at + 1), ...objects, text.subarray(at + 1)]);
}

/**
 * A valid one-page PDF carrying a stream whose FlateDecode content inflates to `inflatedBytes`: a
 * decompression bomb, either in an object stream (pdf-lib decodes those while loading) or in a
 * stream a viewer decodes (`in: "content"`).
 */
export async function inflatingPdf(
  inflatedBytes: number,
  options: { in?: "object_stream" | "content" } = {},
): Promise<Uint8Array> {
  const data = await deflatedZeros(inflatedBytes);
  const type = options.in === "content" ? "" : "/Type /ObjStm /N 1 /First 4 ";
  const head = Buffer.from(
    `90 0 obj\n<< ${type}/Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    "latin1",
  );
  return withObjects(
    await textPdf(),
    Buffer.concat([head, data, Buffer.from("\nendstream\nendobj\n", "latin1")]),
  );
}

/** A valid one-page PDF whose catalog runs JavaScript when opened (/OpenAction). */
export async function javaScriptPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText("Results", { x: 20, y: 150 });
  const action = doc.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hi')") });
  doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  return doc.save({ useObjectStreams: false });
}

/** A valid one-page PDF with a launch action whose names are written with #-escapes (/L#61unch). */
export async function escapedLaunchPdf(): Promise<Uint8Array> {
  return withObjects(
    await textPdf(),
    Buffer.from("91 0 obj\n<< /Type /Action /S /L#61unch /F (calc.exe) >>\nendobj\n", "latin1"),
  );
}

/** A valid one-page PDF with an attached file. */
export async function attachmentPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText("Results", { x: 20, y: 150 });
  await doc.attach(Buffer.from("MZ not really a program"), "setup.exe", {
    mimeType: "application/octet-stream",
  });
  return doc.save({ useObjectStreams: false });
}
