/**
 * Output schemas of the public booking procedures (slots, availability): dates "YYYY-MM-DD" and
 * times "HH:mm" in Asia/Dubai, as slots.service.ts returns them. Plain objects, no transforms.
 */
import { z } from "zod";
import { CLINIC_TIME_ZONE } from "@labcompare/domain";

export const daySlotsOutput = z.object({
  timezone: z.literal(CLINIC_TIME_ZONE),
  date: z.string(),
  closedReason: z.string().nullable(),
  slots: z.array(
    z.object({ time: z.string(), endTime: z.string(), remaining: z.number(), bookable: z.boolean() }),
  ),
  /** The lab's cut-off: changes close this many minutes before an appointment. */
  changeCutoffMinutes: z.number().int(),
});

export const availabilityOutput = z.object({
  timezone: z.literal(CLINIC_TIME_ZONE),
  lastBookableDate: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      open: z.boolean(),
      closedReason: z.string().nullable(),
      bookable: z.number(),
    }),
  ),
});
