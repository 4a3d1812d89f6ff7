/**
 * Constants and plain helpers of the admin console that the server, the web app and the server-side
 * renderer share (no zod): page size, site SEO defaults, emirates, sample types, audit entities,
 * price and turnaround limits, slugs, page paths and AED amounts ("85.00" strings).
 */
/** Rows per page of every admin list that pages. */
export const ADMIN_PAGE_SIZE = 25;

export { DEFAULT_SEO_SETTINGS, normalizePagePath } from "./seo-defaults.ts";

/** The seven emirates, for a lab's location. */
export const UAE_EMIRATES = [
  "Abu Dhabi",
  "Dubai",
  "Sharjah",
  "Ajman",
  "Umm Al Quwain",
  "Ras Al Khaimah",
  "Fujairah",
] as const;

/** Specimen types a test can use (mirrors the database enum SampleType). */
export const sampleTypes = ["blood", "urine", "stool", "swab", "saliva", "semen"] as const;

/** Entities that appear in the audit log (AuditLog.entity). */
export const auditEntities = [
  "booking",
  "test",
  "lab",
  "category",
  "offer",
  "user",
  "blogPost",
  "seoSettings",
  "pageSeo",
  "resource",
  "notification",
  "report",
  "siteSettings",
  "insurer",
  "insurancePlan",
  "resultShare",
  "familyMember",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** Largest AED amount accepted for a price or fee. */
export const MAX_PRICE_AED = 1_000_000;
/** Longest turnaround accepted, in hours (90 days). */
export const MAX_TURNAROUND_HOURS = 2160;
/** The columns of a lab's price-list CSV, in the order a template uses (`test` and `price_aed` required). */
export const PRICE_LIST_COLUMNS = [
  "test",
  "price_aed",
  "original_price_aed",
  "home_collection_fee_aed",
  "turnaround_hours",
] as const;
/** Price-list import limits: rows (excluding the header) and size in bytes (UTF-8). */
export const PRICE_LIST_MAX_ROWS = 5000;
export const PRICE_LIST_MAX_BYTES = 1_048_576;
/** Turnaround given to a new offer when its price-list row leaves turnaround_hours empty. */
export const DEFAULT_TURNAROUND_HOURS = 24;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** URL slug from a name: "Complete Blood Count (CBC)" → "complete-blood-count-cbc". Never empty ("item"). */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/g, "");
  return slug || "item";
}

/**
 * Page path as stored in page_seo and looked up by the renderer: trimmed, without query string or
 * fragment, without trailing slashes ("/" stays "/"). Case is kept (paths are case-sensitive).
 */

/**
 * Parses an AED amount to a string with two decimals ("85" → "85.00", "1,200.5" → "1200.50",
 * "AED 99" → "99.00"); numbers are accepted when they have at most two decimals.
 * Returns null when it is not a positive amount (or zero when `allowZero`), has more than two
 * decimals, or exceeds MAX_PRICE_AED.
 */
export function parseAedAmount(value: unknown, options: { allowZero?: boolean } = {}): string | null {
  let cents: number;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    const scaled = value * 100;
    cents = Math.round(scaled);
    if (Math.abs(scaled - cents) > 1e-6) return null;
  } else if (typeof value === "string") {
    let text = value
      .trim()
      .replace(/^aed\s*/i, "")
      .replace(/\s*aed$/i, "");
    if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
    const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) return null;
    cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  } else {
    return null;
  }
  if (cents > MAX_PRICE_AED * 100) return null;
  if (cents === 0 && !options.allowZero) return null;
  return (cents / 100).toFixed(2);
}
