/**
 * What is being booked, kept in the URL so a reload or a shared link shows the same booking:
 * `/book/{testId}?lab={labId}&tests={id2},{id3}` (and `home=1` when the patient chose home
 * collection on the test page or the basket: the form starts on home collection when the lab offers
 * it; `emirate=` the basket's emirate, the home-collection emirate chosen first). Loads every test (`catalog.tests.byId`, which
 * lists each test's offers across labs, as many as it answers: TEST_OFFER_LIMIT_MAX), works out the labs offering all of them, the chosen lab
 * (?lab= when it offers them all, else the cheapest) and each test's offer there (AED strings).
 */
import { useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { TEST_OFFER_LIMIT_MAX } from "@labcompare/domain/offer-compare";
import { bookPath } from "../../lib/paths";
import { trpc, type RouterOutputs } from "../../trpc";
import { chooseLab, distinctIds, labChoices, requestedTestIds, type LabChoiceOf } from "./bookingSelection";

export type TestDetail = RouterOutputs["catalog"]["tests"]["byId"];
export type Offer = TestDetail["offers"][number];
export type PublicLab = Offer["lab"];

/** One lab that offers every selected test, with its offer of each (same order as the tests). */
export type LabChoice = LabChoiceOf<Offer>;

/** A selected test with its offer at the chosen lab. */
export interface BookingItem {
  test: TestDetail;
  offer: Offer;
}

export function useBookingSelection() {
  const { testId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = requestedTestIds(testId, params.get("tests"));
  const requestedLab = params.get("lab");
  const preferHome = params.get("home") === "1";
  const preferEmirate = params.get("emirate") || null;

  const queries = trpc.useQueries((t) =>
    requested.map((id) => t.catalog.tests.byId({ id, limit: TEST_OFFER_LIMIT_MAX })),
  );
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

  const labs: LabChoice[] = useMemo(() => labChoices(tests), [tests]);

  const choice = chooseLab(labs, requestedLab);
  const items: BookingItem[] = choice ? tests.map((test, i) => ({ test, offer: choice.offers[i]! })) : [];
  const testIds = tests.map((t) => t.id);

  /** Replaces the URL (no new history entry) with these tests at this lab. */
  const go = (ids: string[], lab: string | null) => {
    if (ids.length === 0) return;
    void navigate(bookPath(ids[0]!, lab, ids.slice(1), { home: preferHome, emirate: preferEmirate }), {
      replace: true,
    });
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
    addTest: (id: string) => go(distinctIds([...testIds, id]), choice?.lab.id ?? requestedLab),
    removeTest: (id: string) =>
      go(
        testIds.filter((t) => t !== id),
        choice?.lab.id ?? requestedLab,
      ),
  };
}
