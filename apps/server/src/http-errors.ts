/**
 * The HTTP edge's one error mapping. Outside tRPC procedures (page render, .ics, health, plain
 * routes) an AppError a service throws answers the status of its code; the checks the host makes
 * before a /trpc/ call answer tRPC's own error body, so the web client shows their message. Every
 * body carries the message's key and parameters beside its English text (errorBody).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { AppError, type AppErrorCode } from "@labcompare/api/app-error";
import { isDatabaseUnavailable } from "@labcompare/db";
import { describeMessage, messageFields, messages, type MessageRef } from "@labcompare/validators";
import { errorForLog } from "./log-privacy.ts";

/** HTTP status of each AppError code (the same status tRPC answers for it: http-errors.test.ts). */
const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The JSON body of a refusal: `{ error: message, messageKey, params, paramKeys? }` (the key fields
 * from describeMessage, absent for a text that is no message; `ref` when the caller already knows
 * them, as an AppError does), then `extra` (e.g. `{ field }`, `{ requestId }`).
 */
export function errorBody(
  message: string,
  extra: Record<string, unknown> = {},
  ref?: MessageRef | null,
): Record<string, unknown> {
  return { error: message, ...(ref ?? messageFields(message)), ...extra };
}

/** Seconds a 503 (the database briefly unavailable) asks the client to wait: its Retry-After header. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * HTTP status for an error a route meets: an AppError's by its code; a database that cannot be used
 * for a moment (`isDatabaseUnavailable`, also under an INTERNAL AppError) 503; Fastify's own errors
 * keep theirs (`statusCode` 4xx/5xx, e.g. a body too large); anything else is 500.
 */
export function httpStatusOf(error: unknown): number {
  if (error instanceof AppError && error.code !== "INTERNAL") return HTTP_STATUS[error.code];
  if (isDatabaseUnavailable(error)) return 503;
  if (error instanceof AppError) return HTTP_STATUS[error.code];
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === "number" && statusCode >= 400 ? statusCode : 500;
}

/**
 * Fastify's error handler: the status of httpStatusOf and errorBody's `{ error: message, messageKey, params }`; a 5xx is logged
 * (scrubbed) and answers a generic message, never the error's own text: a 503 (database briefly
 * unavailable) `messages.generic.serviceUnavailable` with `Retry-After: RETRY_AFTER_SECONDS`. A 5xx
 * body also names the request (`requestId`, its X-Request-Id), to match a report with the log.
 */
export function sendHttpError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const status = httpStatusOf(error);
  if (status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  if (status >= 500)
    req.log[status === 503 ? "warn" : "error"]({ err: errorForLog(error) }, "Request failed");
  const serverMessage = status === 503 ? messages.generic.serviceUnavailable : messages.generic.serverError;
  if (status >= 500) return reply.status(status).send(errorBody(serverMessage, { requestId: req.id }));
  const message = (error as Error).message;
  return reply
    .status(status)
    .send(
      errorBody(
        message,
        {},
        error instanceof AppError && error.message === message ? error.messageRef : undefined,
      ),
    );
}

type TrpcStyleCode = "FORBIDDEN" | "NOT_FOUND" | "UNSUPPORTED_MEDIA_TYPE" | "SERVICE_UNAVAILABLE";

/**
 * tRPC's error body for every call the /trpc/<paths>?batch=1 URL of `req` names (superjson-wrapped,
 * one entry per call in a batch) for `code` (403, 404, 415 or 503, as tRPC maps it) and the
 * user-facing `message`, with its key and parameters in `data` as the error formatter sends them
 * (trpc.ts). Output: the HTTP status and the body.
 */
export function trpcStyleError(
  req: FastifyRequest,
  code: TrpcStyleCode,
  message: string,
): { status: number; body: unknown } {
  const status = getHTTPStatusCodeFromError(new TRPCError({ code }));
  const url = new URL(req.url, "http://local");
  let path = url.pathname.replace(/^\/trpc\/?/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: report the path as sent.
  }
  const paths = path ? path.split(",") : [""];
  const ref = describeMessage(message);
  const entry = (p: string) => ({
    error: {
      json: {
        message,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        data: {
          code,
          httpStatus: status,
          path: p,
          messageKey: ref?.messageKey ?? null,
          params: ref?.params ?? null,
        },
      },
    },
  });
  return { status, body: url.searchParams.get("batch") === "1" ? paths.map(entry) : entry(paths[0]!) };
}

/** Answers `req` with trpcStyleError's status and body. */
export function sendTrpcStyleError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: TrpcStyleCode,
  message: string,
) {
  const { status, body } = trpcStyleError(req, code, message);
  return reply.status(status).type("application/json").send(body);
}
