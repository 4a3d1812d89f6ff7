/**
 * The site's languages and where each lives: English at the plain paths, Arabic at the same paths
 * under `/ar` (`/ar/`, `/ar/search?q=…`, `/ar/tests/…`). The address alone sets a page's language;
 * the visitor's saved choice (the `lang` cookie, the profile's locale) only decides where `/` leads.
 * Used by the web app (its router's basename, the language switch) and the host (the page's
 * `lang`/`dir`, hreflang alternates, the sitemap).
 */
import type { Locale } from "./format/intl.ts";

export type { Locale } from "./format/intl.ts";

/** Every language, English first (the default and `x-default`). */
export const LOCALES: readonly Locale[] = ["en", "ar"];

/** The cookie that keeps a visitor's chosen language ("en" | "ar"), a year long. */
export const LOCALE_COOKIE = "lang";

/** The path prefix of Arabic pages. */
export const ARABIC_PREFIX = "/ar";

/** "ar" for `/ar` and every path under it, else "en". */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : "en";
}

/** The router's basename for `locale`: "" (English) or "/ar". */
export function basenameOf(locale: Locale): string {
  return locale === "ar" ? ARABIC_PREFIX : "";
}

/** `pathname` without its language prefix: "/ar/search" → "/search", "/ar" → "/". */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || "/";
}

/**
 * The same page in `locale`: `path` (with its query and hash, in either language) with the prefix
 * of `locale`. "/search?q=cbc" → "/ar/search?q=cbc"; "/ar/" → "/"; "/" in Arabic → "/ar/".
 */
export function pathInLocale(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const plain = pathWithoutLocale(pathname);
  return `${locale === "ar" ? `${ARABIC_PREFIX}${plain}` : plain}${rest}`;
}

/** The writing direction of `locale`. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** `value` as a Locale when it names one ("en", "ar"), else null (a cookie or a form field). */
export function parseLocale(value: string | null | undefined): Locale | null {
  return value === "en" || value === "ar" ? value : null;
}

/**
 * `entity[field]` in `locale`: on an Arabic page its Arabic twin `${field}Ar` ("nameAr",
 * "descriptionAr", "preparationInstructionsAr") when that is set and not blank, else `fallback`,
 * by default the English value (every catalogue entity has English text, so Arabic pages work before
 * the catalogue is translated; a page's meta description passes null so it never mixes languages).
 * The one rule for the web app and the server's page texts.
 */
export function inLocale<F extends string>(
  entity: { readonly [K in F]: string | null } & { readonly [K in `${F}Ar`]?: string | null },
  field: F,
  locale: Locale,
  fallback: string | null = entity[field],
): string | null {
  if (locale !== "ar") return entity[field];
  const arabic = (entity as { readonly [K in `${F}Ar`]?: string | null })[`${field}Ar`];
  return arabic?.trim() ? arabic : fallback;
}

/** An entity's name in `locale` (inLocale's rule; the English name when it has no Arabic one). */
export function entityName(
  entity: { readonly name: string; readonly nameAr?: string | null },
  locale: Locale,
): string {
  return inLocale(entity, "name", locale) ?? entity.name;
}
