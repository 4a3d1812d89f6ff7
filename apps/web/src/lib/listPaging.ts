/**
 * Long lists shown a page at a time, the count in the URL (`labs=N`) so "Show more" is a plain link
 * that works before the page's script runs and a shared or reloaded URL shows as much again.
 */

/** The URL parameter holding how many labs a list shows. */
export const LABS_PARAM = "labs";

/** `value` as a count of rows from 1 to `max`, or undefined when absent or not such a whole number. */
export function shownCountParam(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * The query ("?…") showing `step` more rows than `shown` (at most `max`), every other parameter
 * kept; null when all `total` rows already show.
 */
export function showMoreSearch(
  params: URLSearchParams,
  shown: number,
  total: number,
  step: number,
  max: number,
): string | null {
  if (shown >= total) return null;
  const next = new URLSearchParams(params);
  next.set(LABS_PARAM, String(Math.min(max, shown + step)));
  return `?${next.toString()}`;
}
