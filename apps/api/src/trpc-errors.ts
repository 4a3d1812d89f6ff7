/**
 * Errors the HTTP layer answers itself (foreign Origin), shaped like tRPC's own error
 * responses (superjson-wrapped, one entry per call in a batch) so the web client shows their message.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

const JSON_RPC_CODES = { FORBIDDEN: -32003 } as const;

export function sendTrpcStyleError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: 403,
  code: keyof typeof JSON_RPC_CODES,
  message: string,
) {
  const url = new URL(req.url, "http://local");
  let path = url.pathname.replace(/^\/trpc\/?/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: report the path as sent.
  }
  const paths = path ? path.split(",") : [""];
  const entry = (p: string) => ({
    error: { json: { message, code: JSON_RPC_CODES[code], data: { code, httpStatus: status, path: p } } },
  });
  const body = url.searchParams.get("batch") === "1" ? paths.map(entry) : entry(paths[0]!);
  return reply.status(status).type("application/json").send(body);
}
