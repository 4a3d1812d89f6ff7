/**
 * Translation: an i18next instance holds one language's resources (the server keeps one per language
 * for all its renders: `serverI18n`; the browser makes one per page load), read from
 * `locales/<locale>/<namespace>.json`, one file per namespace
 * (a feature: "common" for the layout and shared components, "search", "booking"…). English is the
 * source; `ar` has the same keys (test/i18n-keys.test.ts).
 * A language's resources are one chunk (`locales/<locale>/index.ts`), loaded before the first render.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "@labcompare/domain/locale";

/** Every namespace of a language: namespace → nested keys → text. */
export type LocaleResources = Record<string, Record<string, unknown>>;

/** The resources of `locale`: its chunk, loaded once per process or page. */
export async function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  const loaded = locale === "ar" ? await import("./locales/ar/index") : await import("./locales/en/index");
  return loaded.resources;
}

/**
 * A ready i18next instance for `locale` with `resources` (synchronous: the resources are given).
 * Missing keys show the key itself (never another language): the key test keeps both complete.
 */
export function createI18n(locale: Locale, resources: LocaleResources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const serverInstances = new Map<Locale, Promise<I18n>>();

/**
 * The server's instance for `locale`, made once per process and shared by every render in that
 * language (concurrent ones too): nothing changes an instance's language or resources after
 * `createI18n`, so a render only reads it.
 */
export function serverI18n(locale: Locale): Promise<I18n> {
  let instance = serverInstances.get(locale);
  if (!instance) {
    instance = loadLocaleResources(locale).then((resources) => createI18n(locale, resources));
    serverInstances.set(locale, instance);
  }
  return instance;
}
