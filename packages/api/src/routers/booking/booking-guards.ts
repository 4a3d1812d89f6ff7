/**
 * Guards shared by every change of an existing booking (reschedule, cancel, status moves): which
 * statuses may change, the patient's cut-off, and reading a booking under a row lock.
 */
import { beforeCutoff, durationText, messages, type CollectionModeValue } from "@labcompare/validators";
import { AppError } from "../../app-error.ts";
import type { Db } from "../admin/audit.ts";

/** BAD_REQUEST (TRANSITION_REFUSED) "A … booking cannot be changed." unless pending or confirmed. */
export function assertChangeable(status: string): void {
  if (status !== "pending" && status !== "confirmed") {
    throw new AppError("BAD_REQUEST", messages.booking.notChangeable(status === "no_show" ? "no-show" : status), { reason: "TRANSITION_REFUSED" });
  }
}

/** Refuses a patient's change of a booking that is not pending/confirmed or is past the cut-off. */
export function assertPatientMayChange(status: string, startsAt: Date, cutoffMinutes: number, now: Date): void {
  assertChangeable(status);
  if (!beforeCutoff(startsAt, cutoffMinutes, now)) {
    throw new AppError("BAD_REQUEST", messages.booking.cancelCutoff(durationText(cutoffMinutes)), { reason: "CUTOFF_PASSED" });
  }
}

export interface LockedBooking {
  id: string;
  status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
  lab_id: string;
  scheduled_date: string;
  scheduled_time: string;
  collection_mode: CollectionModeValue;
  starts_at: Date;
}

/** Reads a booking's state under a row lock (SELECT … FOR UPDATE) inside `tx`; null when missing. */
export async function lockBooking(tx: Db, id: string): Promise<LockedBooking | null> {
  const rows = await tx.$queryRaw<LockedBooking[]>`
    SELECT id::text, status::text AS status, lab_id::text, to_char(scheduled_date, 'YYYY-MM-DD') AS scheduled_date,
           scheduled_time, collection_mode::text AS collection_mode, starts_at
    FROM bookings WHERE id = ${id}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

