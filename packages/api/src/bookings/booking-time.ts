/** Whether the lab's rules let a booking take a date and time (create and reschedule). */
import { type CollectionModeValue, durationText, timeRefusal } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";
import { toRules, type LabRulesRow } from "./slots.service.ts";

/**
 * Refuses a time the lab's rules refuse: BAD_REQUEST (reason SLOT_UNAVAILABLE, details.refusal:
 * closed, outside_hours, past, lead_time or beyond_horizon) with its message. Input: the lab's rules,
 * "YYYY-MM-DD" and "HH:mm" (Asia/Dubai), the mode, now, and the day's closure reason or null.
 */
export function assertTimeBookable(
  lab: LabRulesRow,
  date: string,
  time: string,
  mode: CollectionModeValue,
  now: Date,
  closed: string | null,
): void {
  const rules = toRules(lab);
  const refusal = timeRefusal(rules, date, time, mode, now, closed);
  if (!refusal) return;
  const b = messages.booking;
  const message = {
    closed: () => b.dayClosed(closed ?? `closed on ${date}`),
    outside_hours: () => b.outsideHours,
    past: () => b.timePast,
    lead_time: () =>
      b.leadTime(
        durationText(mode === "home_collection" ? lab.homeCollectionLeadMinutes : lab.labVisitLeadMinutes),
      ),
    beyond_horizon: () => b.beyondHorizon(lab.bookingHorizonDays),
  }[refusal]();
  throw new AppError("BAD_REQUEST", message, { reason: "SLOT_UNAVAILABLE", details: { refusal } });
}
