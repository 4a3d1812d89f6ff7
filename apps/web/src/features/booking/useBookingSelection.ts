/**
 * What is being booked, kept in the URL so a reload or a shared link shows the same booking:
 * `/book/{testId}?lab={labId}&tests={id2},{id3}` (and `home=1` when the patient chose home
 * collection on the test page or the basket: the form starts on home collection when the lab offers
 * it; `emirate=` the basket's emirate, the home-collection emirate chosen first). Loads every test (`catalog.tests.byId`, which
 * lists each test's offers across labs), works out the labs offering all of them, the chosen lab
 * (?lab= when it offers them all, else the cheapest) and each test's offer there (AED strings).
 */
import { useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { MAX_TESTS_PER_BOOKING } from "@labcompare/validators/schemas";
import { bookPath } from "../../lib/paths";
import { trpc, type RouterOutputs } from "../../trpc";

export type TestDetail = RouterOutputs["catalog"]["tests"]["byId"];
export type Offer = TestDetail["offers"][number];
export type PublicLab = Offer["lab"];

/** One lab that offers every selected test, with its offer of each (same order as the tests). */
export interface LabChoice {
  lab: PublicLab;
  offers: Offer[];
  /** Sum of the offers' prices, AED. */
  subtotal: number;
}

/** A selected test with its offer at the chosen lab. */
export interface BookingItem {
  test: TestDetail;
  offer: Offer;
}

function distinct(ids: string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const key = id.toLowerCase();
    if (!id || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function useBookingSelection() {
  const { testId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const extra = (params.get("tests") ?? "").split(",").map((s) => s.trim());
  const requested = distinct([testId, ...extra]).slice(0, MAX_TESTS_PER_BOOKING);
  const requestedLab = params.get("lab");
  const preferHome = params.get("home") === "1";
  const preferEmirate = params.get("emirate") || null;

  const queries = trpc.useQueries((t) => requested.map((id) => t.catalog.tests.byId({ id })));
  const primary = queries[0];
  const pending = queries.some((q) => q.isPending);
  // Tests that failed to load (removed from the catalogue) are left out, except the first one, whose
  // failure the page reports.
  const loadedAt = queries.map((q) => q.dataUpdatedAt).join(",");
  const tests = useMemo(() => {
    const loaded = queries.map((q) => q.data).filter((d): d is TestDetail => Boolean(d));
    const seen = new Set<string>();
    return loaded.filter((t) => (seen.has(t.id) ? false : (seen.add(t.id), true)));
    // `queries` is a new array on every render; the update times change only when the data does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedAt]);
  const failedExtra = queries.slice(1).filter((q) => q.isError).length;

  const labs: LabChoice[] = useMemo(() => {
    const [first, ...rest] = tests;
    if (!first) return [];
    return first.offers
      .map((o) => {
        const offers = [o, ...rest.map((t) => t.offers.find((x) => x.lab.id === o.lab.id))];
        if (offers.some((x) => !x)) return null;
        const all = offers as Offer[];
        return { lab: o.lab, offers: all, subtotal: all.reduce((s, x) => s + Number(x.priceAed), 0) };
      })
      .filter((c): c is LabChoice => c !== null)
      .sort((a, b) => a.subtotal - b.subtotal);
  }, [tests]);

  const choice = labs.find((c) => c.lab.id === requestedLab) ?? labs[0] ?? null;
  const items: BookingItem[] = choice ? tests.map((test, i) => ({ test, offer: choice.offers[i]! })) : [];
  const testIds = tests.map((t) => t.id);

  /** Replaces the URL (no new history entry) with these tests at this lab. */
  const go = (ids: string[], lab: string | null) => {
    if (ids.length === 0) return;
    void navigate(bookPath(ids[0]!, lab, ids.slice(1), { home: preferHome, emirate: preferEmirate }), { replace: true });
  };

  return {
    primary,
    pending,
    tests,
    testIds,
    failedExtra,
    labs,
    choice,
    items,
    preferHome,
    preferEmirate,
    setLab: (labId: string) => go(testIds, labId),
    addTest: (id: string) => go(distinct([...testIds, id]), choice?.lab.id ?? requestedLab),
    removeTest: (id: string) => go(testIds.filter((t) => t !== id), choice?.lab.id ?? requestedLab),
  };
}
