/**
 * Errors the HTTP layer answers itself (foreign Origin, a path that cannot be decoded, a body type no
 * procedure takes), shaped like tRPC's own error responses (superjson-wrapped, one entry per call in a
 * batch) so the web client shows their message.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";

type TrpcStyleCode = "FORBIDDEN" | "NOT_FOUND" | "UNSUPPORTED_MEDIA_TYPE";

/**
 * Sends `status` with tRPC's error body for `code` and `message` to every call the URL names.
 * Input: the request (its /trpc/<paths>?batch=1 URL), HTTP status 403/404/415, tRPC code, user-facing message.
 */
export function sendTrpcStyleError(req: FastifyRequest, reply: FastifyReply, status: 403 | 404 | 415, code: TrpcStyleCode, message: string) {
  const url = new URL(req.url, "http://local");
  let path = url.pathname.replace(/^\/trpc\/?/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: report the path as sent.
  }
  const paths = path ? path.split(",") : [""];
  const entry = (p: string) => ({
    error: { json: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status, path: p } } },
  });
  const body = url.searchParams.get("batch") === "1" ? paths.map(entry) : entry(paths[0]!);
  return reply.status(status).type("application/json").send(body);
}
