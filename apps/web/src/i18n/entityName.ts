/**
 * The name of a test, category or lab in the page's language: `nameAr` on an Arabic page when the
 * catalogue has one, else `name` (the English name, which every entity has). One place, so pages
 * switch to Arabic names as soon as the API returns them.
 */
import type { Locale } from "@labcompare/domain/locale";

/** `entity.nameAr` when `locale` is "ar" and it is set (non-empty), else `entity.name`. */
export function entityName(entity: { name: string; nameAr?: string | null }, locale: Locale): string {
  return locale === "ar" && entity.nameAr ? entity.nameAr : entity.name;
}
