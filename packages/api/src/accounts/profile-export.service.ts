/**
 * The patient's right of access (UAE PDPL, Federal Decree-Law 45/2021): everything stored about the
 * caller, as profile.export returns it.
 */
import type { PrismaClient } from "@labcompare/db";
import { bookingSelect, toBookingDto } from "../bookings/booking-dto.ts";
import { browserName } from "./sessions.service.ts";
import { exportMyResults } from "../results/results-data.service.ts";
import { recordReportExport } from "../results/report-access.service.ts";
import { listFamilyMembers } from "../family/family.service.ts";
import { profileSelect } from "./profile.service.ts";

/**
 * profile.export: everything stored about the caller, as one JSON-ready object: account, profile,
 * bookings (with tests, prices and status history), messages sent or queued (without single-use
 * links), sessions (browser, created, last used), the basket (test id and name, added at) and the
 * pending email links (purpose, the new email a change asks for, requested and expiry times — never
 * the token or its hash; used and expired links are left out), the family members (archived ones
 * too), the retest reminders (test, person, months, due date, send, cancel and sent times — never the
 * cancel token's hash), and the results (current reports with their values, see exportMyResults: the
 * members' too). Dates are ISO strings; money AED strings. Writes the
 * "report.export" audit row (recordReportExport) before returning; throws when it cannot be written.
 */
export async function exportMyData(db: PrismaClient, userId: string, now: Date = new Date()) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      createdAt: true,
      emailVerifiedAt: true,
      roles: { select: { role: true } },
      profile: { select: profileSelect },
    },
  });
  const bookings = await bookingsWithHistory(db, userId);
  const activity = await accountActivity(db, userId, now);
  const familyMembers = await listFamilyMembers(db, userId);
  const results = await exportMyResults(db, userId);
  // Results are health data: an export that cannot be recorded is not served.
  await recordReportExport(
    db,
    userId,
    "profile",
    results.map((r) => r.id),
  );
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      createdAt: user.createdAt,
      emailVerifiedAt: user.emailVerifiedAt,
      roles: user.roles.map((r) => r.role),
    },
    profile: user.profile,
    familyMembers,
    bookings,
    messages: activity.messages,
    sessions: activity.sessions,
    basket: activity.basket,
    pendingEmailLinks: activity.pendingEmailLinks,
    retestReminders: activity.retestReminders,
    results,
  };
}

/** The caller's bookings, oldest first, as BookingDtos each with its status history (audit rows). */
async function bookingsWithHistory(db: PrismaClient, userId: string) {
  const bookings = await db.booking.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: bookingSelect,
  });
  const history = await db.auditLog.findMany({
    where: { entity: "booking", entityId: { in: bookings.map((b) => b.id) } },
    orderBy: { createdAt: "asc" },
    select: { entityId: true, action: true, before: true, after: true, createdAt: true },
  });
  return bookings.map((b) => ({
    ...toBookingDto(b),
    history: history
      .filter((h) => h.entityId === b.id)
      .map((h) => ({ action: h.action, before: h.before, after: h.after, createdAt: h.createdAt })),
  }));
}

/**
 * The rest of the caller's rows: messages, sessions (with the browser's name), the basket, pending
 * email links (never the token or its hash) and retest reminders (never the cancel token's hash).
 */
async function accountActivity(db: PrismaClient, userId: string, now: Date) {
  const messages = await db.notification.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { recipient: true, template: true, status: true, createdAt: true, sentAt: true, bookingId: true },
  });
  const sessions = await db.session.findMany({
    where: { userId },
    select: { createdAt: true, lastUsedAt: true, expiresAt: true, userAgent: true },
  });
  const basket = await db.basketItem.findMany({
    where: { userId },
    orderBy: { addedAt: "asc" },
    select: { testId: true, addedAt: true, test: { select: { name: true } } },
  });
  const emailLinks = await db.emailToken.findMany({
    where: { userId, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "asc" },
    select: { purpose: true, newEmail: true, createdAt: true, expiresAt: true },
  });
  const retestReminders = await db.retestReminder.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: {
      testId: true,
      familyMemberId: true,
      months: true,
      dueDate: true,
      sendAt: true,
      cancelledAt: true,
      sentAt: true,
      createdAt: true,
    },
  });
  return {
    messages,
    sessions: sessions.map((s) => ({ ...s, browser: browserName(s.userAgent) })),
    basket: basket.map((b) => ({ testId: b.testId, testName: b.test.name, addedAt: b.addedAt })),
    pendingEmailLinks: emailLinks.map((t) => ({
      purpose: t.purpose,
      newEmail: t.newEmail,
      requestedAt: t.createdAt,
      expiresAt: t.expiresAt,
    })),
    retestReminders,
  };
}
