/**
 * Binding an idempotency key to the request it came with: the key is stored with a hash of the
 * request's canonical body, so a retry (same body) gets the first answer and a different request
 * under the same key is refused.
 */
import { createHash } from "node:crypto";

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
