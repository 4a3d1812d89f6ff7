/**
 * What is being booked, without UI: the tests a booking link asks for, the labs that offer all of
 * them (cheapest first) and the lab chosen among those. Prices are the offers' AED strings.
 */
import { MAX_TESTS_PER_BOOKING } from "@labcompare/validators/schemas";

/** The ids once each (compared without case), without empty ones, in their first order. */
export function distinctIds(ids: string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const key = id.toLowerCase();
    if (!id || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The tests of `/book/{testId}?tests={id2},{id3}`: the path's test first, then the list's, once
 * each, at most MAX_TESTS_PER_BOOKING.
 */
export function requestedTestIds(testId: string, testsParam: string | null): string[] {
  const extra = (testsParam ?? "").split(",").map((s) => s.trim());
  return distinctIds([testId, ...extra]).slice(0, MAX_TESTS_PER_BOOKING);
}

interface OfferLike {
  lab: { id: string };
  priceAed: string | number;
}

/** One lab that offers every selected test, with its offer of each (same order as the tests). */
export interface LabChoiceOf<O extends OfferLike> {
  lab: O["lab"];
  offers: O[];
  /** Sum of the offers' prices, AED. */
  subtotal: number;
}

/** The labs offering every one of `tests`, cheapest (sum of the offers) first; none without tests. */
export function labChoices<O extends OfferLike>(tests: readonly { offers: O[] }[]): LabChoiceOf<O>[] {
  const [first, ...rest] = tests;
  if (!first) return [];
  return first.offers
    .map((o) => {
      const offers = [o, ...rest.map((t) => t.offers.find((x) => x.lab.id === o.lab.id))];
      if (offers.some((x) => !x)) return null;
      const all = offers as O[];
      return { lab: o.lab, offers: all, subtotal: all.reduce((s, x) => s + Number(x.priceAed), 0) };
    })
    .filter((c): c is LabChoiceOf<O> => c !== null)
    .sort((a, b) => a.subtotal - b.subtotal);
}

/** The lab asked for (?lab=) when it offers every test, else the cheapest; null when none does. */
export function chooseLab<C extends { lab: { id: string } }>(
  labs: readonly C[],
  requestedLab: string | null,
): C | null {
  return labs.find((c) => c.lab.id === requestedLab) ?? labs[0] ?? null;
}
