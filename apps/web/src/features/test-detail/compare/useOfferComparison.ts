/**
 * The test page's comparison state: filters and sort from the URL (lib/offerCompare.ts), the
 * near-me point (lib/nearMe.ts), and the offers they leave, sorted, with the winners marked.
 * Also lists the choices the filters offer (emirates, areas, accreditations of the labs offering
 * the test). Money AED, distance km, Asia/Dubai times.
 */
import { useMemo } from "react";
import { emirateName, labArea } from "@labcompare/domain/format";
import { useAccreditation } from "../../../i18n/useAccreditation";
import { useLocale } from "../../../i18n/useLocale";
import { useSearchParams } from "react-router-dom";
import { useNearMe } from "../../../lib/nearMe";
import {
  compareOffers,
  filtersActive,
  readOfferFilters,
  writeOfferFilters,
  type OfferFilters,
} from "../../../lib/offerCompare";
import type { RouterOutputs } from "../../../trpc";

export type TestDetail = RouterOutputs["catalog"]["tests"]["byId"];
export type Offer = TestDetail["offers"][number];

export function useOfferComparison(test: TestDetail) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOfferFilters(params), [params]);
  const near = useNearMe();
  const locale = useLocale();
  const accreditation = useAccreditation();

  const comparison = useMemo(
    () => compareOffers(test.offers, filters, near.point),
    [test.offers, filters, near.point],
  );

  const options = useMemo(() => {
    const labs = test.offers.map((o) => o.lab);
    // Values stay the catalogue's (English, in the URL); labels are in the page's language.
    const emirates = [...new Set(labs.map((l) => l.emirate))]
      .sort()
      .map((e) => ({ value: e, label: emirateName(e, locale) }));
    const areasByEmirate = new Map<string, Map<string, string>>();
    for (const l of labs) {
      if (filters.emirate && l.emirate !== filters.emirate) continue;
      const areas = areasByEmirate.get(l.emirate) ?? new Map<string, string>();
      areas.set(l.area, labArea(l, locale));
      areasByEmirate.set(l.emirate, areas);
    }
    const areas = [...areasByEmirate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, names]) => ({
        group: emirateName(group, locale),
        items: [...names.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([value, label]) => ({ value, label })),
      }));
    const accreditations = [...new Set(labs.flatMap((l) => l.accreditation))]
      .sort()
      .map((a) => ({ value: a, label: accreditation(a) }));
    return { emirates, areas, accreditations, anyHome: labs.some((l) => l.homeCollection) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accreditation follows the locale
  }, [test.offers, filters.emirate, locale]);

  const update = (patch: Partial<OfferFilters>) => {
    const next = { ...filters, ...patch };
    // An area belongs to one emirate: a new emirate clears an area outside it.
    if (
      "emirate" in patch &&
      next.labArea &&
      !test.offers.some(
        (o) => o.lab.area === next.labArea && (!next.emirate || o.lab.emirate === next.emirate),
      )
    ) {
      next.labArea = null;
    }
    setParams((prev) => writeOfferFilters(prev, next), { replace: true, preventScrollReset: true });
  };
  const clear = () => update({ emirate: null, labArea: null, home: false, accreditation: null, open: null });
  const activeCount = [
    filters.emirate,
    filters.labArea,
    filters.home || null,
    filters.accreditation,
    filters.open,
  ].filter(Boolean).length;

  return { filters, comparison, options, near, update, clear, active: filtersActive(filters), activeCount };
}

export type OfferComparison = ReturnType<typeof useOfferComparison>;
