/**
 * What the outbox rows carry: the template names, the data each kind of email is rendered from (as
 * captured when the message was queued), and a rendered message. Money as "85.00" AED strings.
 */
import type { InsuredPayment } from "../i18n/insurance-texts.ts";

export interface BookingMessageData {
  reference: string;
  patientName: string;
  /** A booking for a family member: their name and relation (absent for the account holder, and in rows queued before it was kept). */
  person?: { name: string; relation: "child" | "parent" | "spouse" | "other" } | null;
  /** The tests; their Arabic name and preparation (absent in rows queued before they were kept) for Arabic emails. */
  tests: {
    name: string;
    nameAr?: string | null;
    priceAed: string;
    fastingHours: number;
    preparationInstructions: string | null;
    preparationInstructionsAr?: string | null;
  }[];
  subtotalAed: string;
  homeCollectionFeeAed: string | null;
  totalAed: string;
  /** Insured bookings: insurer, plan and the estimated share (AED); null or absent for self-pay. */
  insurance?: InsuredPayment | null;
  /** "Tuesday, 24 November 2026" (English; rows queued before `date` was kept) */
  dateText: string;
  /** The appointment's date, "YYYY-MM-DD" (Asia/Dubai), written out in the recipient's language. */
  date?: string;
  /** "HH:mm", and the end of the slot or window */
  time: string;
  endTime: string;
  collectionMode: "lab_visit" | "home_collection";
  collectionAddress: string | null;
  /** The lab; its Arabic name, area and address (absent in rows queued before they were kept) for Arabic emails. */
  lab: {
    name: string;
    nameAr?: string | null;
    address: string;
    addressAr?: string | null;
    area: string;
    areaAr?: string | null;
    emirate: string;
    phone: string;
    directionsUrl: string;
  };
  /** Absolute link to the booking's page. */
  bookingUrl: string;
  cancelledBy?: "patient" | "lab" | null;
  cancellationReason?: string | null;
  /** Rescheduled: the old date, time and (for a home-collection window) its end. */
  previousDateText?: string;
  /** Rescheduled: the old date, "YYYY-MM-DD". */
  previousDate?: string;
  previousTime?: string;
  previousEndTime?: string;
  /** Received (pending): when the lab confirms it, "Tuesday, 24 November 2026 at 12:30" (Asia/Dubai). */
  confirmBy?: string;
  /** Received (pending): the date ("YYYY-MM-DD") and time ("HH:mm", Asia/Dubai) the lab confirms it by. */
  confirmByDate?: string;
  confirmByTime?: string;
  /** The booking's calendar event to attach (PUBLISH; REQUEST or CANCEL in rows queued by earlier versions). */
  calendar?: { method: "PUBLISH" | "REQUEST" | "CANCEL"; content: string };
}

export interface LinkMessageData {
  /** Absolute single-use link. */
  link: string;
  /** How long the link works, e.g. "24 hours". */
  validFor: string;
  newEmail?: string;
}

export interface NoticeMessageData {
  /** The address the notice is about. */
  email: string;
  newEmail?: string;
  resetUrl: string;
}

export const templateNames = [
  "booking_created",
  "booking_confirmed",
  "booking_cancelled",
  "booking_rescheduled",
  "booking_reminder_24h",
  "booking_reminder_morning",
  "email_verification",
  "password_reset",
  "email_change_confirm",
  "email_change_requested",
  "email_changed",
  "signup_existing_account",
  "result_ready",
  "retest_reminder",
] as const;
export type TemplateName = (typeof templateNames)[number];

/** Reminders are skipped when the patient turned reminders off; the rest are always sent. */
export const REMINDER_TEMPLATES: readonly TemplateName[] = [
  "booking_reminder_24h",
  "booking_reminder_morning",
  "retest_reminder",
];

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}
