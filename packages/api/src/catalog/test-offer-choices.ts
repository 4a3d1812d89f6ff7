/**
 * What a test page's filters offer, counted over every offer of the test (not only those a filter
 * leaves): the emirates, areas and accreditations of the labs offering it and how many collect at home.
 */
import type { TestOfferRow } from "@labcompare/db";

/** A filter's value and the number of labs offering the test that have it. */
export interface ChoiceCount {
  value: string;
  count: number;
}

/** The filter choices of a test page (`offerChoices`). */
export interface OfferChoices {
  /** Emirates, by name. */
  emirates: ChoiceCount[];
  /** Areas by emirate then name, each with its Arabic name (null: show the English one). */
  areas: { emirate: string; area: string; areaAr: string | null; count: number }[];
  /** Accreditations, by name. */
  accreditations: ChoiceCount[];
  /** Labs collecting at home (the home-collection switch is off without one). */
  homeCount: number;
}

/** `counts` as choices sorted by value. */
const sortedCounts = (counts: Map<string, number>): ChoiceCount[] =>
  [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([value, count]) => ({ value, count }));

/** The filter choices of the offers `offers` (one per lab). */
export function offerChoices(offers: readonly TestOfferRow[]): OfferChoices {
  const emirates = new Map<string, number>();
  const areas = new Map<string, { emirate: string; area: string; areaAr: string | null; count: number }>();
  const accreditations = new Map<string, number>();
  let homeCount = 0;
  for (const o of offers) {
    emirates.set(o.emirate, (emirates.get(o.emirate) ?? 0) + 1);
    const key = `${o.emirate}\u0000${o.area}`;
    const area = areas.get(key);
    if (area) {
      area.count++;
      area.areaAr ??= o.areaAr;
    } else areas.set(key, { emirate: o.emirate, area: o.area, areaAr: o.areaAr, count: 1 });
    for (const a of new Set(o.accreditation)) accreditations.set(a, (accreditations.get(a) ?? 0) + 1);
    if (o.homeCollection) homeCount++;
  }
  return {
    emirates: sortedCounts(emirates),
    areas: [...areas.values()].sort((a, b) =>
      a.emirate === b.emirate ? a.area.localeCompare(b.area) : a.emirate.localeCompare(b.emirate),
    ),
    accreditations: sortedCounts(accreditations),
    homeCount,
  };
}
