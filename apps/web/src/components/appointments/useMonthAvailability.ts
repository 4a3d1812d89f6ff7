import dayjs from "dayjs";
import type { CollectionModeValue } from "@labcompare/validators/schedule";
import { trpc } from "../../trpc";

/** `booking.availability` for the visible month, from today at the earliest (Asia/Dubai dates). */
export function useMonthAvailability(labId: string, collectionMode: CollectionModeValue, month: string, today: string) {
  const monthEnd = dayjs(month).endOf("month").format("YYYY-MM-DD");
  const from = month < today ? today : month;
  const days = Math.max(1, dayjs(monthEnd).diff(dayjs(from), "day") + 1);
  return trpc.booking.availability.useQuery(
    { labId, collectionMode, from, days: Math.min(days, 62) },
    { enabled: from <= monthEnd, staleTime: 10_000 },
  );
}
