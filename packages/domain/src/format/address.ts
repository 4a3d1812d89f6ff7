/**
 * A lab's address as one line, for pages, emails and calendar events alike: the street address,
 * then the area and the emirate unless the address already names them, so no part repeats
 * ("…, Dubai Healthcare City" + "Dubai Healthcare City" + "Dubai" → "…, Dubai Healthcare City, Dubai").
 * In Arabic: the lab's Arabic address, area and name where it has them, the emirate's Arabic name,
 * parts joined by the Arabic comma.
 */
import { entityName, inLocale } from "../locale.ts";
import type { Locale } from "./intl.ts";
import { joinList } from "./text.ts";

/** The parts of a lab's address as stored: street address (comma-separated), area, emirate, and their Arabic forms. */
export interface LabAddressParts {
  address: string;
  addressAr?: string | null;
  area?: string | null;
  areaAr?: string | null;
  emirate?: string | null;
}

/** The seven emirates as the catalogue stores them (English) → Arabic. */
const EMIRATES_AR: Record<string, string> = {
  "Abu Dhabi": "أبوظبي",
  Dubai: "دبي",
  Sharjah: "الشارقة",
  Ajman: "عجمان",
  "Umm Al Quwain": "أم القيوين",
  "Ras Al Khaimah": "رأس الخيمة",
  Fujairah: "الفجيرة",
};

/** An emirate ("Dubai", as stored) in `locale`: "دبي" in Arabic; an unknown name as given. */
export function emirateName(emirate: string, locale: Locale = "en"): string {
  return locale === "ar" ? (EMIRATES_AR[emirate] ?? emirate) : emirate;
}

/** A lab's area in `locale`: its Arabic area on Arabic pages when it has one, else the English one. */
export function labArea(lab: { area: string; areaAr?: string | null }, locale: Locale = "en"): string {
  return inLocale(lab, "area", locale) ?? lab.area;
}

/** A lab's street address in `locale`: its Arabic address on Arabic pages when it has one, else the English one. */
export function labAddress(
  lab: { address: string; addressAr?: string | null },
  locale: Locale = "en",
): string {
  return inLocale(lab, "address", locale) ?? lab.address;
}

/** `{ area, emirate }` of a lab in `locale`, for the "{{area}}, {{emirate}}" texts. */
export function labAreaEmirate(
  lab: { area: string; areaAr?: string | null; emirate: string },
  locale: Locale = "en",
): { area: string; emirate: string } {
  return { area: labArea(lab, locale), emirate: emirateName(lab.emirate, locale) };
}

/** Lower case, single spaces: how two parts are compared. */
const norm = (part: string) => part.toLowerCase().replace(/\s+/g, " ").trim();

/** True when `part` holds `words` as whole words ("al barsha 1" holds "al barsha", not "barsha heights"). */
function holdsWords(part: string, words: string): boolean {
  return ` ${part} `.includes(` ${words} `);
}

/**
 * "Building 64, Al Razi Complex, Dubai Healthcare City, Dubai". Parts are compared case-insensitively
 * and left out when already said: any part equal to an earlier one; the area when an earlier part
 * holds it as whole words ("Jumeirah 2" already says "Jumeirah"); the emirate when the part before it
 * ends with it ("Downtown Dubai"). A part merely starting with the emirate keeps it ("Dubai Healthcare
 * City, Dubai"): many areas are named after their emirate.
 */
export function formatLabAddress(lab: LabAddressParts, locale: Locale = "en"): string {
  const kept: string[] = [];
  const said = () => kept.map(norm);
  const add = (part: string | null | undefined, role: "address" | "area" | "emirate") => {
    const text = part?.replace(/\s+/g, " ").trim();
    if (!text) return;
    const n = norm(text);
    const earlier = said();
    if (earlier.includes(n)) return;
    if (role === "area" && earlier.some((e) => holdsWords(e, n))) return;
    if (role === "emirate" && earlier.length > 0 && ` ${earlier[earlier.length - 1]}`.endsWith(` ${n}`))
      return;
    kept.push(text);
  };
  for (const part of labAddress(lab, locale).split(/[,،]/)) add(part, "address");
  add(lab.area && labArea({ area: lab.area, areaAr: lab.areaAr }, locale), "area");
  add(lab.emirate && emirateName(lab.emirate, locale), "emirate");
  return joinList(kept, locale);
}

/** "Sidra Crest Diagnostics, Building 64, …, Dubai Healthcare City, Dubai": the lab's name, then its address (Arabic ones in Arabic). */
export function formatLabPlace(
  lab: LabAddressParts & { name: string; nameAr?: string | null },
  locale: Locale = "en",
): string {
  const address = formatLabAddress(lab, locale);
  const name = entityName(lab, locale);
  return address ? joinList([name, address], locale) : name;
}
