/**
 * The patient's own profile and the right of erasure (UAE PDPL, Federal Decree-Law 45/2021): first
 * name, last name, phone (E.164), date of birth and sex, reminder preference; deletion of the
 * account. The export (right of access) is in profile-export.service.ts.
 */
import {
  lockAccountForDeletion,
  lockAdminRoles,
  releasePlace,
  transaction,
  type Prisma,
  type PrismaClient,
} from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { verifyPassword, type Auth } from "@labcompare/auth";
import { messages, type profileUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { parseLocale, type Locale } from "@labcompare/domain/locale";
import { dateColumn } from "@labcompare/domain/calendar";
import { cancelReminders } from "../notifications/booking-messages.ts";
import { hashing } from "./password.service.ts";
import type { FileStore } from "../files/file-store.ts";
import { deleteResultFiles, resultFileKeys } from "../results/results-data.service.ts";
import { savedPlanOf, savedPlanSelect } from "../insurance/saved-plan.service.ts";

export const profileSelect = {
  firstName: true,
  lastName: true,
  phone: true,
  remindersEnabled: true,
  locale: true,
  dateOfBirth: true,
  sex: true,
  ...savedPlanSelect,
} satisfies Prisma.ProfileSelect;

/**
 * The user's email (and whether it is verified) and profile fields (nulls when not set yet; locale
 * "en" | "ar"; `dateOfBirth` "YYYY-MM-DD"; `sex` female | male | undisclosed; `insurance`: the saved
 * plan `{ planSlug, memberNumber }` or null).
 */
export async function getProfile(db: PrismaClient, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, emailVerifiedAt: true, profile: { select: profileSelect } },
  });
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
    phone: user.profile?.phone ?? null,
    remindersEnabled: user.profile?.remindersEnabled ?? true,
    locale: parseLocale(user.profile?.locale) ?? "en",
    dateOfBirth: user.profile?.dateOfBirth?.toISOString().slice(0, 10) ?? null,
    sex: user.profile?.sex ?? null,
    insurance: savedPlanOf(user.profile),
  };
}

/** Saves the user's language (`locale`: "en" | "ar") for the site and every email; returns the profile. */
export async function setLocale(db: PrismaClient, userId: string, locale: Locale) {
  await db.profile.upsert({ where: { id: userId }, create: { id: userId, locale }, update: { locale } });
  return getProfile(db, userId);
}

/**
 * Saves the user's profile (creating it on first save); empty fields become null; `dateOfBirth`
 * ("YYYY-MM-DD") and `sex` are left as they are when absent and cleared when null.
 */
export async function updateProfile(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof profileUpdateInput>,
) {
  const data = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    ...(input.dateOfBirth !== undefined && {
      dateOfBirth: input.dateOfBirth === null ? null : dateColumn(input.dateOfBirth),
    }),
    ...(input.sex !== undefined && { sex: input.sex }),
  };
  await db.profile.upsert({ where: { id: userId }, create: { id: userId, ...data }, update: data });
  return getProfile(db, userId);
}

/** What is left of a deleted patient on the lab's past bookings. */
export const ANONYMISED_PATIENT = {
  patientName: "Deleted account",
  patientEmail: "deleted-account@invalid.invalid",
} as const;

/**
 * profile.deleteAccount { password }: erases the account.
 * - Future bookings (pending or confirmed) are cancelled first ("cancelled by the patient", reason
 *   "Account deleted"): the lab sees the cancellation and the place is freed; their reminders stop.
 * - Every booking is kept for the lab's records in anonymised form: the reference, lab, tests and
 *   prices, date and time, status, collection mode and emirate, totals and cancellation survive (what
 *   the lab needs for its health and accounting records); the patient's name and email are replaced,
 *   and phone, notes, home address, insurance member number and the person's date of birth and sex
 *   are deleted; the link to the user is removed.
 * - The user, profile, roles, sessions, email links and every message to them are deleted, and so are
 *   their family members and everyone's result reports and values (every version); the reports' PDFs are then removed from
 *   `fileStore`, once the rows are gone (see deleteResultFiles).
 * Errors: BAD_REQUEST wrong password; FORBIDDEN the last admin; UNAUTHORIZED "Please sign in to
 * continue" when the account was deleted meanwhile (two deletions at once). Returns the blank session cookie.
 */
export async function deleteMyAccount(
  db: PrismaClient,
  auth: Auth,
  fileStore: FileStore,
  userId: string,
  password: string,
  now: Date = new Date(),
): Promise<{ cookie: string }> {
  // An account deleted meanwhile (a second tab, a batched twin) is signed out, not a server error.
  const gone = () => new AppError("UNAUTHORIZED", messages.auth.signInRequired);
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true, roles: { select: { role: true } } },
  });
  if (!user) throw gone();
  // Checked before the transaction, through the bounded hashing queue: a full queue answers
  // TOO_MANY_REQUESTS, and no transaction waits for a hashing lane.
  if (!(await hashing(() => verifyPassword(user.passwordHash, password))))
    throw new AppError("BAD_REQUEST", messages.account.wrongPassword);
  // Run again when PostgreSQL aborts it to break a deadlock: a booking made after the locks below
  // and cancelled by its lab meanwhile holds that booking and waits for the user's row (40P01).
  const fileKeys = await transaction(db, async (tx) => {
    // Locked in the order the other writes take them (see lockAccountForDeletion): the other orders deadlocked (40P01).
    if (!(await lockAccountForDeletion(tx, userId))) throw gone();
    if (user.roles.some((r) => r.role === "admin")) {
      // Counted inside the transaction, under a lock on the admin rows, so two admins cannot both leave.
      const admins = await lockAdminRoles(tx);
      if (admins.length <= 1) throw new AppError("FORBIDDEN", messages.account.lastAdmin);
    }
    await cancelFutureBookings(tx, userId, now);
    await anonymiseBookings(tx, userId);
    await tx.notification.deleteMany({ where: { userId } });
    // Read under the account's lock, so no report of the user is added between this and the delete.
    const keys = await resultFileKeys(tx, userId);
    await tx.user.delete({ where: { id: userId } });
    return keys;
  });
  await deleteResultFiles(db, fileStore, fileKeys);
  return { cookie: auth.createBlankSessionCookie().serialize() };
}

/**
 * Cancels the user's future pending and confirmed bookings as "Account deleted" (by the patient),
 * freeing their places earliest first and cancelling their reminders, each with an audit row.
 */
async function cancelFutureBookings(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<void> {
  const future = await tx.booking.findMany({
    where: { userId, status: { in: ["pending", "confirmed"] }, startsAt: { gt: now } },
    select: {
      id: true,
      labId: true,
      scheduledDate: true,
      scheduledTime: true,
      collectionMode: true,
      status: true,
    },
    // Slots freed earliest first, the order a reschedule locks them in.
    orderBy: [{ scheduledDate: "asc" }, { scheduledTime: "asc" }],
  });
  for (const b of future) {
    await releasePlace(
      tx,
      b.labId,
      b.scheduledDate.toISOString().slice(0, 10),
      b.scheduledTime,
      b.collectionMode,
    );
    await cancelReminders(tx, b.id);
    await tx.booking.update({
      where: { id: b.id },
      data: {
        status: "cancelled",
        cancelledBy: "patient",
        cancellationReason: "Account deleted",
        cancelledAt: now,
      },
    });
    await tx.auditLog.create({
      data: {
        actorId: null,
        action: "booking.cancel",
        entity: "booking",
        entityId: b.id,
        before: { status: b.status },
        after: { status: "cancelled", reason: "Account deleted" },
      },
    });
  }
}

/** Keeps every booking of the user for the lab's records, with the patient's details removed. */
async function anonymiseBookings(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.booking.updateMany({
    where: { userId },
    data: {
      ...ANONYMISED_PATIENT,
      patientPhone: null,
      notes: null,
      collectionAddress: null,
      memberNumber: null,
      personDateOfBirth: null,
      personSex: null,
      userId: null,
    },
  });
}
