/**
 * The test page's comparison of a test's offers across labs (@labcompare/domain/offer-compare):
 * sort and filters kept in the URL, and the pure function that applies them. Pure, so the web app
 * uses it and the unit tests (packages/domain/test/offer-compare.test.ts) check it without a browser.
 *
 * URL parameters (all optional; defaults are left out):
 *   sort      price (default) | total | turnaround | distance | name
 *   emirate   the lab's emirate ("Dubai"), as on the search page
 *   labArea   the lab's area ("Al Barsha")
 *   home=1    home collection: only labs that collect at home; totals include the collection fee
 *   acc       an accreditation the lab holds ("ISO 15189")
 *   open      "now" (open at this moment) or a date YYYY-MM-DD (opens that day), Asia/Dubai
 *   near / area   the near-me point (lib/nearMe.ts)
 * Money is AED (numbers here, formatted by the pages), distance km, turnaround hours.
 */
import { labDistanceKm, type LatLng } from "./geo.ts";
import {
  isCalendarDate,
  isOpenAt,
  isOpenOn,
  isSupportedDate,
  nowInDubai,
  type WeeklyHours,
} from "./calendar.ts";

/**
 * Labs a test page lists at first: catalog.tests.byId's default `limit`. The first screen of a
 * phone holds about three; each row is a share of the server render's time (docs/performance.md).
 */
export const TEST_OFFER_LIMIT_DEFAULT = 10;
/** Labs each "Show more labs" adds (`labs=N` in the URL). */
export const TEST_OFFER_STEP = 30;
/** The most offers catalog.tests.byId answers at once (its `limit`: 0 answers the test alone). */
export const TEST_OFFER_LIMIT_MAX = 500;

/** The comparison's sorts; the first is the default (left out of the URL). */
export const OFFER_SORTS = ["price", "total", "turnaround", "distance", "name"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** Sort and filters of the comparison, as read from the URL. */
export interface OfferFilters {
  sort: OfferSort;
  emirate: string | null;
  labArea: string | null;
  home: boolean;
  accreditation: string | null;
  /** "now" or a date "YYYY-MM-DD" (Asia/Dubai). */
  open: string | null;
}

/** The URL parameter of the sort and of each filter: read by `readOfferFilters`, written by `writeOfferFilters`. */
export const OFFER_FILTER_PARAMS = {
  sort: "sort",
  emirate: "emirate",
  labArea: "labArea",
  home: "home",
  accreditation: "acc",
  open: "open",
} as const satisfies Record<keyof OfferFilters, string>;

const P = OFFER_FILTER_PARAMS;

/**
 * The filters in `params`; unknown or malformed values fall back to the defaults (sort "price", no
 * filter), so a hand-edited or outdated link still opens the page. `open` keeps "now" or a real
 * calendar date (YYYY-MM-DD, years 2000–2100).
 */
export function readOfferFilters(params: URLSearchParams): OfferFilters {
  const sort = params.get(P.sort);
  const open = params.get(P.open);
  return {
    sort: (OFFER_SORTS as readonly string[]).includes(sort ?? "") ? (sort as OfferSort) : "price",
    emirate: params.get(P.emirate) || null,
    labArea: params.get(P.labArea) || null,
    home: params.get(P.home) === "1",
    accreditation: params.get(P.accreditation) || null,
    open: open === "now" || (open && isCalendarDate(open) && isSupportedDate(open)) ? open : null,
  };
}

/** The defaults, as an empty query string reads: cheapest first, nothing filtered. */
export const NO_FILTERS: OfferFilters = readOfferFilters(new URLSearchParams());

/**
 * A copy of `params` with the filters written in (defaults left out, so the default view has a clean
 * URL); other parameters (near, area, …) are kept. `readOfferFilters` reads back what this writes.
 */
export function writeOfferFilters(params: URLSearchParams, f: OfferFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(P.sort, f.sort === "price" ? null : f.sort);
  set(P.emirate, f.emirate);
  set(P.labArea, f.labArea);
  set(P.home, f.home ? "1" : null);
  set(P.accreditation, f.accreditation);
  set(P.open, f.open);
  return next;
}

/** True when any filter (not the sort) narrows the list. */
export function filtersActive(f: OfferFilters): boolean {
  return Boolean(f.emirate || f.labArea || f.home || f.accreditation || f.open);
}

/** The fields of an offer (catalog.tests.byId) this comparison reads. */
export interface ComparableOffer {
  id: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  /** With an insurance plan: the patient's estimated share of a lab visit (AED); absent or null for self-pay. */
  estimate?: { patientShareAed: string } | null;
  lab: {
    name: string;
    emirate: string;
    area: string;
    accreditation: string[];
    homeCollection: boolean;
    weeklyHours: WeeklyHours;
    latitude: number | null;
    longitude: number | null;
  };
}

/** One row of the comparison: the offer with its computed price, fee, total, distance and badges. */
export interface ComparedRow<O extends ComparableOffer> {
  offer: O;
  price: number;
  /** What the patient pays for the test, AED: the estimated share with a plan, else the price. */
  paid: number;
  /** Home-collection fee added to the total (0 for a lab visit), AED. */
  fee: number;
  /** price + fee, AED. */
  total: number;
  distanceKm: number | null;
  lowestPrice: boolean;
  fastest: boolean;
}

/**
 * `offer` as a row without badges: its price, what the patient pays (the estimated share with a
 * plan), the home-collection fee when `home` (0 otherwise), the total and the distance from `near`
 * (km, null without a point or the lab's coordinates); AED as numbers.
 */
export function comparedRow<O extends ComparableOffer>(
  offer: O,
  home: boolean,
  near: LatLng | null | undefined,
): ComparedRow<O> {
  const price = Number(offer.priceAed);
  const fee = home ? Number(offer.homeCollectionFeeAed ?? 0) : 0;
  return {
    offer,
    price,
    paid: offer.estimate ? Number(offer.estimate.patientShareAed) : price,
    fee,
    total: price + fee,
    distanceKm: labDistanceKm(near, offer.lab),
    lowestPrice: false,
    fastest: false,
  };
}

/** The result of `compareOffers`. */
export interface Comparison<O extends ComparableOffer> {
  rows: ComparedRow<O>[];
  /** Lowest and highest total of the rows shown (AED), or null when none. */
  range: { min: number; max: number } | null;
  /** The sort actually used: distance falls back to price without a point. */
  sort: OfferSort;
}

/**
 * Applies filters and sort to `offers`; "Lowest price" / "Fastest results" go to the winners of what
 * is shown (not given when every row ties). With `home`, labs without home collection (or without a
 * fee set) are left out and totals include the fee. Sorting by distance without a `near` point falls
 * back to price; with a plan, "price" sorts by what the patient pays (the estimated share) first. Ties break by the next useful key, then by lab name. `now` (Asia/Dubai) is for "open now".
 */
export function compareOffers<O extends ComparableOffer>(
  offers: readonly O[],
  f: OfferFilters,
  near: LatLng | null,
  now: { date: string; time: string } = nowInDubai(),
): Comparison<O> {
  const kept = offers.filter((o) => {
    const lab = o.lab;
    if (f.emirate && lab.emirate !== f.emirate) return false;
    if (f.labArea && lab.area !== f.labArea) return false;
    if (f.home && (!lab.homeCollection || o.homeCollectionFeeAed === null)) return false;
    if (f.accreditation && !lab.accreditation.includes(f.accreditation)) return false;
    if (f.open === "now" && !isOpenAt(lab.weeklyHours, now.date, now.time)) return false;
    if (f.open && f.open !== "now" && !isOpenOn(lab.weeklyHours, f.open)) return false;
    return true;
  });
  const rows: ComparedRow<O>[] = kept.map((offer) => comparedRow(offer, Boolean(f.home), near));
  const sort = sortInUse(f.sort, near !== null);
  rows.sort(offerRowOrder(sort));

  if (rows.length > 0) {
    const min = Math.min(...rows.map((r) => r.total));
    const max = Math.max(...rows.map((r) => r.total));
    const fastest = Math.min(...rows.map((r) => r.offer.turnaroundHours));
    const allSameSpeed = rows.every((r) => r.offer.turnaroundHours === fastest);
    for (const r of rows) {
      r.lowestPrice = r.total === min && (rows.length === 1 || min < max);
      r.fastest = r.offer.turnaroundHours === fastest && (rows.length === 1 || !allSameSpeed);
    }
    return { rows, range: { min, max }, sort };
  }
  return { rows, range: null, sort };
}

/** The sort a comparison uses for `sort`: distance falls back to price without a point to measure from. */
export function sortInUse(sort: OfferSort, hasPoint: boolean): OfferSort {
  return sort === "distance" && !hasPoint ? "price" : sort;
}

/**
 * The order of compared rows for `sort`: price (what the payer pays, then the price, then turnaround),
 * total (with home collection), turnaround, distance (labs without coordinates last), or name; ties
 * go to the lower total, then the lab's name. The server's paging and the page's rows share it.
 */
export function offerRowOrder<O extends ComparableOffer>(
  sort: OfferSort,
): (a: ComparedRow<O>, b: ComparedRow<O>) => number {
  const byName = (a: ComparedRow<O>, b: ComparedRow<O>) => a.offer.lab.name.localeCompare(b.offer.lab.name);
  const compare: Record<OfferSort, (a: ComparedRow<O>, b: ComparedRow<O>) => number> = {
    price: (a, b) =>
      a.paid - b.paid ||
      a.price - b.price ||
      a.offer.turnaroundHours - b.offer.turnaroundHours ||
      byName(a, b),
    total: (a, b) => a.total - b.total || a.price - b.price || byName(a, b),
    turnaround: (a, b) =>
      a.offer.turnaroundHours - b.offer.turnaroundHours || a.total - b.total || byName(a, b),
    distance: (a, b) =>
      (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.total - b.total || byName(a, b),
    name: byName,
  };
  return compare[sort];
}

/** The next `days` dates from today (Asia/Dubai), "YYYY-MM-DD", for the "open on" choice. */
export function nextDates(days: number, today: string = nowInDubai().date): string[] {
  const [y, m, d] = today.split("-").map(Number);
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y!, m! - 1, d! + i)).toISOString().slice(0, 10),
  );
}
