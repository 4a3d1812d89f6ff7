/**
 * The machine-readable reasons of API errors, the contract between the server (which sets
 * `error.data.reason`) and the pages (which tell the errors apart by it).
 */

/** Machine-readable reasons the API puts in `error.data.reason` for errors a page must tell apart. */
export const errorReasons = [
  "SLOT_FULL",
  "SLOT_UNAVAILABLE",
  "DUPLICATE",
  "PRICE_CHANGED",
  "ESTIMATE_CHANGED",
  "TEST_NOT_OFFERED",
  "EMIRATE_NOT_SERVED",
  "CUTOFF_PASSED",
  "TRANSITION_REFUSED",
  "IDEMPOTENCY_KEY_REUSED",
  "ALREADY_ACKNOWLEDGED",
  "SHARE_GONE",
  "SHARE_LOCKED",
  "FAMILY_LIMIT",
  "CONSENT_REQUIRED",
] as const;
export type ErrorReason = (typeof errorReasons)[number];
