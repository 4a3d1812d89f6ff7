/**
 * The body every booking email shares, as text and HTML: the greeting, the intro, the booking's
 * reference, when and where, the lab's phone and directions, the tests and total (AED), an insured
 * booking's plan and share, and the preparation, in the recipient's language.
 */
import { formatAed, formatLabPlace, formatLongDate } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { html, layout } from "./email-html.ts";
import type { EmailLanguage } from "../i18n/email-i18n.ts";
import { preparationLines } from "../i18n/preparation.ts";
import { insuranceLines, insuranceTexts } from "../i18n/insurance-texts.ts";
import type { BookingMessageData, RenderedMessage } from "./template-data.ts";

/** A date of the row in `lang`'s language: from its "YYYY-MM-DD" when kept, else the English text it was queued with. */
export function dateIn(lang: EmailLanguage, iso: string | undefined, english: string | undefined): string {
  return iso ? formatLongDate(iso, lang.locale) : (english ?? "");
}

/** The lab's name in `lang`'s language. */
export function labName(d: BookingMessageData, lang: EmailLanguage): string {
  return entityName(d.lab, lang.locale);
}

/** Where the patient meets the lab: their home for home collection, else the lab itself. */
function whereText(d: BookingMessageData, lang: EmailLanguage): string {
  return d.collectionMode === "home_collection"
    ? lang.t("booking.homeCollectionAt", { address: d.collectionAddress ?? "", lab: labName(d, lang) })
    : formatLabPlace(d.lab, lang.locale);
}

/**
 * The lab line of a home collection (the sample is tested there; its phone and directions follow),
 * or null for a lab visit, whose "Where" is the lab already.
 */
function sampleLabText(d: BookingMessageData, lang: EmailLanguage): string | null {
  return d.collectionMode === "home_collection"
    ? lang.t("booking.sampleTestedHere", { lab: formatLabPlace(d.lab, lang.locale) })
    : null;
}

function whenText(d: BookingMessageData, lang: EmailLanguage): string {
  const date = dateIn(lang, d.date, d.dateText);
  return d.collectionMode === "home_collection"
    ? lang.t("booking.whenWindow", { date, start: d.time, end: d.endTime })
    : lang.t("booking.whenVisit", { date, time: d.time });
}

/** The greeting: "Dear <name>," to the account holder; "Hello," when the booking is for a family member. */
const greeting = (d: BookingMessageData, lang: EmailLanguage) =>
  d.person ? lang.t("booking.hello") : lang.t("booking.dear", { name: d.patientName });

/** Whom a family member's booking is for: "Layla (your child)"; null for the account holder's. */
const personText = (d: BookingMessageData, lang: EmailLanguage) =>
  d.person
    ? lang.t("booking.forPerson", {
        name: d.person.name,
        relation: lang.t(`booking.relation.${d.person.relation}`),
      })
    : null;

function bookingText(intro: string, d: BookingMessageData, lang: EmailLanguage, extra: string[]): string {
  const { t, locale } = lang;
  const prep = preparationLines(d.tests, lang);
  const sampleLab = sampleLabText(d, lang);
  const person = personText(d, lang);
  return [
    greeting(d, lang),
    "",
    intro,
    ...extra,
    "",
    ...(person ? [`${t("booking.for")}: ${person}`] : []),
    `${t("booking.reference")}: ${d.reference}`,
    `${t("booking.when")}: ${whenText(d, lang)}`,
    `${t("booking.where")}: ${whereText(d, lang)}`,
    ...(sampleLab ? [`${t("booking.lab")}: ${sampleLab}`] : []),
    `${t("booking.labPhone")}: ${d.lab.phone}`,
    `${t("booking.directions")}: ${d.lab.directionsUrl}`,
    "",
    `${t("booking.tests")}:`,
    ...d.tests.map((test) => `- ${entityName(test, locale)}: ${formatAed(test.priceAed, locale)}`),
    ...(d.homeCollectionFeeAed
      ? [`- ${t("booking.homeCollection")}: ${formatAed(d.homeCollectionFeeAed, locale)}`]
      : []),
    `${t("booking.total")}: ${formatAed(d.totalAed, locale)}`,
    ...insuranceLines(d.insurance, lang),
    ...(prep.length ? ["", `${t("booking.beforeYourTest")}:`, ...prep.map((p) => `- ${p}`)] : []),
    "",
    `${t("booking.yourBooking")}: ${d.bookingUrl}`,
  ].join("\n");
}

function bookingHtml(intro: string, d: BookingMessageData, lang: EmailLanguage, extra: string[]): string {
  const { t, locale } = lang;
  const prep = preparationLines(d.tests, lang);
  const sampleLab = sampleLabText(d, lang);
  const ins = d.insurance ? insuranceTexts(d.insurance, lang) : null;
  // The amounts' column sits on the side the text ends.
  const end = lang.dir === "rtl" ? "left" : "right";
  const label = "padding:4px 0;color:#868e96";
  // Digits, references and phone numbers read left to right inside Arabic text.
  const ltr = lang.dir === "rtl" ? html` dir="ltr"` : "";
  const person = personText(d, lang);
  return layout(
    intro,
    html`<p>${greeting(d, lang)}</p>
<p>${intro}</p>
${extra.map((e) => html`<p>${e}</p>`)}
<table style="border-collapse:collapse;width:100%;margin:16px 0" role="presentation">
${person ? html`<tr><td style="${label}">${t("booking.for")}</td><td style="padding:4px 0;font-weight:bold">${person}</td></tr>` : ""}
<tr><td style="${label}">${t("booking.reference")}</td><td style="padding:4px 0;font-weight:bold"${ltr}>${d.reference}</td></tr>
<tr><td style="${label}">${t("booking.when")}</td><td style="padding:4px 0">${whenText(d, lang)}</td></tr>
<tr><td style="${label}">${t("booking.where")}</td><td style="padding:4px 0">${whereText(d, lang)}</td></tr>
${sampleLab ? html`<tr><td style="${label}">${t("booking.lab")}</td><td style="padding:4px 0">${sampleLab}</td></tr>` : ""}
<tr><td style="${label}">${t("booking.labPhone")}</td><td style="padding:4px 0"><a href="tel:${d.lab.phone.replace(/\s+/g, "")}"${ltr}>${d.lab.phone}</a></td></tr>
<tr><td style="${label}">${t("booking.directions")}</td><td style="padding:4px 0"><a href="${d.lab.directionsUrl}">${t("booking.directionsTo", { lab: labName(d, lang) })}</a></td></tr>
</table>
<table style="border-collapse:collapse;width:100%" role="presentation">
${d.tests.map((test) => html`<tr><td style="padding:4px 0">${entityName(test, locale)}</td><td style="padding:4px 0;text-align:${end}"${ltr}>${formatAed(test.priceAed, locale)}</td></tr>`)}
${d.homeCollectionFeeAed ? html`<tr><td style="padding:4px 0">${t("booking.homeCollection")}</td><td style="padding:4px 0;text-align:${end}"${ltr}>${formatAed(d.homeCollectionFeeAed, locale)}</td></tr>` : ""}
<tr><td style="padding:4px 0;font-weight:bold">${t("booking.total")}</td><td style="padding:4px 0;text-align:${end};font-weight:bold"${ltr}>${formatAed(d.totalAed, locale)}</td></tr>
${
  ins
    ? html`<tr><td style="padding:4px 0">${ins.planLabel}</td><td style="padding:4px 0;text-align:${end}">${ins.plan}</td></tr>
<tr><td style="padding:4px 0;font-weight:bold">${ins.shareLabel}</td><td style="padding:4px 0;text-align:${end};font-weight:bold"${ltr}>${ins.share}</td></tr>`
    : ""
}
</table>
${ins ? html`<p style="font-size:13px;color:#495057;margin:4px 0 0">${ins.notice}</p>` : ""}
${prep.length ? html`<p style="font-weight:bold;margin-top:16px">${t("booking.beforeYourTest")}</p><ul>${prep.map((p) => html`<li>${p}</li>`)}</ul>` : ""}
<p style="margin-top:24px"><a href="${d.bookingUrl}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px">${t("booking.viewBooking")}</a></p>`,
    lang,
  );
}

/**
 * A booking email: `subject`, and the shared body (text and HTML) opening with `intro` and the
 * `extra` paragraphs. Input texts already in `lang`'s language. Output: subject, text and HTML.
 */
export function bookingMessage(
  subject: string,
  intro: string,
  d: BookingMessageData,
  lang: EmailLanguage,
  extra: string[] = [],
): RenderedMessage {
  return { subject, text: bookingText(intro, d, lang, extra), html: bookingHtml(intro, d, lang, extra) };
}
