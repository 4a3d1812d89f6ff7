/**
 * Critical results: a report is critical when one of its observations is flagged critically low
 * (`LL`) or critically high (`HH`). `L`, `H`, `A` and `N` are not critical. The console lists such a
 * lab report until someone records "Patient contacted"; /metrics counts those left waiting.
 */

/** The observation flags that make a report critical. */
export const CRITICAL_FLAGS = ["LL", "HH"] as const;

/** True when `flag` ("L", "N", "H", "LL", "HH", "A", or null) is a critical flag. */
export function isCriticalFlag(flag: string | null | undefined): boolean {
  return flag === "LL" || flag === "HH";
}

/** True when any of `observations` carries a critical flag (isCriticalFlag); false for none. */
export function isCriticalReport(observations: readonly { flag: string | null | undefined }[]): boolean {
  return observations.some((o) => isCriticalFlag(o.flag));
}

/** How long a critical report may wait for "Patient contacted" before /metrics counts it: one hour (ms). */
export const CRITICAL_ACK_DUE_MS = 60 * 60 * 1000;
