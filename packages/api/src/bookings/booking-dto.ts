/** A booking as its patient, the console and the profile export read it: the columns and the API's shape. */
import type { Prisma } from "@labcompare/db";
import { appointmentEndTime, beforeCutoff, confirmationDeadline, directionsUrl } from "@labcompare/domain";
import { readStoredSchedule } from "@labcompare/validators";
import { aed, aedRequired } from "../money.ts";
import { itemTestSelect } from "../catalog/catalog.service.ts";

/** Columns a patient may see of their own booking (never another user's id or internals). */
export const bookingSelect = {
  id: true,
  reference: true,
  scheduledDate: true,
  scheduledTime: true,
  startsAt: true,
  patientName: true,
  patientEmail: true,
  patientPhone: true,
  notes: true,
  status: true,
  collectionMode: true,
  collectionAddress: true,
  collectionEmirate: true,
  priceAed: true,
  homeCollectionFeeAed: true,
  totalAed: true,
  cancelledBy: true,
  cancellationReason: true,
  cancelledAt: true,
  createdAt: true,
  paymentMethod: true,
  memberNumber: true,
  referral: true,
  estimatedShareAed: true,
  familyMemberId: true,
  personRelation: true,
  personDateOfBirth: true,
  personSex: true,
  insurancePlan: {
    select: { slug: true, name: true, nameAr: true, insurer: { select: { name: true, nameAr: true } } },
  },
  items: {
    orderBy: { test: { name: "asc" } },
    select: {
      priceAed: true,
      originalPriceAed: true,
      test: { select: { ...itemTestSelect, preparationInstructionsAr: true, sampleType: true } },
    },
  },
  lab: {
    select: {
      id: true,
      name: true,
      nameAr: true,
      slug: true,
      area: true,
      areaAr: true,
      emirate: true,
      address: true,
      addressAr: true,
      phone: true,
      latitude: true,
      longitude: true,
      weeklyHours: true,
      cancellationCutoffMinutes: true,
      slotMinutes: true,
      homeCollectionWindowMinutes: true,
      confirmationMinutes: true,
    },
  },
} satisfies Prisma.BookingSelect;

export type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/**
 * Booking as the API returns it: date "YYYY-MM-DD", time "HH:mm" and `endTime` (the end of the slot,
 * or of the home-collection window), `startsAt` an instant, money as AED strings ("85.00"); items
 * sorted by test name; `test` is the first item's test (for one-test views); the lab with its hours
 * as text and a directions link; `canChange` says whether the patient may still cancel or reschedule
 * it online (status and cut-off); `confirmBy` (pending only, else null) when the lab confirms it:
 * created + the lab's confirmation time, "YYYY-MM-DD" and "HH:mm" in Asia/Dubai, with whether that
 * falls outside opening hours, after the appointment starts, or has passed. The person it is for:
 * `patientName`, `familyMemberId` (null = the account holder), `personRelation` (self, child, parent,
 * spouse, other), `personDateOfBirth` ("YYYY-MM-DD" or null), `personSex` (or null).
 */
export function toBookingDto(b: BookingRow, now: Date = new Date()) {
  const { weeklyHours, slotMinutes, homeCollectionWindowMinutes, confirmationMinutes, ...lab } = b.lab;
  const schedule = readStoredSchedule(weeklyHours);
  const items = b.items.map((i) => ({
    ...i.test,
    testId: i.test.id,
    priceAed: aedRequired(i.priceAed),
    originalPriceAed: aed(i.originalPriceAed),
  }));
  return {
    ...b,
    scheduledDate: b.scheduledDate.toISOString().slice(0, 10),
    personDateOfBirth: b.personDateOfBirth?.toISOString().slice(0, 10) ?? null,
    priceAed: aedRequired(b.priceAed),
    homeCollectionFeeAed: aed(b.homeCollectionFeeAed),
    totalAed: aedRequired(b.totalAed),
    estimatedShareAed: aed(b.estimatedShareAed),
    items,
    test: items[0]
      ? { id: items[0].id, name: items[0].name, nameAr: items[0].nameAr, slug: items[0].slug }
      : null,
    endTime: appointmentEndTime(
      { slotMinutes, homeCollectionWindowMinutes },
      b.collectionMode,
      b.scheduledTime,
    ),
    lab: {
      ...lab,
      weeklyHours: schedule.weeklyHours,
      openingHours: schedule.openingHours,
      directionsUrl: directionsUrl(lab),
    },
    confirmBy: confirmationDeadline(b, { confirmationMinutes, weeklyHours: schedule.weeklyHours }, now),
    canChange:
      (b.status === "pending" || b.status === "confirmed") &&
      beforeCutoff(b.startsAt, b.lab.cancellationCutoffMinutes, now),
  };
}
export type BookingDto = ReturnType<typeof toBookingDto>;
