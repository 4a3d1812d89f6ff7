/**
 * The emails' texts in each language: `locales/<locale>.json` (English is the source; the key test
 * packages/api/test/email-i18n.test.ts keeps Arabic complete), through one i18next instance that
 * holds both, and the language's direction for the HTML.
 */
import { createInstance } from "i18next";
import { directionOf, type Locale } from "@labcompare/domain/locale";
import ar from "./locales/ar.json";
import en from "./locales/en.json";

export const emailResources = { en, ar } as const;

const i18n = createInstance();
void i18n.init({
  resources: { en: { email: en }, ar: { email: ar } },
  ns: ["email"],
  defaultNS: "email",
  fallbackLng: false,
  // The email HTML escapes every value itself (email-html.ts).
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * A text of the emails by key ("booking.total"), with its values. Plainly typed: the web app, whose
 * type check also reads this file, types i18next's keys for its own resources.
 */
export type EmailT = (key: string, values?: Record<string, string | number>) => string;

/** What a template writes with: `t` in the recipient's language, the language and its direction. */
export interface EmailLanguage {
  t: EmailT;
  locale: Locale;
  dir: "ltr" | "rtl";
}

/** The texts of `locale` ("en" when absent: rows queued before languages existed). */
export function emailLanguage(locale: Locale = "en"): EmailLanguage {
  // i18next's own types differ by which program reads this file (see EmailT): call it plainly.
  const fixed = i18n.getFixedT(locale) as unknown as (key: string, values?: object) => unknown;
  return { t: (key, values) => String(fixed(key, values)), locale, dir: directionOf(locale) };
}
