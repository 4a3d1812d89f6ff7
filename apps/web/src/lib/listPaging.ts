/**
 * Long lists shown a page at a time, the count in the URL (`labs=N` on a test page and the basket,
 * `prices=N` on a lab page) so "Show more" is a plain link that works before the page's script runs
 * and a shared or reloaded URL shows as much again.
 */

/** The URL parameter holding how many labs a list shows. */
export const LABS_PARAM = "labs";
/** The URL parameter holding how many prices a lab's price list shows. */
export const PRICES_PARAM = "prices";

/** `value` as a count of rows from 1 to `max`, or undefined when absent or not such a whole number. */
export function shownCountParam(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * The query ("?…") showing `step` more rows than `shown` (at most `max`) in the count parameter
 * `param` (default `labs`), every other parameter kept; null when all `total` rows already show.
 */
export function showMoreSearch(
  params: URLSearchParams,
  shown: number,
  total: number,
  step: number,
  max: number,
  param: string = LABS_PARAM,
): string | null {
  if (shown >= total) return null;
  return searchWith(params, param, String(Math.min(max, shown + step)));
}

/** The query ("?…") of `params` with `name` set to `value`, every other parameter kept. */
export function searchWith(params: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(name, value);
  return `?${next.toString()}`;
}
