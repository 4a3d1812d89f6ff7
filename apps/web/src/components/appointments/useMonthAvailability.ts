import { daysBetween, monthEnd as lastDayOfMonth } from "@labcompare/domain/calendar";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import { trpc } from "../../trpc";

/** `booking.availability` for the visible month, from today at the earliest (Asia/Dubai dates). */
export function useMonthAvailability(
  labId: string,
  collectionMode: CollectionModeValue,
  month: string,
  today: string,
) {
  const monthEnd = lastDayOfMonth(month);
  const from = month < today ? today : month;
  const days = Math.max(1, daysBetween(from, monthEnd) + 1);
  return trpc.booking.availability.useQuery(
    { labId, collectionMode, from, days: Math.min(days, 62) },
    { enabled: from <= monthEnd, staleTime: 10_000 },
  );
}
