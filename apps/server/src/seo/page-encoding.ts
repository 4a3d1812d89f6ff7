/**
 * A page's HTML compressed once and kept with the cached page: a cached home page is sent to every
 * visitor, and compressing it again for each (what @fastify/compress would do) costs the answering
 * thread more than finding it in the cache. Brotli first, then gzip, as the request accepts them
 * (@fastify/accept-negotiator, the negotiation @fastify/compress uses); the plugin leaves an answer
 * that already has a Content-Encoding alone.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

/** Bodies shorter than this go out as they are (the compression plugin's threshold too). */
const MIN_BYTES = 1024;

const negotiator = new Negotiator({ supportedValues: ["br", "gzip"] });

/** A page body and its compressed forms, made on first use. */
export interface EncodablePage {
  body: string;
  encoded?: Partial<Record<"br" | "gzip", Buffer>>;
}

/**
 * The body of `page` for a request's Accept-Encoding header: `{ encoding, bytes }` with the
 * compressed bytes (kept on `page` for the next request), or null to send `page.body` as it is.
 */
export function encodedPage(
  page: EncodablePage,
  acceptEncoding: string | undefined,
): { encoding: "br" | "gzip"; bytes: Buffer } | null {
  if (!acceptEncoding || Buffer.byteLength(page.body) < MIN_BYTES) return null;
  const encoding = negotiator.negotiate(acceptEncoding);
  if (!encoding) return null;
  page.encoded ??= {};
  const bytes = (page.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(page.body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 5,
          },
        })
      : gzipSync(page.body, { level: 6 }));
  return { encoding, bytes };
}
