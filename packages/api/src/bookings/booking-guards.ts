/**
 * Guards shared by every change of an existing booking (reschedule, cancel, status moves): which
 * statuses may change and the patient's cut-off (the row lock: @labcompare/db's lockBooking).
 */
import { beforeCutoff, durationText } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

/** BAD_REQUEST (TRANSITION_REFUSED) "A … booking cannot be changed." unless pending or confirmed. */
export function assertChangeable(status: string): void {
  if (status !== "pending" && status !== "confirmed") {
    throw new AppError(
      "BAD_REQUEST",
      messages.booking.notChangeable(status === "no_show" ? "no-show" : status),
      { reason: "TRANSITION_REFUSED" },
    );
  }
}

/** Refuses a patient's change of a booking that is not pending/confirmed or is past the cut-off. */
export function assertPatientMayChange(
  status: string,
  startsAt: Date,
  cutoffMinutes: number,
  now: Date,
): void {
  assertChangeable(status);
  if (!beforeCutoff(startsAt, cutoffMinutes, now)) {
    throw new AppError("BAD_REQUEST", messages.booking.cancelCutoff(durationText(cutoffMinutes)), {
      reason: "CUTOFF_PASSED",
    });
  }
}
