/**
 * Errors a page must tell apart carry a machine-readable reason besides the message: the error
 * formatter (trpc.ts) copies it to `error.data.reason` (and any details to `error.data.details`).
 */
import { TRPCError } from "@trpc/server";

import type { ErrorReason } from "@labcompare/validators";

export type { ErrorReason };

/** The cause of a TRPCError that has a reason. */
export class ReasonedCause extends Error {
  constructor(
    readonly reason: ErrorReason,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ReasonedCause";
  }
}

/** A TRPCError with `data.reason` (and optional `data.details`) for the client. */
export function reasonedError(
  code: "BAD_REQUEST" | "CONFLICT" | "NOT_FOUND" | "FORBIDDEN",
  reason: ErrorReason,
  message: string,
  details?: Record<string, unknown>,
): TRPCError {
  return new TRPCError({ code, message, cause: new ReasonedCause(reason, message, details) });
}
