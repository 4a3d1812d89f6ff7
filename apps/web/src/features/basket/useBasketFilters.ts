/**
 * The basket's collection mode and emirate: in the URL (`home=1`, `emirate=Dubai`) so a shared link
 * shows the same comparison, and in localStorage (`labcompare.basketFilters`) so the next visit to
 * the basket starts where the patient left it. The URL wins: when it has `home` or `emirate`, it
 * decides both; without either, the remembered choice is used. Every change writes both.
 */
import { useCallback, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router-dom";
import { rememberedChoice } from "../../lib/rememberedChoice";
import { withFilters, type BasketFilterValues } from "./basketView";

const STORAGE_KEY = "labcompare.basketFilters";
const NONE: BasketFilterValues = { emirate: null, home: false };

/** The remembered filters: JSON `{ emirate, home }`; an emirate over 50 characters or of another type is dropped. */
const stored = rememberedChoice<BasketFilterValues>(
  STORAGE_KEY,
  {
    parse(raw) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!parsed || typeof parsed !== "object") return NONE;
        const { emirate, home } = parsed as Record<string, unknown>;
        return {
          emirate: typeof emirate === "string" && emirate.length <= 50 && emirate ? emirate : null,
          home: home === true,
        };
      } catch {
        return NONE;
      }
    },
    serialize: (values) => (values.emirate || values.home ? JSON.stringify(values) : null),
  },
  NONE,
);

/** The filters of the URL, or null when it names neither. */
function fromParams(params: URLSearchParams): BasketFilterValues | null {
  if (!params.has("home") && !params.has("emirate")) return null;
  return { emirate: params.get("emirate") || null, home: params.get("home") === "1" };
}

/** The basket's filters (URL first, then the remembered ones) and `setFilter(patch)`, which writes both. */
export function useBasketFilters() {
  const [params, setParams] = useSearchParams();
  // The server render knows no storage: it shows the URL's filters or none, and the browser then
  // applies the remembered ones before the comparison is asked for.
  const remembered = useSyncExternalStore(stored.subscribe, stored.get, () => NONE);
  const current = fromParams(params) ?? remembered;

  const setFilter = useCallback(
    (patch: Partial<BasketFilterValues>) => {
      setParams(
        (prev) => {
          const next = { ...(fromParams(prev) ?? stored.get()), ...patch };
          stored.set(next);
          return withFilters(prev, next);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { emirate: current.emirate, home: current.home, setFilter };
}
