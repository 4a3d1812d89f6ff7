/**
 * The tRPC edge of the one domain error: an AppError, or a database that cannot be reached for a
 * moment, as the TRPCError a client gets. Used by trpc.ts's outermost middleware and by the host for
 * failures outside procedures (reading the session while the context is made).
 */
import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { isDatabaseUnavailable } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError, type AppErrorCode } from "./app-error.ts";

/** The tRPC code (and so the HTTP status) each AppError code answers with. */
const TRPC_CODE: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  UNPROCESSABLE_CONTENT: "UNPROCESSABLE_CONTENT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

/**
 * The TRPCError a failure answers with, or null to leave it as it is (a server error, 500): an
 * AppError as the TRPCError of its code (its message; the AppError as the cause, whose reason and
 * details the error formatter sends); a database that cannot be used for a moment
 * (`isDatabaseUnavailable`, also under an INTERNAL AppError) as SERVICE_UNAVAILABLE (503) with
 * `messages.generic.serviceUnavailable`.
 */
export function trpcErrorOf(failure: unknown): TRPCError | null {
  const unavailable =
    !(failure instanceof AppError && failure.code !== "INTERNAL") && isDatabaseUnavailable(failure);
  const appError = unavailable
    ? new AppError("SERVICE_UNAVAILABLE", messages.generic.serviceUnavailable, { cause: failure })
    : failure;
  if (!(appError instanceof AppError)) return null;
  return new TRPCError({ code: TRPC_CODE[appError.code], message: appError.message, cause: appError });
}

/** Request ids of errors thrown before a call had a context (the session read while the context is made). */
const requestIds = new WeakMap<object, string>();

/**
 * Marks `error` (thrown while the context of the request `requestId` was being made) with that id, so
 * the error formatter can send it although the call has no context. Output: the same error.
 */
export function withRequestId<E>(error: E, requestId: string): E {
  if (typeof error === "object" && error !== null) requestIds.set(error, requestId);
  return error;
}

/** The request id `withRequestId` marked `error` or its cause with, or null. */
export function requestIdOfError(error: { cause?: unknown }): string | null {
  const cause = error.cause;
  return (
    requestIds.get(error) ??
    (typeof cause === "object" && cause !== null ? requestIds.get(cause) : undefined) ??
    null
  );
}
