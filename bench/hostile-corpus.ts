/**
 * The hostile bench's inputs (bench/hostile.ts): PDFs for a patient's past result, a lab's 500-row
 * observations CSV, a doctor's list of misspelt words and 200-character search queries. Text inputs
 * are drawn anew for each request so no cache answers them.
 */
import { randomBytes, randomInt } from "node:crypto";
import { once } from "node:events";
import { createDeflate } from "node:zlib";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { DOCTOR_LIST_MAX_CHARS, DOCTOR_LIST_MAX_ITEMS } from "@labcompare/domain";
import {
  RESULT_CSV_COLUMNS,
  RESULT_FIELD_MAX_BYTES,
  RESULT_FILE_MAX_BYTES,
  RESULT_MAX_ROWS,
} from "@labcompare/validators";

export const MIB = 1_048_576;

/** `%PDF-1.4` then random bytes, `size` bytes in all. */
export function junkPdf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n");
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** A PDF written by hand from its objects (numbered from 1; the first is the catalog), with a correct xref table. */
function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, i) => {
    const obj = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    offsets.push(at);
    parts.push(obj);
    at += obj.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/** zlib-deflated zeros, `total` bytes of them, fed 1 MiB at a time (this process never holds them inflated). */
async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, "end");
  const zeros = Buffer.alloc(MIB);
  for (let written = 0; written < total; written += zeros.length) {
    if (!deflate.write(zeros)) await once(deflate, "drain");
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/** A one-page PDF whose content stream (FlateDecode) inflates to `inflated` bytes of zeros. */
export async function inflatingPdf(inflated: number): Promise<Buffer> {
  const stream = await deflatedZeros(inflated);
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
  ]);
}

/**
 * A readable, plain one-page PDF of about `size` bytes: the rest is a stream of random bytes (as a
 * scanned page's image data would be; an attachment would make it a PDF the server refuses).
 */
export async function validPdf(size: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText("Hostile bench: a valid report", { x: 50, y: 700, size: 14, font });
  doc.context.register(doc.context.stream(randomBytes(Math.max(0, size - 4096))));
  return Buffer.from(await doc.save());
}

/** A readable one-page PDF that runs JavaScript on opening (/OpenAction and the /JavaScript name tree). */
export async function javascriptPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([612, 792])
    .drawText("Hostile bench: a report with JavaScript", { x: 50, y: 700, size: 14, font });
  const ctx = doc.context;
  const action = ctx.register(
    ctx.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hostile bench');") }),
  );
  doc.catalog.set(PDFName.of("OpenAction"), action);
  const names = ctx.obj({ JavaScript: ctx.obj({ Names: [PDFString.of("open"), action] }) });
  doc.catalog.set(PDFName.of("Names"), ctx.register(names));
  return Buffer.from(await doc.save());
}

/** Every PDF of the corpus, by kind. */
export async function makePdfs(): Promise<Record<string, Buffer>> {
  const valid = await validPdf(MIB);
  return {
    "pdf junk 1 MiB": junkPdf(MIB),
    "pdf junk 10 MiB": junkPdf(RESULT_FILE_MAX_BYTES),
    "pdf truncated": valid.subarray(0, Math.floor(valid.length * 0.6)),
    "pdf inflating 1 GiB": await inflatingPdf(1024 * MIB),
    "pdf valid 1 MiB": valid,
    "pdf JavaScript": await javascriptPdf(),
  };
}

/** A multipart/form-data body: text fields, then an optional `file` part. */
export function multipartBody(
  fields: Record<string, string>,
  file: Buffer | null,
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----hostile${randomBytes(12).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** RESULT_MAX_ROWS observation rows (quoted names with commas and quotes), under RESULT_FIELD_MAX_BYTES. */
export function observationsCsv(): string {
  const rows = Array.from({ length: RESULT_MAX_ROWS }, (_, i) => {
    const low = (3 + (i % 7) * 0.1).toFixed(1);
    const value = (2 + randomInt(0, 80) / 10).toFixed(1);
    return `,"Analyte ${i}, ""hostile"" row",${value},mmol/L,${low},${(Number(low) + 2).toFixed(1)},,${Number(value) > Number(low) + 2 ? "H" : "N"}`;
  });
  const csv = [RESULT_CSV_COLUMNS.join(","), ...rows].join("\n");
  if (Buffer.byteLength(csv) > RESULT_FIELD_MAX_BYTES)
    throw new Error(`observations CSV is ${Buffer.byteLength(csv)} bytes`);
  return csv;
}

const LATIN_MISSPELT = [
  "vitamn",
  "thyroyd",
  "hemoglobn",
  "cholestrol",
  "glucos",
  "ferritn",
  "creatinin",
  "bilirubn",
  "electrolites",
  "triglicerides",
  "insulinn",
  "hepatits",
  "urinalisys",
  "calcuim",
  "magnesum",
  "platelet",
  "testosteron",
  "prolactn",
  "cortisole",
  "amylasse",
];
const ARABIC_MISSPELT = [
  "فيتامن",
  "الغده",
  "الدرقيه",
  "هيموجلوبن",
  "كولسترول",
  "سكري",
  "الحديدد",
  "كرياتنين",
  "بيليروبن",
  "الكبدد",
  "الكلى",
  "صوره",
  "الدمم",
  "الكامله",
  "هرمونن",
  "الانسولن",
  "كالسيوم",
  "مغنيسيوم",
  "البولل",
  "فحوصات",
];

const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;

/** Words from `list` (a random digit after some) joined by spaces, `max` characters (the last word cut to fit). */
function words(list: readonly string[], max: number): string {
  let text = pick(list);
  while (text.length < max - 1) {
    const next = randomInt(0, 5) === 0 ? `${pick(list)}${randomInt(0, 10)}` : pick(list);
    text += ` ${next.slice(0, max - text.length - 1)}`;
  }
  return text;
}

/** A doctor's list: DOCTOR_LIST_MAX_ITEMS items of misspelt words, DOCTOR_LIST_MAX_CHARS characters at most. */
export function misspeltList(): string {
  const per = Math.floor((DOCTOR_LIST_MAX_CHARS - 2 * (DOCTOR_LIST_MAX_ITEMS - 1)) / DOCTOR_LIST_MAX_ITEMS);
  return Array.from({ length: DOCTOR_LIST_MAX_ITEMS }, () => words(LATIN_MISSPELT, per)).join(", ");
}

/** A search query of 200 characters at most, in Latin or Arabic script. */
export function searchQuery(script: "latin" | "arabic"): string {
  return words(script === "latin" ? LATIN_MISSPELT : ARABIC_MISSPELT, 200);
}
