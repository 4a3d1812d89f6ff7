/**
 * The retest reminder's data, read when the email is built: results.reminders.set queues only the
 * reminder's id and its cancel link; the account's address, the test's names and the lab cheapest
 * that day are read at send time. A reminder cancelled or already sent is not sent.
 */
import type { PrismaClient } from "@labcompare/db";
import { compareBasket } from "../catalog/compare.service.ts";
import type { CheapestLab, RetestReminderMessageData, RetestReminderQueued } from "./retest-templates.ts";

/** The lab that costs the patient least today for `testId` (lab visit), under `planSlug` when given. */
export async function cheapestLabToday(
  db: PrismaClient,
  testId: string,
  planSlug: string | null,
): Promise<CheapestLab | null> {
  const compared = await compareBasket(db, {
    testIds: [testId],
    ...(planSlug ? { payer: { planSlug, referral: false } } : {}),
  }).catch(() => null); // a test switched off since: no lab to name
  const best = compared?.labs.find((l) => l.lab.id === compared.cheapestCompleteLabId);
  if (!compared || !best) return null;
  const payer = compared.payer;
  return {
    lab: { name: best.lab.name, nameAr: best.lab.nameAr ?? null },
    priceAed: best.estimate?.patientShareAed ?? best.totalAed,
    plan:
      payer && best.estimate
        ? {
            insurer: { name: payer.insurerName, nameAr: payer.insurerNameAr },
            plan: { name: payer.planName, nameAr: payer.planNameAr },
          }
        : null,
  };
}

/**
 * The email of the reminder `queued` names, as it is now: `{ recipient, data, stands }` (`stands`:
 * neither cancelled nor sent yet), or null when the reminder is gone (with its account, family
 * member or test). The outbox sends only one that stands; the console shows any.
 */
export async function readRetestReminderMessage(
  db: PrismaClient,
  queued: RetestReminderQueued,
): Promise<{ recipient: string; data: RetestReminderMessageData; stands: boolean } | null> {
  const reminder = await db.retestReminder.findUnique({
    where: { id: queued.reminderId },
    select: {
      testId: true,
      dueDate: true,
      cancelledAt: true,
      sentAt: true,
      test: { select: { name: true, nameAr: true } },
      familyMember: { select: { name: true } },
      user: {
        select: {
          email: true,
          profile: { select: { insurancePlan: { select: { slug: true, active: true } } } },
        },
      },
    },
  });
  if (!reminder) return null;
  const plan = reminder.user.profile?.insurancePlan;
  return {
    recipient: reminder.user.email,
    stands: !reminder.cancelledAt && !reminder.sentAt,
    data: {
      ...queued,
      test: reminder.test,
      personName: reminder.familyMember?.name ?? null,
      dueDate: reminder.dueDate.toISOString().slice(0, 10),
      basketUrl: `/basket?tests=${reminder.testId}`,
      cheapest: await cheapestLabToday(db, reminder.testId, plan?.active ? plan.slug : null),
    },
  };
}

/**
 * The email of the reminder `queued` names, to send now: `{ recipient, data }`, or null when it is
 * not to be sent (cancelled, already sent, or gone with its account).
 */
export async function retestReminderAtSend(
  db: PrismaClient,
  queued: RetestReminderQueued,
): Promise<{ recipient: string; data: RetestReminderMessageData } | null> {
  const message = await readRetestReminderMessage(db, queued);
  return message?.stands ? { recipient: message.recipient, data: message.data } : null;
}

/** Records that the reminder's email went out (its row then no longer shows as scheduled). */
export async function markRetestReminderSent(db: PrismaClient, reminderId: string, now: Date): Promise<void> {
  await db.retestReminder.updateMany({ where: { id: reminderId, sentAt: null }, data: { sentAt: now } });
}
