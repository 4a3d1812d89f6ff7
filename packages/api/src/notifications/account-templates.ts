/**
 * The account emails: single-use links (email verification, password reset, email change) and the
 * notices that name an address (email change requested, email changed, sign-up with a taken email),
 * each with its "not you?" reset link. HTML through `html`…`` (email-html.ts), which escapes values.
 */
import { html, layout, SITE_NAME } from "./email-html.ts";
import type { EmailLanguage } from "../i18n/email-i18n.ts";
import type { LinkMessageData, NoticeMessageData, RenderedMessage, TemplateName } from "./template-data.ts";

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

/** The account templates renderAccountTemplate renders. */
export type AccountTemplateName = Extract<
  TemplateName,
  | "email_verification"
  | "password_reset"
  | "email_change_confirm"
  | "email_change_requested"
  | "email_changed"
  | "signup_existing_account"
>;

/**
 * Renders account template `template` with `data` (LinkMessageData for the link emails,
 * NoticeMessageData for the notices) in `lang`'s language. Output: subject, text and HTML.
 */
export function renderAccountTemplate(
  template: AccountTemplateName,
  data: unknown,
  lang: EmailLanguage,
): RenderedMessage {
  const { t } = lang;
  const site = SITE_NAME;
  switch (template) {
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
  }
}
