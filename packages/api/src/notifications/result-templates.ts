/**
 * The "results ready" email: the booking's reference and a link to its page, and for a critical
 * report a sentence urging prompt contact with a doctor or the lab. No values, no test names and no attachment: an inbox is not a place for health data.
 */
import { html, layout, SITE_NAME } from "./email-html.ts";
import type { RenderedMessage } from "./template-data.ts";
import { emailLanguage, type EmailLanguage } from "../i18n/email-i18n.ts";

/** What the results email carries (captured in the outbox row): the reference and the booking's link. */
export interface ResultReadyMessageData {
  reference: string;
  /** The booking's page: a site path when queued, absolute when rendered (outbox absoluteLinks). */
  bookingUrl: string;
  /** The report has a critically flagged observation (LL/HH): the email urges prompt contact, still without values. Absent in rows queued before. */
  critical?: boolean;
}

/** The subject of the results email: "Your results for booking LC-XXXXXX are ready" (in `lang`'s language). */
export const resultReadySubject = (reference: string, lang: EmailLanguage = emailLanguage()) =>
  lang.t("resultReady.subject", { reference });

/** Renders the results email for `d` in `lang`'s language. */
export function renderResultReady(d: ResultReadyMessageData, lang: EmailLanguage): RenderedMessage {
  const { t } = lang;
  const subject = resultReadySubject(d.reference, lang);
  const intro = t("resultReady.intro", { reference: d.reference, site: SITE_NAME });
  const privacy = t("resultReady.privacy");
  const action = t("resultReady.action");
  const urgent = d.critical ? t("resultReady.critical") : null;
  return {
    subject,
    text: [intro, ...(urgent ? ["", urgent] : []), "", `${action}: ${d.bookingUrl}`, "", privacy].join("\n"),
    html: layout(
      subject,
      html`<p>${intro}</p>${urgent ? html`<p style="font-weight:bold;color:#a51d1d">${urgent}</p>` : ""}<p><a href="${d.bookingUrl}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px">${action}</a></p>
<p style="font-size:13px;color:#495057">${t("link.openLink", { link: d.bookingUrl })}</p><p style="font-size:13px;color:#495057">${privacy}</p>`,
      lang,
    ),
  };
}
