/**
 * results.reminders: "Remind me to retest" on a series of /results. set, list and cancel are the
 * signed-in owner's (another account's reminder or family member → NOT_FOUND); cancelByToken is the
 * email's cancel link, public (the token is the credential).
 */
import { z } from "zod";
import {
  retestReminderCancelInput,
  retestReminderListInput,
  retestReminderSetInput,
  retestReminderTokenInput,
} from "@labcompare/validators";
import { publicProcedure, router } from "../../trpc.ts";
import { checkedOwnMutation, checkedOwnQuery } from "../../service-procedures.ts";
import {
  cancelRetestReminder,
  cancelRetestReminderByToken,
  listRetestReminders,
  setRetestReminder,
} from "../../results/retest-reminders.service.ts";
import { outputCheck } from "../../output-check.ts";

/** A reminder as its owner sees it. */
const reminderOutput = z.object({
  id: z.string(),
  personId: z.string().nullable(),
  testId: z.string(),
  months: z.number(),
  dueDate: z.string(),
  sendAt: z.date(),
});

export const remindersRouter = router({
  /** { testId, months: 1 | 3 | 6 | 12, personId? } → the reminder (email at 08:00 Asia/Dubai on dueDate). See setRetestReminder. */
  set: checkedOwnMutation(retestReminderSetInput, reminderOutput, setRetestReminder),
  /** { personId? } → the person's reminders still to be sent, soonest first. See listRetestReminders. */
  list: checkedOwnQuery(retestReminderListInput, z.array(reminderOutput), listRetestReminders),
  /** { id } → { id }: the reminder and its email are cancelled. NOT_FOUND for anyone else's. */
  cancel: checkedOwnMutation(retestReminderCancelInput, z.object({ id: z.string() }), cancelRetestReminder),
  /** { token } (the email's link) → { cancelled: true }; works once. See cancelRetestReminderByToken. */
  cancelByToken: publicProcedure
    .input(retestReminderTokenInput)
    .output(outputCheck(z.object({ cancelled: z.literal(true) })))
    .mutation(({ ctx, input }) => cancelRetestReminderByToken(ctx.db, input)),
});
