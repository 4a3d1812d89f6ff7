/** Database errors told apart by their code: what a service may answer instead of a server error. */
import { sqlStateOf } from "@labcompare/db";

/** The error's own `code` (Prisma's P-code, or a driver's SQLSTATE), when it has one. */
function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
}

/**
 * True for a unique-constraint violation: P2002 from a Prisma model query, SQLSTATE 23505 from a raw
 * query or the driver. With `field`, only when the violated constraint names it (in Prisma's meta,
 * or the driver's constraint, detail or message), e.g. "reference" for bookings_reference_key.
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  if (codeOf(error) !== "P2002" && sqlStateOf(error) !== "23505") return false;
  if (field === undefined) return true;
  const { meta, constraint, detail, message } = error as {
    meta?: unknown;
    constraint?: unknown;
    detail?: unknown;
    message?: unknown;
  };
  return [JSON.stringify(meta ?? {}), constraint, detail, message].some(
    (text) => typeof text === "string" && text.includes(field),
  );
}

/** True for Prisma's "record to update or delete does not exist" (P2025): a concurrent twin removed it first. */
export function isRecordGone(error: unknown): boolean {
  return codeOf(error) === "P2025";
}

/**
 * True for a foreign-key violation: P2003 from a Prisma model query, SQLSTATE 23503 from a raw query
 * (Prisma's P2010) or the driver; e.g. deleting a row that bookings still reference. Also 23001, a
 * key declared ON DELETE RESTRICT refusing the delete (a test that observations still name).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlStateOf(error);
  return codeOf(error) === "P2003" || state === "23503" || state === "23001";
}

/**
 * True when `error` says a row the write needed was missing: Prisma's "record not found" (P2025) or a
 * foreign-key violation (`isForeignKeyViolation`). For a signed-in caller whose account was deleted
 * while the request ran, this is what its writes hit (see authedProcedure).
 */
export function isMissingRowError(error: unknown): boolean {
  return isRecordGone(error) || isForeignKeyViolation(error);
}
