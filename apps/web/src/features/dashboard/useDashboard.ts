import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../lib/hooks";
import { trpc } from "../../trpc";

/** The dashboard's data: the patient's profile and bookings (newest first), with a toast if either fails. */
export function useDashboard() {
  const profile = trpc.profile.get.useQuery();
  const bookings = trpc.booking.listMine.useQuery();
  useErrorToast(profile.error ?? bookings.error, messages.dashboard.fetchError);
  return { profile, bookings };
}
