/**
 * Retest reminders ("Remind me to retest in 1, 3, 6 or 12 months" on a series of /results): one
 * email at 08:00 Asia/Dubai on the day (@labcompare/domain/retest), queued in the outbox with the
 * reminder, in the same transaction. The email's cancel link carries a random 256-bit token; only
 * its SHA-256 hex is stored. Owner-only: another account's reminder or family member → NOT_FOUND.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { dateColumn, todayInDubai } from "@labcompare/domain/calendar";
import { retestDueDate, retestSendAt } from "@labcompare/domain/retest";
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import type {
  retestReminderCancelInput,
  retestReminderListInput,
  retestReminderSetInput,
  retestReminderTokenInput,
} from "@labcompare/validators";
import type { z } from "zod";
import { AppError } from "../app-error.ts";
import { personScope } from "../family/person.ts";
import { queueMessages } from "../notifications/outbox-queue.ts";

/** The path of the email's cancel link (a page that asks before it cancels). */
export const CANCEL_REMINDER_PATH = "/cancel-reminder";

/** Columns of a reminder its owner sees. */
export const retestReminderSelect = {
  id: true,
  familyMemberId: true,
  testId: true,
  months: true,
  dueDate: true,
  sendAt: true,
} satisfies Prisma.RetestReminderSelect;

type ReminderRow = Prisma.RetestReminderGetPayload<{ select: typeof retestReminderSelect }>;

/** A reminder as the page shows it: dueDate "YYYY-MM-DD" (Asia/Dubai), sendAt the instant (08:00 that day). */
function toReminderDto(r: ReminderRow) {
  return {
    id: r.id,
    personId: r.familyMemberId,
    testId: r.testId,
    months: r.months,
    dueDate: r.dueDate.toISOString().slice(0, 10),
    sendAt: r.sendAt,
  };
}

/** SHA-256 hex of a cancel token (the stored form). */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Still to be sent: neither cancelled nor sent. */
const pending = { cancelledAt: null, sentAt: null } as const;

/** Throws NOT_FOUND "Person not found" unless `personId` is null (the account holder) or one of `userId`'s family members. */
async function assertPerson(db: PrismaClient, userId: string, personId: string | null): Promise<void> {
  await personScope(db, userId, personId);
}

/** Cancels `where`'s pending reminders and their queued emails, at `now`. */
async function cancelPending(
  tx: Prisma.TransactionClient,
  where: Prisma.RetestReminderWhereInput,
  now: Date,
) {
  const rows = await tx.retestReminder.findMany({
    where: { ...where, ...pending },
    select: { id: true, notificationId: true },
  });
  if (rows.length === 0) return 0;
  await tx.retestReminder.updateMany({
    where: { id: { in: rows.map((r) => r.id) } },
    data: { cancelledAt: now },
  });
  const ids = rows.flatMap((r) => (r.notificationId ? [r.notificationId] : []));
  await tx.notification.updateMany({
    where: { id: { in: ids }, status: "queued" },
    data: { status: "cancelled" },
  });
  return rows.length;
}

/**
 * results.reminders.set: `{ testId, months (1, 3, 6 or 12), personId? }` → the reminder `{ id,
 * personId, testId, months, dueDate, sendAt }`, due `months` after today (Asia/Dubai; the same day
 * of the month or its last day), its email queued for 08:00 that day. Replaces the person's pending
 * reminder for the same test. Errors: NOT_FOUND for an unknown test or another account's member.
 */
export async function setRetestReminder(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof retestReminderSetInput>,
  now: Date = new Date(),
) {
  await assertPerson(db, userId, input.personId);
  const [test, user] = await Promise.all([
    db.test.findUnique({ where: { id: input.testId }, select: { id: true } }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } }),
  ]);
  if (!test) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  const dueDate = retestDueDate(input.months, now);
  const sendAt = retestSendAt(dueDate);
  const token = randomBytes(32).toString("base64url");
  const id = randomUUID();
  const notificationId = randomUUID();
  const row = await transaction(db, async (tx) => {
    await cancelPending(tx, { userId, familyMemberId: input.personId, testId: test.id }, now);
    const created = await tx.retestReminder.create({
      data: {
        id,
        userId,
        familyMemberId: input.personId,
        testId: test.id,
        months: input.months,
        dueDate: dateColumn(dueDate),
        sendAt,
        notificationId,
        cancelTokenHash: tokenHash(token),
        createdAt: now,
      },
      select: retestReminderSelect,
    });
    await queueMessages(tx, [
      {
        id: notificationId,
        recipient: user.email,
        template: "retest_reminder",
        data: { reminderId: id, link: `${CANCEL_REMINDER_PATH}?token=${token}` },
        userId,
        sendAfter: sendAt,
      },
    ]);
    return created;
  });
  return toReminderDto(row);
}

/**
 * results.reminders.list: `{ personId? }` → the person's reminders still to be sent, soonest first
 * ([{ id, personId, testId, months, dueDate, sendAt }]). Errors: NOT_FOUND for another account's member.
 */
export async function listRetestReminders(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof retestReminderListInput>,
  now: Date = new Date(),
) {
  await assertPerson(db, userId, input.personId);
  const rows = await db.retestReminder.findMany({
    where: {
      userId,
      familyMemberId: input.personId,
      ...pending,
      dueDate: { gte: dateColumn(todayInDubai(now)) },
    },
    select: retestReminderSelect,
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
  });
  return rows.map(toReminderDto);
}

/**
 * results.reminders.cancel: `{ id }` of one of the caller's pending reminders → `{ id }`; its email
 * is not sent. Errors: NOT_FOUND "Reminder not found" for another account's, or one already
 * cancelled or sent.
 */
export async function cancelRetestReminder(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof retestReminderCancelInput>,
  now: Date = new Date(),
) {
  const cancelled = await transaction(db, (tx) => cancelPending(tx, { id: input.id, userId }, now));
  if (cancelled === 0) throw new AppError("NOT_FOUND", messages.results.reminderNotFound);
  return { id: input.id };
}

/**
 * results.reminders.cancelByToken (the email's link, no sign-in): `{ token }` → `{ cancelled: true }`;
 * the token works once. Errors: NOT_FOUND "This link is no longer valid…" for an unknown token or a
 * reminder already cancelled.
 */
export async function cancelRetestReminderByToken(
  db: PrismaClient,
  input: z.output<typeof retestReminderTokenInput>,
  now: Date = new Date(),
) {
  const hash = tokenHash(input.token);
  const cancelled = await transaction(db, async (tx) => {
    const done = await cancelPending(tx, { cancelTokenHash: hash }, now);
    if (done > 0) return done;
    // After its email was sent the link still stops the reminder showing as set.
    const sent = await tx.retestReminder.updateMany({
      where: { cancelTokenHash: hash, cancelledAt: null },
      data: { cancelledAt: now },
    });
    return sent.count;
  });
  if (cancelled === 0) throw new AppError("NOT_FOUND", messages.results.reminderLinkInvalid);
  return { cancelled: true as const };
}
