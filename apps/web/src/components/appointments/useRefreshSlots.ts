import { trpc } from "../../trpc";

/** Marks every lab's cached slots and month availability stale (after a booking took or freed a place). */
export function useRefreshSlots(): () => void {
  const utils = trpc.useUtils();
  return () => {
    void utils.booking.slots.invalidate();
    void utils.booking.availability.invalidate();
  };
}
