/**
 * Arabic queries: what a patient types in Arabic script is matched by its normalised form, made by
 * the same SQL functions (migration arabic_names) that normalise the catalogue's Arabic names and
 * synonyms, so both sides are spelt one way and the rule has one home.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";

/** A letter of the Arabic script: a query holding one is matched by its normalised form. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/** Whether `text` holds Arabic script (then `normaliseArabic` gives the form it is matched by). */
export function hasArabic(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/** A text as Arabic search matches it: its words (`text`) and its exact-match key (`key`). */
export interface ArabicSearchForm {
  /**
   * SQL arabic_search_text in lower case: tashkeel and tatweel removed, alef forms as ا, ى as ي, ة
   * as ه, the article ال dropped from each word, the words that only say "a test" (تحليل، فحص،
   * اختبار) dropped ("تحليل الفيتامين د" → "فيتامين د"). Split it into words as any query.
   */
  text: string;
  /** SQL test_match_key: the form tests.match_keys holds (an exact name or synonym). */
  key: string;
}

/**
 * `texts` normalised as Arabic search matches them (see ArabicSearchForm), in the same order, in
 * one statement. Each text must be as written: the normalisation is applied once, never to its
 * own output (removing ال twice would also remove letters of the word).
 */
export async function normaliseArabic(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  texts: string[],
): Promise<ArabicSearchForm[]> {
  if (!texts.length) return [];
  const rows = await readRows<ArabicSearchForm & { ord: number }>(
    db,
    `SELECT u.ord::int AS ord, lower(arabic_search_text(u.input)) AS text, coalesce(test_match_key(u.input), '') AS key
     FROM unnest($1::text[]) WITH ORDINALITY AS u(input, ord) ORDER BY u.ord`,
    [texts],
  );
  return rows.map(({ text, key }) => ({ text, key }));
}

/** The Arabic names of the tests `ids` that have one, by id (a list's matches named on Arabic pages). */
export async function testArabicNames(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  ids: string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await readRows<{ id: string; nameAr: string }>(
    db,
    `SELECT id::text AS id, name_ar AS "nameAr" FROM tests WHERE id::text = ANY($1::text[]) AND name_ar IS NOT NULL`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.nameAr]));
}
