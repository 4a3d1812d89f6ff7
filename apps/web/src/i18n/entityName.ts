/**
 * The name of a test, category or lab in the page's language: `nameAr` on an Arabic page when the
 * catalogue has one, else `name` (the English name, which every entity has). A lab's area, street
 * address and emirate likewise (labArea, labAddress, emirateName; the one-line address is
 * formatLabAddress(lab, locale)). One place, so pages switch to Arabic as soon as the API returns it.
 */
import { emirateName, labArea } from "@labcompare/domain/format";
import type { Locale } from "@labcompare/domain/locale";

export { emirateName, formatLabAddress, labArea } from "@labcompare/domain/format";

/** `entity.nameAr` when `locale` is "ar" and it is set (non-empty), else `entity.name`. */
export function entityName(entity: { name: string; nameAr?: string | null }, locale: Locale): string {
  return locale === "ar" && entity.nameAr ? entity.nameAr : entity.name;
}

/** A lab's street address in `locale`: `addressAr` on an Arabic page when set, else `address`. */
export function labAddress(lab: { address: string; addressAr?: string | null }, locale: Locale): string {
  return locale === "ar" && lab.addressAr?.trim() ? lab.addressAr : lab.address;
}

/** `{ area, emirate }` of a lab in `locale`, for the "{{area}}, {{emirate}}" texts. */
export function labAreaEmirate(lab: { area: string; areaAr?: string | null; emirate: string }, locale: Locale): { area: string; emirate: string } {
  return { area: labArea(lab, locale), emirate: emirateName(lab.emirate, locale) };
}
