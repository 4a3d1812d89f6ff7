/**
 * Whether an uploaded file is a PDF by its content, not its name or declared type: the `%PDF-`
 * signature at the start, and pdf-lib loads it and finds at least one page (loading alone accepts
 * `%PDF-` followed by garbage; a renamed image fails the signature). pdf-lib is loaded at the first
 * upload, not at start: a large module that a server receiving no reports never needs in memory.
 */
import { messages } from "@labcompare/validators";
import { AppError } from "../../app-error.ts";

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when `bytes` start with the PDF signature `%PDF-`. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return bytes.length >= SIGNATURE.length && SIGNATURE.every((b, i) => bytes[i] === b);
}

/**
 * Checks that `bytes` are a readable PDF with at least one page. Errors: BAD_REQUEST "not a PDF"
 * without the signature; BAD_REQUEST "could not be read" when pdf-lib fails to load it or it has no
 * pages. Encrypted PDFs are accepted (their page tree is readable; only the content is encrypted).
 */
export async function assertReadablePdf(bytes: Uint8Array): Promise<void> {
  if (!hasPdfSignature(bytes)) throw new AppError("BAD_REQUEST", messages.results.notAPdf);
  const { PDFDocument } = await import("pdf-lib");
  let pages = 0;
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    pages = doc.getPageCount();
  } catch {
    pages = 0;
  }
  if (pages < 1) throw new AppError("BAD_REQUEST", messages.results.pdfUnreadable);
}
