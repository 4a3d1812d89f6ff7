/**
 * How the booking is paid: the page's payer (usePayer: `plan`, `referral=1` in the URL, else the
 * remembered or saved choice), and with a plan the patient's estimated share at the chosen lab for
 * the tests and the collection mode — `catalog.compareBasket` for those tests with that payer, the
 * same rule the server applies when booking (one cap per visit, the home-collection fee once).
 *
 * Input: `testIds`, `labId` (null while no lab offers them all), `mode`. Output: `payer` (the plan
 * to book with; null for self-pay, also when the URL's plan is no longer offered), `choice` (the
 * URL's, for the control), `setPayer`, `estimate` (patientShare's output at that lab, or null: self-pay, or still loading),
 * `answer` (the comparison's `{ payer, planUnavailable }` for PayerControl) and `refresh()` (asks
 * for the estimate again after the server reported ESTIMATE_CHANGED).
 */
import { useEffect } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import { usePayer } from "../../components/payer/usePayer";
import { trpc } from "../../trpc";

export function useBookingPayment(testIds: string[], labId: string | null, mode: CollectionModeValue) {
  const { payer, setPayer, forget } = usePayer();
  const home = mode === "home_collection";
  const compared = trpc.catalog.compareBasket.useQuery(
    // Only the booking's lab: its estimate is all the form shows.
    { testIds, homeCollection: home || undefined, payer: payer ?? undefined, labId: labId ?? undefined },
    { enabled: !!payer && testIds.length > 0, placeholderData: keepPreviousData },
  );
  const data = compared.data;
  // An answer for the other mode or another payer is not this booking's estimate.
  const current = !!payer && data?.collectionMode === mode && data.payer?.planSlug === payer.planSlug;
  const estimate = current ? (data.labs.find((l) => l.lab.id === labId)?.estimate ?? null) : null;

  const planUnavailable = !!data?.planUnavailable;
  useEffect(() => {
    if (planUnavailable) forget();
  }, [planUnavailable, forget]);

  return {
    payer: planUnavailable ? null : payer,
    choice: payer,
    setPayer,
    estimate,
    answer: payer ? (data ?? null) : null,
    refresh: () => void compared.refetch(),
  };
}
