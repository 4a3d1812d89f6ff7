/**
 * A list screen's search text, filters and page, kept in the URL (?q=&page=&<filter>=) so a filtered
 * view survives a reload and can be linked to. The URL is written with `replace` (filtering adds no
 * history entry) and holds only set values; values outside a filter's allowed ones are ignored.
 */
import { useEffect, useState } from "react";
import { useDebouncedValue } from "@mantine/hooks";
import { useSearchParams } from "react-router-dom";
import { UUID_PATTERN } from "../../../lib/searchParams";
import type { ListPagerProps } from "./ui";

/** What a filter accepts: a list of values, or `"uuid"` (an id). */
export type FilterValues = readonly string[] | "uuid";

/** The current value of each filter (null: not set), its setter (back to page 1), and the search and page. */
export interface ListFilters<K extends string> {
  /** The search text as typed. */
  q: string;
  /** Sets the search text (and goes back to page 1); the URL gets it once debounced. */
  setQ: (value: string) => void;
  /** The trimmed search text, debounced by 300 ms: what the server is asked for. */
  debouncedQ: string;
  /** The 1-based page. */
  page: number;
  setPage: (page: number) => void;
  values: Record<K, string | null>;
  /** A setter of one filter that also goes back to page 1. */
  setter: (key: K) => (value: string | null) => void;
  /** The search and page a list query sends: `q` (undefined when empty) and `page`. */
  input: { q: string | undefined; page: number };
  /** The pager of a fetched page (`total` rows, `pageSize` a page); undefined while nothing is fetched. */
  pager: (data: { total: number; pageSize: number } | undefined) => ListPagerProps | undefined;
}

function accepted(allowed: FilterValues, value: string | null): string | null {
  if (!value) return null;
  return allowed === "uuid"
    ? UUID_PATTERN.test(value)
      ? value
      : null
    : allowed.includes(value)
      ? value
      : null;
}

/** The list state in the URL; `filters` names each filter parameter with the values it accepts. */
export function useListFilters<K extends string = never>(
  filters: Record<K, FilterValues> = {} as Record<K, FilterValues>,
): ListFilters<K> {
  const [params, setParams] = useSearchParams();
  const [q, setQText] = useState(() => params.get("q") ?? "");
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const parsedPage = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(parsedPage) && parsedPage >= 1 && parsedPage <= 10_000 ? parsedPage : 1;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  };

  const urlQ = params.get("q") ?? "";
  useEffect(() => {
    if (urlQ !== debouncedQ) update({ q: debouncedQ });
    // Only a new debounced text is written; `update` reads the params of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedQ]);

  const values = Object.fromEntries(
    (Object.entries(filters) as [K, FilterValues][]).map(([key, allowed]) => [
      key,
      accepted(allowed, params.get(key)),
    ]),
  ) as Record<K, string | null>;

  const setPage = (next: number) => update({ page: next > 1 ? String(next) : null });
  return {
    q,
    setQ: (value) => {
      setQText(value);
      update({ page: null });
    },
    debouncedQ,
    page,
    setPage,
    values,
    setter: (key) => (value) => update({ [key]: value, page: null }),
    input: { q: debouncedQ || undefined, page },
    pager: (data) => data && { page, total: data.total, pageSize: data.pageSize, onChange: setPage },
  };
}
