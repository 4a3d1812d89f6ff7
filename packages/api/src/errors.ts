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

/**
 * True when `error` says a row the write needed was missing: Prisma's "record not found" (P2025) or a
 * foreign-key violation (P2003; 23503 from the driver or Prisma's raw path). For a signed-in caller
 * whose account was deleted while the request ran, this is what its writes hit (see authedProcedure).
 */
export function isMissingRowError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as { code?: unknown; meta?: { code?: unknown } };
  return code === "P2025" || code === "P2003" || code === "23503" || (code === "P2010" && meta?.code === "23503");
}
