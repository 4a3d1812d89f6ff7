/**
 * Every transactional email: each template renders a subject, a plain-text body and an HTML body
 * from the data captured when the message was queued (template-data.ts): the booking emails in
 * booking-templates.ts, the account emails in account-templates.ts, results and retest reminders in
 * result-templates.ts and retest-templates.ts. HTML is built with `html`…`` (email-html.ts), which
 * escapes every interpolated value: no user input reaches the HTML unescaped. Times are Asia/Dubai;
 * money is AED with two decimals. Each is written in the recipient's language
 * (i18n/email-i18n.ts: i18n/locales/<locale>.json).
 */
import type { Locale } from "@labcompare/domain/locale";
import { emailLanguage } from "../i18n/email-i18n.ts";
import { renderAccountTemplate } from "./account-templates.ts";
import { renderBookingTemplate } from "./booking-templates.ts";
import { renderResultReady, type ResultReadyMessageData } from "./result-templates.ts";
import { renderRetestReminder, type RetestReminderMessageData } from "./retest-templates.ts";
import type { BookingMessageData, RenderedMessage, TemplateName } from "./template-data.ts";

/**
 * Renders template `name` with `data` (as captured in the outbox row) in `locale`'s language
 * (the recipient's profile; "en" for rows without one). Output: subject, text and HTML. Throws on
 * an unknown template name (a row written by a newer version).
 */
export function renderTemplate(name: string, data: unknown, locale: Locale = "en"): RenderedMessage {
  const template = name as TemplateName;
  const lang = emailLanguage(locale);
  switch (template) {
    case "booking_created":
    case "booking_confirmed":
    case "booking_cancelled":
    case "booking_rescheduled":
    case "booking_reminder_24h":
    case "booking_reminder_morning":
      return renderBookingTemplate(template, data as BookingMessageData, lang);
    case "email_verification":
    case "password_reset":
    case "email_change_confirm":
    case "email_change_requested":
    case "email_changed":
    case "signup_existing_account":
      return renderAccountTemplate(template, data, lang);
    case "result_ready":
      return renderResultReady(data as ResultReadyMessageData, lang);
    case "retest_reminder":
      return renderRetestReminder(data as RetestReminderMessageData, lang);
    default:
      throw new Error(`Unknown email template: ${name}`);
  }
}
