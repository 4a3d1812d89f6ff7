/**
 * What the outbox reads when it sends a row rather than when it was queued: the recipient's language
 * and reminders setting, and for a retest reminder whether it still stands, the account's address
 * and today's cheapest lab. Other rows' data is sent as it was queued.
 */
import { parseLocale, type Locale } from "@labcompare/domain/locale";
import type { ClaimedRow, PrismaClient } from "@labcompare/db";
import { REMINDER_TEMPLATES, type TemplateName } from "./template-data.ts";
import { markRetestReminderSent, retestReminderAtSend } from "./retest-reminder-data.ts";
import type { RetestReminderQueued } from "./retest-templates.ts";

/**
 * The recipient, data and language (the recipient's profile as it is now; "en" without one) to send
 * `row` with, or null when it is not to be sent: a reminder of a patient who turned reminders off,
 * or a retest reminder cancelled meanwhile.
 */
export async function messageAtSend(
  db: PrismaClient,
  row: ClaimedRow,
): Promise<{ recipient: string; data: unknown; locale: Locale } | null> {
  const profile = row.user_id
    ? await db.profile.findUnique({
        where: { id: row.user_id },
        select: { remindersEnabled: true, locale: true },
      })
    : null;
  if (REMINDER_TEMPLATES.includes(row.template as TemplateName) && profile && !profile.remindersEnabled)
    return null;
  const locale = parseLocale(profile?.locale) ?? "en";
  if (row.template === "retest_reminder") {
    const current = await retestReminderAtSend(db, row.data as RetestReminderQueued);
    return current && { ...current, locale };
  }
  return { recipient: row.recipient, data: row.data, locale };
}

/** Records a sent row where its subject keeps it (a retest reminder's `sent_at`). */
export async function afterSent(db: PrismaClient, row: ClaimedRow, now: Date): Promise<void> {
  if (row.template === "retest_reminder")
    await markRetestReminderSent(db, (row.data as RetestReminderQueued).reminderId, now);
}
