/**
 * The SEO copy of each language and the one place that reads an entity's name in a language.
 */
import type { Locale } from "@labcompare/domain/locale";
import { AR_SEO_TEXTS } from "./ar.ts";
import { EN_SEO_TEXTS } from "./en.ts";
import type { SeoTexts } from "./types.ts";

export type { LabSummaryInput, SeoTexts, TestSummaryInput } from "./types.ts";

/** The SEO copy of `locale`. */
export function seoTexts(locale: Locale): SeoTexts {
  return locale === "ar" ? AR_SEO_TEXTS : EN_SEO_TEXTS;
}

/**
 * `entity[field]` in `locale`: for Arabic its `${field}Ar` column ("nameAr", "descriptionAr") when
 * the row has a non-empty one, else `fallback` (by default the English value). Entities without
 * Arabic columns read as if they had none, so the Arabic pages work before the catalogue is translated.
 */
export function localizedField<E extends object, K extends keyof E & string>(entity: E, field: K, locale: Locale, fallback: string | null = entity[field] as string | null): string | null {
  if (locale !== "ar") return (entity[field] as string | null | undefined) ?? null;
  const arabic = (entity as Record<string, unknown>)[`${field}Ar`];
  return typeof arabic === "string" && arabic.trim() ? arabic : fallback;
}

/** An entity's name in `locale` (its Arabic name when it has one): see localizedField. */
export function localizedName(entity: { name: string }, locale: Locale): string {
  return localizedField(entity, "name", locale) ?? entity.name;
}
