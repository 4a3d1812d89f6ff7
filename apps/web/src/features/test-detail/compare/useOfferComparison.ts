/**
 * The test page's comparison state. The server filters, sorts and pages the offers
 * (catalog.tests.byId): `useComparisonQuery` turns the URL's filters and sort (lib/offerCompare.ts),
 * the near-me point (lib/nearMe.ts, when sorting by distance) and the number of labs shown (`labs=N`,
 * lib/listPaging.ts) into that query's input; `useOfferComparison` shapes the answer's page of offers
 * for the table and cards, lists the filters' choices (emirates, areas, accreditations of the labs
 * offering the test) and writes changes to the URL. Money AED, distance km, Asia/Dubai times.
 */
import { useMemo } from "react";
import { emirateName, labArea } from "@labcompare/domain/format";
import {
  comparedRow,
  offerRowOrder,
  sortInUse,
  TEST_OFFER_LIMIT_DEFAULT,
  TEST_OFFER_LIMIT_MAX,
} from "@labcompare/domain/offer-compare";
import { useAccreditation } from "../../../i18n/useAccreditation";
import { useLocale } from "../../../i18n/useLocale";
import { useSearchParams } from "react-router-dom";
import { useNearMe, type NearChoice } from "../../../lib/nearMe";
import { LABS_PARAM, shownCountParam } from "../../../lib/listPaging";
import {
  filtersActive,
  NO_FILTERS,
  readOfferFilters,
  writeOfferFilters,
  type ComparedRow,
  type OfferFilters,
} from "../../../lib/offerCompare";
import type { RouterInputs, RouterOutputs } from "../../../trpc";

export type TestDetail = RouterOutputs["catalog"]["tests"]["byId"];
export type Offer = TestDetail["offers"][number];
type ComparisonInput = Omit<RouterInputs["catalog"]["tests"]["byId"], "id" | "payer">;

/**
 * catalog.tests.byId's input for `filters`, the near-me `choice` (sent only when sorting by distance,
 * the one order it changes) and `limit` offers; defaults left out, so the plain page asks `{ id }`.
 */
function comparisonInput(filters: OfferFilters, choice: NearChoice | null, limit: number): ComparisonInput {
  const input: ComparisonInput = {};
  if (filters.sort !== "price") input.sort = filters.sort;
  if (filters.emirate) input.emirate = filters.emirate;
  if (filters.labArea) input.labArea = filters.labArea;
  if (filters.home) input.home = true;
  if (filters.accreditation) input.accreditation = filters.accreditation;
  if (filters.open) input.open = filters.open;
  if (filters.sort === "distance" && choice?.kind === "gps") input.near = choice.point;
  if (filters.sort === "distance" && choice?.kind === "area") input.areaId = choice.areaId;
  if (limit !== TEST_OFFER_LIMIT_DEFAULT) input.limit = limit;
  return input;
}

/** How many offers the URL's query asks to show (`labs=N`, lib/listPaging.ts). */
function shownLimit(params: URLSearchParams): number {
  return shownCountParam(params.get(LABS_PARAM), TEST_OFFER_LIMIT_MAX) ?? TEST_OFFER_LIMIT_DEFAULT;
}

/** catalog.tests.byId's input (without id and payer) for the URL's query `params` and a near-me `choice`. */
export function comparisonInputFor(params: URLSearchParams, choice: NearChoice | null): ComparisonInput {
  return comparisonInput(readOfferFilters(params), choice, shownLimit(params));
}

/** The URL's comparison: its filters, the near-me choice, and catalog.tests.byId's input for them. */
export function useComparisonQuery() {
  const [params] = useSearchParams();
  const filters = useMemo(() => readOfferFilters(params), [params]);
  const near = useNearMe();
  const input = comparisonInput(filters, near.choice, shownLimit(params));
  return { filters, near, input };
}

export type ComparisonQuery = ReturnType<typeof useComparisonQuery>;

export function useOfferComparison(test: TestDetail, { filters, near }: ComparisonQuery) {
  const [params, setParams] = useSearchParams();
  const locale = useLocale();
  const accreditation = useAccreditation();
  const { comparison } = test;

  // The rows of the page the server answered (its filters: `comparison.home` may trail the URL's while
  // the next page loads), in the URL's order: while another location's page loads, the rows on screen
  // show distances from the new point and must be ordered by them.
  const sort = sortInUse(filters.sort, Boolean(near.point));
  const rows = useMemo<ComparedRow<Offer>[]>(
    () =>
      test.offers
        .map((offer) => ({
          ...comparedRow(offer, comparison.home, near.point),
          lowestPrice: offer.lowestPrice,
          fastest: offer.fastest,
        }))
        .sort(offerRowOrder(sort)),
    [test.offers, comparison.home, near.point, sort],
  );

  const { choices } = comparison;
  const options = useMemo(() => {
    // Values stay the catalogue's (English, in the URL); labels are in the page's language.
    const emirates = choices.emirates.map((e) => ({ value: e.value, label: emirateName(e.value, locale) }));
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const a of choices.areas) {
      if (filters.emirate && a.emirate !== filters.emirate) continue;
      const items = groups.get(a.emirate) ?? [];
      items.push({ value: a.area, label: labArea(a, locale) });
      groups.set(a.emirate, items);
    }
    const areas = [...groups.entries()].map(([group, items]) => ({
      group: emirateName(group, locale),
      items,
    }));
    const accreditations = choices.accreditations.map((a) => ({
      value: a.value,
      label: accreditation(a.value),
    }));
    return { emirates, areas, accreditations, anyHome: choices.homeCount > 0 };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accreditation follows the locale
  }, [choices, filters.emirate, locale]);

  const update = (patch: Partial<OfferFilters>) => {
    const next = { ...filters, ...patch };
    // An area belongs to one emirate: a new emirate clears an area outside it.
    if (
      "emirate" in patch &&
      next.labArea &&
      !choices.areas.some((a) => a.area === next.labArea && (!next.emirate || a.emirate === next.emirate))
    ) {
      next.labArea = null;
    }
    setParams((prev) => writeOfferFilters(prev, next), { replace: true, preventScrollReset: true });
  };
  // A link, so "Clear filters" works before hydration: the URL without the filters, sort and the rest kept.
  const clearHref = `?${writeOfferFilters(params, { ...NO_FILTERS, sort: filters.sort })}`;
  const activeCount = [
    filters.emirate,
    filters.labArea,
    filters.home || null,
    filters.accreditation,
    filters.open,
  ].filter(Boolean).length;

  return {
    filters,
    rows,
    comparison,
    options,
    near,
    update,
    clearHref,
    active: filtersActive(filters),
    activeCount,
  };
}

export type OfferComparison = ReturnType<typeof useOfferComparison>;
