/**
 * A doctor's list of tests as a patient types or pastes it ("CBC, Vitamin D, TSH and HbA1c"): how it
 * is split into items and what it may hold (at most DOCTOR_LIST_MAX_CHARS characters and
 * DOCTOR_LIST_MAX_ITEMS distinct items). Shared by catalog.resolveList (server), its input schema
 * and the list box in the browser, so all three count the same items.
 */

/** Longest list text, in characters. */
export const DOCTOR_LIST_MAX_CHARS = 2000;
/** Most distinct items in one list (a basket holds 20 tests). */
export const DOCTOR_LIST_MAX_ITEMS = 20;

/**
 * One piece of the list between commas, semicolons (Latin or Arabic) or line breaks (`text`), and its parts when it
 * also holds "and", "+" or "/" (`parts`, else `[text]`). The resolver keeps `text` whole when it is
 * itself a test's exact name or synonym ("PT/INR", "Stool ova and parasites"), else uses the parts.
 */
export interface ListSegment {
  text: string;
  parts: string[];
}

// A comma between two digits belongs to the item ("1,25-Dihydroxy Vitamin D"). The Arabic comma and
// semicolon separate items as theirs do ("صورة الدم الكاملة، فيتامين د").
const PRIMARY = /[\r\n;؛،]+|,(?!\d)|(?<!\d),/;
const SECONDARY = /(?<![\p{L}\p{N}])and(?![\p{L}\p{N}])|\+|\//iu;
// Bullets and numbering of a pasted list: "- CBC", "• TSH", "1. HbA1c", "2) LFT".
const LIST_MARKER = /^(?:[-*•·–]+|\d{1,2}[.)])\s+/u;

/** An item without surrounding spaces, list markers and quotes. */
function clean(item: string): string {
  return item
    .trim()
    .replace(LIST_MARKER, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/gu, "")
    .trim();
}

/**
 * The key two items are the same by: lower case, every run of characters other than letters and
 * digits as one space ("Vit. D" and "vit d" are one item). The database normalises a test's written
 * forms the same way (SQL function test_match_key). "" for an item with no letters or digits.
 */
export function listItemKey(item: string): string {
  return item
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The list's segments in the order written; empty items (",,", "and and") are left out. */
export function splitDoctorList(text: string): ListSegment[] {
  const segments: ListSegment[] = [];
  for (const raw of text.split(PRIMARY)) {
    const whole = clean(raw);
    if (!listItemKey(whole)) continue;
    const parts = whole
      .split(SECONDARY)
      .map(clean)
      .filter((p) => listItemKey(p) !== "");
    if (!parts.length) continue;
    segments.push({ text: whole, parts: parts.length > 1 ? parts : [whole] });
  }
  return segments;
}

/** The list's distinct items at most (every segment split into its parts), by listItemKey, in order. */
export function doctorListItems(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of splitDoctorList(text).flatMap((s) => s.parts)) {
    const key = listItemKey(part);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(part);
  }
  return items;
}

/** Why a list cannot be resolved, or null when it can. */
export type DoctorListProblem = "empty" | "tooLong" | "tooMany";

/** Checks a list against the limits: no item, more than DOCTOR_LIST_MAX_CHARS characters, more than DOCTOR_LIST_MAX_ITEMS items. */
export function doctorListProblem(text: string): DoctorListProblem | null {
  if (text.length > DOCTOR_LIST_MAX_CHARS) return "tooLong";
  const count = doctorListItems(text).length;
  if (count === 0) return "empty";
  return count > DOCTOR_LIST_MAX_ITEMS ? "tooMany" : null;
}
