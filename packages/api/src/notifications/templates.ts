/**
 * Every transactional email: each template renders a subject, a plain-text body and an HTML body
 * from the data captured when the message was queued (the booking emails in booking-templates.ts).
 * HTML is built with `html`…`` (email-html.ts), which escapes every interpolated value: no user
 * input reaches the HTML unescaped. Times are Asia/Dubai; money is AED with two decimals. Each is
 * written in the recipient's language (i18n/email-i18n.ts: i18n/locales/<locale>.json).
 */
import type { Locale } from "@labcompare/domain/locale";
import { html, layout, SITE_NAME } from "./email-html.ts";
import { emailLanguage, type EmailLanguage } from "../i18n/email-i18n.ts";
import { renderBookingTemplate } from "./booking-templates.ts";
import { renderResultReady, type ResultReadyMessageData } from "./result-templates.ts";
import { renderRetestReminder, type RetestReminderMessageData } from "./retest-templates.ts";
import type { InsuredPayment } from "../i18n/insurance-texts.ts";

export { escapeHtml, SITE_NAME } from "./email-html.ts";

// ---------- data ----------

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

/** The English validity texts the rows carry ("24 hours"), as keys of `link.validFor`. */
const VALIDITY_KEYS = {
  "24 hours": "link.validFor.hours24",
  "30 minutes": "link.validFor.minutes30",
} as const;

/** A row's validity text in `lang`'s language (unknown texts as they are). */
function validityText(validFor: string, lang: EmailLanguage): string {
  const key = VALIDITY_KEYS[validFor as keyof typeof VALIDITY_KEYS];
  return key ? lang.t(key) : validFor;
}

/** The texts of a single-use link email (each already in the recipient's language). */
interface LinkTexts {
  subject: string;
  intro: string;
  action: string;
  after: string;
}

function linkMessage(x: LinkTexts, d: LinkMessageData, lang: EmailLanguage): RenderedMessage {
  const worksOnce = `${lang.t("link.worksOnce", { validFor: validityText(d.validFor, lang) })} ${x.after}`;
  return {
    subject: x.subject,
    text: [x.intro, "", `${x.action}: ${d.link}`, "", worksOnce].join("\n"),
    html: layout(
      x.subject,
      html`<p>${x.intro}</p><p><a href="${d.link}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px">${x.action}</a></p>
<p style="font-size:13px;color:#495057">${lang.t("link.openLink", { link: d.link })}</p><p style="font-size:13px;color:#495057">${worksOnce}</p>`,
      lang,
    ),
  };
}

function noticeMessage(
  subject: string,
  lines: string[],
  d: NoticeMessageData,
  lang: EmailLanguage,
): RenderedMessage {
  const { t } = lang;
  return {
    subject,
    text: [...lines, "", t("notice.notYouText", { url: d.resetUrl })].join("\n"),
    html: layout(
      subject,
      html`${lines.map((l) => html`<p>${l}</p>`)}<p>${t("notice.notYouBefore")}<a href="${d.resetUrl}">${t("notice.notYouLink")}</a>${t("notice.notYouAfter")}</p>`,
      lang,
    ),
  };
}

/**
 * Renders template `name` with `data` (as captured in the outbox row) in `locale`'s language
 * (the recipient's profile; "en" for rows without one). Throws on an unknown template name (a row
 * written by a newer version).
 */
export function renderTemplate(name: string, data: unknown, locale: Locale = "en"): RenderedMessage {
  const template = name as TemplateName;
  const lang = emailLanguage(locale);
  const { t } = lang;
  const site = SITE_NAME;
  switch (template) {
    case "booking_created":
    case "booking_confirmed":
    case "booking_cancelled":
    case "booking_rescheduled":
    case "booking_reminder_24h":
    case "booking_reminder_morning":
      return renderBookingTemplate(template, data as BookingMessageData, lang);
    case "email_verification":
      return linkMessage(
        {
          subject: t("verification.subject", { site }),
          intro: t("verification.intro", { site }),
          action: t("verification.action"),
          after: t("verification.after"),
        },
        data as LinkMessageData,
        lang,
      );
    case "password_reset":
      return linkMessage(
        {
          subject: t("passwordReset.subject", { site }),
          intro: t("passwordReset.intro"),
          action: t("passwordReset.action"),
          after: t("passwordReset.after"),
        },
        data as LinkMessageData,
        lang,
      );
    case "email_change_confirm": {
      const d = data as LinkMessageData;
      const intro = t("emailChangeConfirm.intro", {
        newEmail: d.newEmail ?? t("emailChangeConfirm.thisAddress"),
        site,
      });
      return linkMessage(
        {
          subject: t("emailChangeConfirm.subject", { site }),
          intro,
          action: t("emailChangeConfirm.action"),
          after: t("emailChangeConfirm.after"),
        },
        d,
        lang,
      );
    }
    case "email_change_requested": {
      const d = data as NoticeMessageData;
      const lines = [
        t("emailChangeRequested.line1", {
          email: d.email,
          newEmail: d.newEmail ?? t("emailChangeRequested.aNewAddress"),
        }),
        t("emailChangeRequested.line2"),
      ];
      return noticeMessage(t("emailChangeRequested.subject", { site }), lines, d, lang);
    }
    case "email_changed": {
      const d = data as NoticeMessageData;
      return noticeMessage(
        t("emailChanged.subject", { site }),
        [t("emailChanged.line1", { email: d.email, newEmail: d.newEmail ?? t("emailChanged.aNewAddress") })],
        d,
        lang,
      );
    }
    case "signup_existing_account": {
      const d = data as NoticeMessageData;
      return noticeMessage(
        t("signupExisting.subject"),
        [t("signupExisting.line1", { site, email: d.email }), t("signupExisting.line2")],
        d,
        lang,
      );
    }
    case "result_ready":
      return renderResultReady(data as ResultReadyMessageData, lang);
    case "retest_reminder":
      return renderRetestReminder(data as RetestReminderMessageData, lang);
    default:
      throw new Error(`Unknown email template: ${name}`);
  }
}
