/**
 * The SEO copy of each language.
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
