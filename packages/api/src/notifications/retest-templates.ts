/**
 * The retest reminder email: the test, the day, the lab cheapest that day (AED; the patient's share
 * under their saved plan, else the self-pay price), a link to the basket holding the test, and the
 * cancel link. Its data is built at send time (retest-reminder-data.ts).
 */
import { formatAed, formatLongDate, listComma } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { html, layout } from "./email-html.ts";
import type { EmailLanguage } from "../i18n/email-i18n.ts";
import type { RenderedMessage } from "./template-data.ts";

/** What the outbox row carries: the reminder and its cancel link (a site path, removed after sending). */
export interface RetestReminderQueued {
  reminderId: string;
  link: string;
}

type Named = { name: string; nameAr: string | null };

/** The cheapest lab for the test today: its name, what the patient pays (AED, "85.00") and the plan used (null: self-pay). */
export interface CheapestLab {
  lab: Named;
  priceAed: string;
  plan: { insurer: Named; plan: Named } | null;
}

/** What the template renders, built at send time. */
export interface RetestReminderMessageData extends RetestReminderQueued {
  test: Named;
  /** The family member's name; null for the account holder. */
  personName: string | null;
  /** The retest's day, "YYYY-MM-DD" (Asia/Dubai). */
  dueDate: string;
  /** The basket holding the test: "/basket?tests=<test id>" (absolute once rendered). */
  basketUrl: string;
  cheapest: CheapestLab | null;
}

/** The cheapest-lab line in `lang`'s language. */
function cheapestLine(c: CheapestLab | null, lang: EmailLanguage): string {
  const { t, locale } = lang;
  if (!c) return t("retestReminder.noOffer");
  const values = { lab: entityName(c.lab, locale), price: formatAed(c.priceAed, locale) };
  if (!c.plan) return t("retestReminder.cheapest", values);
  const plan = `${entityName(c.plan.insurer, locale)}${listComma(locale)}${entityName(c.plan.plan, locale)}`;
  return t("retestReminder.cheapestPlan", { ...values, plan });
}

/** Renders the retest reminder for `d` in `lang`'s language: the test, the cheapest lab, the basket and the cancel link. */
export function renderRetestReminder(d: RetestReminderMessageData, lang: EmailLanguage): RenderedMessage {
  const { t, locale } = lang;
  const test = entityName(d.test, locale);
  const date = formatLongDate(d.dueDate, locale);
  const subject = t("retestReminder.subject", { test });
  const intro = d.personName
    ? t("retestReminder.introPerson", { test, person: d.personName, date })
    : t("retestReminder.intro", { test, date });
  const cheapest = cheapestLine(d.cheapest, lang);
  const action = t("retestReminder.action");
  return {
    subject,
    text: [
      intro,
      "",
      cheapest,
      "",
      `${action}: ${d.basketUrl}`,
      "",
      t("retestReminder.cancelText", { link: d.link }),
    ].join("\n"),
    html: layout(
      subject,
      html`<p>${intro}</p><p>${cheapest}</p><p><a href="${d.basketUrl}" style="background:#1c7ed6;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px">${action}</a></p>
<p style="font-size:13px;color:#495057">${t("link.openLink", { link: d.basketUrl })}</p>
<p style="font-size:13px;color:#495057">${t("retestReminder.cancelBefore")}<a href="${d.link}">${t("retestReminder.cancelLink")}</a></p>`,
      lang,
    ),
  };
}
