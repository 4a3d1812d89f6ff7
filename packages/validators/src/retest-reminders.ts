/**
 * Input schemas of the retest reminders (results.reminders.*), shared by the server and /results.
 * Messages: results-messages.ts (retestReminderMessages).
 */
import { z } from "zod";
import { RETEST_MONTHS } from "@labcompare/domain/retest";
import { retestReminderMessages as m } from "./results-messages.ts";
import { idSchema, textOfLength } from "./fields.ts";

/** A person of the account: a family member's id, or absent / null for the account holder. */
const personIdSchema = idSchema.nullish().transform((v) => v ?? null);

/**
 * results.reminders.set: `testId` a catalogue test's id, `months` 1, 3, 6 or 12, `personId` the
 * family member whose series it is (absent / null: the account holder).
 */
export const retestReminderSetInput = z.object({
  testId: idSchema,
  months: z.literal(RETEST_MONTHS, { error: m.reminderMonthsInvalid }),
  personId: personIdSchema,
});
export type RetestReminderSetInput = z.input<typeof retestReminderSetInput>;

/** results.reminders.list: the person's reminders (absent / null: the account holder's). */
export const retestReminderListInput = z
  .object({ personId: personIdSchema })
  .optional()
  .transform((v) => ({ personId: v?.personId ?? null }));

/** results.reminders.cancel: `{ id }` of one of the caller's reminders. */
export const retestReminderCancelInput = z.object({ id: idSchema });

/** results.reminders.cancelByToken: the token of the email's cancel link (43 base64url characters). */
export const retestReminderTokenInput = z.object({
  token: textOfLength(m.reminderLinkInvalid, 20, 200),
});
