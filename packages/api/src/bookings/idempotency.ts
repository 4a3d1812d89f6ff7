/**
 * Binding an idempotency key to the request it came with: the key is stored with a hash of the
 * request's canonical body, so a retry (same body) gets the first answer and a different request
 * under the same key is refused.
 */
import { createHash } from "node:crypto";
import type { Db } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { bookingSelect, toBookingDto, type BookingDto } from "./booking-dto.ts";

/** `value` with every object's keys sorted (recursively); arrays keep their order; Dates become ISO strings. */
function sortedKeys(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}

/**
 * SHA-256 (64 lower-case hex characters) of a parsed request body without its `idempotencyKey`: keys
 * sorted at every level, absent and `undefined` alike, dates as ISO strings, serialized as JSON. Two
 * bodies that parse to the same values give the same hash whatever their keys' order.
 */
export function idempotencyBodySha256(input: Record<string, unknown>): string {
  const body = { ...input, idempotencyKey: undefined };
  return createHash("sha256")
    .update(JSON.stringify(sortedKeys(body)))
    .digest("hex");
}

/**
 * The booking `userId` already made with idempotency key `key` (null without a key or such a booking).
 * Errors: UNPROCESSABLE_CONTENT (IDEMPOTENCY_KEY_REUSED) when that booking came with another body
 * than `bodySha256` (a row made before the body's hash was kept is taken as the same request).
 */
export async function findByIdempotencyKey(
  db: Db,
  userId: string,
  key: string | undefined,
  bodySha256: string | null,
  now: Date,
): Promise<BookingDto | null> {
  if (!key) return null;
  const found = await db.booking.findUnique({
    where: { userId_idempotencyKey: { userId, idempotencyKey: key } },
    select: { ...bookingSelect, idempotencyBodySha256: true },
  });
  if (!found) return null;
  const { idempotencyBodySha256: storedSha256, ...row } = found;
  if (storedSha256 !== null && storedSha256 !== bodySha256) {
    throw new AppError("UNPROCESSABLE_CONTENT", messages.booking.idempotencyKeyReused, {
      reason: "IDEMPOTENCY_KEY_REUSED",
    });
  }
  return toBookingDto(row, now);
}
