/**
 * Every transactional email, in one place: each template renders a subject, a plain-text body and an
 * HTML body from the data captured when the message was queued. HTML is built with `html`…``, which
 * escapes every interpolated value: no user input reaches the HTML unescaped.
 * Times are Asia/Dubai; money is AED with two decimals.
 */
import { formatAed } from "@labcompare/domain/format";

export const SITE_NAME = "LabCompare UAE";

// ---------- data ----------

export interface BookingMessageData {
  reference: string;
  patientName: string;
  tests: { name: string; priceAed: string; fastingHours: number; preparationInstructions: string | null }[];
  subtotalAed: string;
  homeCollectionFeeAed: string | null;
  totalAed: string;
  /** "Tuesday, 24 November 2026" */
  dateText: string;
  /** "HH:mm", and the end of the slot or window */
  time: string;
  endTime: string;
  collectionMode: "lab_visit" | "home_collection";
  collectionAddress: string | null;
  lab: { name: string; address: string; area: string; emirate: string; phone: string; directionsUrl: string };
  /** Absolute link to the booking's page. */
  bookingUrl: string;
  cancelledBy?: "patient" | "lab" | null;
  cancellationReason?: string | null;
  /** Rescheduled: the old date and time. */
  previousDateText?: string;
  previousTime?: string;
  /** The calendar invitation to attach (REQUEST, or CANCEL for a cancellation). */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
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
] as const;
export type TemplateName = (typeof templateNames)[number];

/** Reminders are skipped when the patient turned reminders off; the rest are always sent. */
export const REMINDER_TEMPLATES: readonly TemplateName[] = ["booking_reminder_24h", "booking_reminder_morning"];

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

// ---------- escaping ----------

class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** `value` with & < > " ' escaped for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** What `html` interpolates: text and numbers (escaped), SafeHtml (kept), nothing (dropped), or a list of these. */
type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Tagged template: interpolated strings are escaped, SafeHtml (from `html`) is kept, arrays joined. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const render = (v: HtmlValue): string => {
    if (v instanceof SafeHtml) return v.value;
    if (Array.isArray(v)) return v.map(render).join("");
    if (v === null || v === undefined || v === false) return "";
    return escapeHtml(String(v));
  };
  return new SafeHtml(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ""), ""));
}

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:18px;font-weight:bold;color:#1c7ed6;margin:0 0 16px">${SITE_NAME}</p>
${body}
<p style="font-size:12px;color:#868e96;margin-top:32px">You receive this email because of your account at ${SITE_NAME}. Times are UAE time (Asia/Dubai).</p>
</div></body></html>`.value;
}

// ---------- booking messages ----------

/** Preparation lines, the longest fasting first ("Lipid Profile: fast for 12 hours. Water is fine."). */
export function preparationLines(tests: BookingMessageData["tests"]): string[] {
  return [...tests]
    .filter((t) => t.fastingHours > 0 || t.preparationInstructions)
    .sort((a, b) => b.fastingHours - a.fastingHours)
    .map((t) => `${t.name}: ${[t.fastingHours > 0 ? `fast for ${t.fastingHours} hours.` : "", t.preparationInstructions ?? ""].filter(Boolean).join(" ")}`);
}

/** "Palm Crest Diagnostics, Building 1, Al Barsha, Dubai". */
function labText(d: BookingMessageData): string {
  return `${d.lab.name}, ${d.lab.address}, ${d.lab.area}, ${d.lab.emirate}`;
}

/** Where the patient meets the lab: their home for home collection, else the lab itself. */
function whereText(d: BookingMessageData): string {
  return d.collectionMode === "home_collection" ? `Home collection at ${d.collectionAddress ?? ""} by ${d.lab.name}` : labText(d);
}

/**
 * The lab line of a home collection (the sample is tested there; its phone and directions follow),
 * or null for a lab visit, whose "Where" is the lab already.
 */
function sampleLabText(d: BookingMessageData): string | null {
  return d.collectionMode === "home_collection" ? `${labText(d)} (your sample is tested here)` : null;
}

function whenText(d: BookingMessageData): string {
  return d.collectionMode === "home_collection" ? `${d.dateText}, between ${d.time} and ${d.endTime}` : `${d.dateText} at ${d.time}`;
}

function bookingText(intro: string, d: BookingMessageData, extra: string[] = []): string {
  const prep = preparationLines(d.tests);
  return [
    `Dear ${d.patientName},`,
    "",
    intro,
    ...extra,
    "",
    `Reference: ${d.reference}`,
    `When: ${whenText(d)}`,
    `Where: ${whereText(d)}`,
    ...(sampleLabText(d) ? [`Lab: ${sampleLabText(d)}`] : []),
    `Lab phone: ${d.lab.phone}`,
    `Directions: ${d.lab.directionsUrl}`,
    "",
    "Tests:",
    ...d.tests.map((t) => `- ${t.name}: ${formatAed(t.priceAed)}`),
    ...(d.homeCollectionFeeAed ? [`- Home collection: ${formatAed(d.homeCollectionFeeAed)}`] : []),
    `Total: ${formatAed(d.totalAed)}`,
    ...(prep.length ? ["", "Before your test:", ...prep.map((p) => `- ${p}`)] : []),
    "",
    `Your booking: ${d.bookingUrl}`,
  ].join("\n");
}

function bookingHtml(intro: string, d: BookingMessageData, extra: string[] = []): string {
  const prep = preparationLines(d.tests);
  return layout(
    intro,
    html`<p>Dear ${d.patientName},</p>
<p>${intro}</p>
${extra.map((e) => html`<p>${e}</p>`)}
<table style="border-collapse:collapse;width:100%;margin:16px 0" role="presentation">
<tr><td style="padding:4px 0;color:#868e96">Reference</td><td style="padding:4px 0;font-weight:bold">${d.reference}</td></tr>
<tr><td style="padding:4px 0;color:#868e96">When</td><td style="padding:4px 0">${whenText(d)}</td></tr>
<tr><td style="padding:4px 0;color:#868e96">Where</td><td style="padding:4px 0">${whereText(d)}</td></tr>
${sampleLabText(d) ? html`<tr><td style="padding:4px 0;color:#868e96">Lab</td><td style="padding:4px 0">${sampleLabText(d)}</td></tr>` : ""}
<tr><td style="padding:4px 0;color:#868e96">Lab phone</td><td style="padding:4px 0"><a href="tel:${d.lab.phone.replace(/\s+/g, "")}">${d.lab.phone}</a></td></tr>
<tr><td style="padding:4px 0;color:#868e96">Directions</td><td style="padding:4px 0"><a href="${d.lab.directionsUrl}">Directions to ${d.lab.name}</a></td></tr>
</table>
<table style="border-collapse:collapse;width:100%" role="presentation">
${d.tests.map((t) => html`<tr><td style="padding:4px 0">${t.name}</td><td style="padding:4px 0;text-align:right">${formatAed(t.priceAed)}</td></tr>`)}
${d.homeCollectionFeeAed ? html`<tr><td style="padding:4px 0">Home collection</td><td style="padding:4px 0;text-align:right">${formatAed(d.homeCollectionFeeAed)}</td></tr>` : ""}
<tr><td style="padding:4px 0;font-weight:bold">Total</td><td style="padding:4px 0;text-align:right;font-weight:bold">${formatAed(d.totalAed)}</td></tr>
</table>
${prep.length ? html`<p style="font-weight:bold;margin-top:16px">Before your test</p><ul>${prep.map((p) => html`<li>${p}</li>`)}</ul>` : ""}
<p style="margin-top:24px"><a href="${d.bookingUrl}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px">View your booking</a></p>`,
  );
}

function bookingMessage(subject: string, intro: string, d: BookingMessageData, extra: string[] = []): RenderedMessage {
  return { subject, text: bookingText(intro, d, extra), html: bookingHtml(intro, d, extra) };
}

function linkMessage(subject: string, intro: string, action: string, d: LinkMessageData, after: string): RenderedMessage {
  return {
    subject,
    text: [intro, "", `${action}: ${d.link}`, "", `The link works once, for ${d.validFor}. ${after}`].join("\n"),
    html: layout(
      subject,
      html`<p>${intro}</p><p><a href="${d.link}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px">${action}</a></p>
<p style="font-size:13px;color:#495057">Or open this link: ${d.link}</p><p style="font-size:13px;color:#495057">The link works once, for ${d.validFor}. ${after}</p>`,
    ),
  };
}

function noticeMessage(subject: string, lines: string[], d: NoticeMessageData): RenderedMessage {
  const end = `If this wasn't you, reset your password now: ${d.resetUrl}`;
  return {
    subject,
    text: [...lines, "", end].join("\n"),
    html: layout(subject, html`${lines.map((l) => html`<p>${l}</p>`)}<p>If this wasn't you, <a href="${d.resetUrl}">reset your password now</a>.</p>`),
  };
}

/**
 * Renders template `name` with `data` (as captured in the outbox row).
 * Throws on an unknown template name (a row written by a newer version).
 */
export function renderTemplate(name: string, data: unknown): RenderedMessage {
  switch (name as TemplateName) {
    case "booking_created": {
      const d = data as BookingMessageData;
      return bookingMessage(`Booking ${d.reference} received: ${d.dateText} at ${d.time}`, `We have received your booking at ${d.lab.name}. The lab will confirm it shortly.`, d);
    }
    case "booking_confirmed": {
      const d = data as BookingMessageData;
      return bookingMessage(`Booking ${d.reference} confirmed: ${d.dateText} at ${d.time}`, `${d.lab.name} has confirmed your booking.`, d);
    }
    case "booking_cancelled": {
      const d = data as BookingMessageData;
      const by = d.cancelledBy === "lab" ? `${d.lab.name} has cancelled your booking.` : "Your booking has been cancelled as you asked.";
      return bookingMessage(`Booking ${d.reference} cancelled`, by, d, d.cancellationReason ? [`Reason: ${d.cancellationReason}`] : []);
    }
    case "booking_rescheduled": {
      const d = data as BookingMessageData;
      return bookingMessage(
        `Booking ${d.reference} moved to ${d.dateText} at ${d.time}`,
        `Your booking at ${d.lab.name} has been moved.`,
        d,
        d.previousDateText ? [`It was on ${d.previousDateText} at ${d.previousTime}.`] : [],
      );
    }
    case "booking_reminder_24h": {
      const d = data as BookingMessageData;
      return bookingMessage(`Reminder: your lab test tomorrow at ${d.time} (${d.reference})`, `This is a reminder of your booking tomorrow.`, d);
    }
    case "booking_reminder_morning": {
      const d = data as BookingMessageData;
      return bookingMessage(
        `Today: home sample collection between ${d.time} and ${d.endTime} (${d.reference})`,
        `${d.lab.name} will come to collect your sample today between ${d.time} and ${d.endTime}.`,
        d,
      );
    }
    case "email_verification":
      return linkMessage(`Confirm your email for ${SITE_NAME}`, `Welcome to ${SITE_NAME}. Please confirm that this is your email address.`, "Confirm my email", data as LinkMessageData, "If you did not create an account, you can ignore this email.");
    case "password_reset":
      return linkMessage(`Reset your ${SITE_NAME} password`, "We received a request to reset the password of your account.", "Choose a new password", data as LinkMessageData, "If you did not ask for this, you can ignore this email: your password stays as it is.");
    case "email_change_confirm": {
      const d = data as LinkMessageData;
      return linkMessage(`Confirm your new email for ${SITE_NAME}`, `Please confirm ${d.newEmail ?? "this address"} as the new email of your ${SITE_NAME} account.`, "Confirm this email", d, "Until you do, the account keeps its old address.");
    }
    case "email_change_requested": {
      const d = data as NoticeMessageData;
      return noticeMessage(`Your ${SITE_NAME} email is being changed`, [`Someone signed in to your account asked to change its email from ${d.email} to ${d.newEmail ?? "a new address"}.`, "The change happens only when the link sent to the new address is opened."], d);
    }
    case "email_changed": {
      const d = data as NoticeMessageData;
      return noticeMessage(`Your ${SITE_NAME} email was changed`, [`The email of your account was changed from ${d.email} to ${d.newEmail ?? "a new address"}.`], d);
    }
    case "signup_existing_account": {
      const d = data as NoticeMessageData;
      return noticeMessage(`Someone tried to sign up with your email`, [`Someone tried to create a ${SITE_NAME} account with ${d.email}, which already has an account. Nothing was changed.`, "If it was you, sign in instead, or reset your password if you forgot it."], d);
    }
    default:
      throw new Error(`Unknown email template: ${name}`);
  }
}
