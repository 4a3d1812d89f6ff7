/**
 * The options of a select whose choices are a fixed list of values (sorts, relations), each shown
 * with its own text.
 */

/**
 * One `{ value, label }` per entry of `values`, in their order, labelled from `labels` (a text for
 * every value, e.g. in the page's language: each key written out in a `t("…")` call, so the i18n
 * check sees it).
 */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
