/**
 * catalog.resolveList: a doctor's list ("CBC, Vitamin D, TSH and HbA1c") resolved to tests, item by
 * item in the order written. Splitting and limits: @labcompare/domain/doctor-list; the statements:
 * @labcompare/db's sql/resolve-list.ts (two at most for the whole list).
 */
import {
  hasArabic,
  likelyListMatches,
  LIST_MAX_WORDS_PER_ITEM,
  lookUpListItems,
  newCorrectionWork,
  normaliseArabic,
  queryTokens,
  testArabicNames,
  wordsToCorrect,
  type CorrectionWork,
  type LikelyListItem,
  type PrismaClient,
} from "@labcompare/db";
import { doctorListProblem, listItemKey, splitDoctorList } from "@labcompare/domain/doctor-list";
import { doctorListProblemMessage } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

/**
 * How sure the match is: "exact" — the item is the test's name (also without its bracketed parts or
 * a trailing "test"), a synonym or abbreviation, or its LOINC code, in any letter case, or its Arabic
 * name or synonym as Arabic search normalises them ("تحليل السكر التراكمي"); "likely" —
 * search's typo match ("vitamn d"); "none" — nothing found.
 */
export type ListConfidence = "exact" | "likely" | "none";

/** One item of the list: as written, its test (or null), up to three other candidates, and how sure. */
export interface ResolvedListItem {
  input: string;
  match: { testId: string; name: string; nameAr: string | null; slug: string } | null;
  alternatives: { testId: string; name: string; nameAr: string | null }[];
  confidence: ListConfidence;
}

/** An item before its tests' Arabic names are added. */
type UnnamedItem = Omit<ResolvedListItem, "match" | "alternatives"> & {
  match: Omit<NonNullable<ResolvedListItem["match"]>, "nameAr"> | null;
  alternatives: Omit<ResolvedListItem["alternatives"][number], "nameAr">[];
};

interface Candidate {
  id: string;
  name: string;
  slug: string;
}

/**
 * Resolves `text` into items in the order written, repeats removed (the same text in any case and
 * punctuation, or the same test found twice: the first is kept). A piece with "and", "+" or "/"
 * stays whole when it is itself a test's exact form ("PT/INR"), else each part is an item.
 * Typo correction is bounded per call, whatever the text (the caller is anonymous): an item's typo
 * match considers its first LIST_MAX_WORDS_PER_ITEM (6) words; of each item without an exact match,
 * the first MAX_CORRECTED_WORDS_PER_QUERY (4) distinct of those of 4+ characters, and at most
 * LIST_MAX_CORRECTED_WORDS (8) distinct words for the whole list (in order written), are looked up
 * for corrections, up to MAX_CORRECTIONS_PER_WORD (5) candidates each; at most
 * LIST_MAX_WHOLE_TEXT_ITEMS (2) items whose words find nothing are compared whole with every test.
 * Other words are matched as typed; other items whose words find nothing are "none".
 * `work` (optional) counts the correction work done, as the database reports it.
 * Errors: BAD_REQUEST with messages.catalog.listEmpty / listTooLong / listTooMany (the input schema
 * checks the same first).
 */
export async function resolveList(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  text: string,
  work: CorrectionWork = newCorrectionWork(),
): Promise<{ items: ResolvedListItem[] }> {
  const problem = doctorListProblem(text);
  if (problem) {
    throw new AppError("BAD_REQUEST", doctorListProblemMessage(problem));
  }
  const segments = splitDoctorList(text);
  // Arabic items are matched by their normalised form (SQL arabic_search_text, as search does); the
  // exact lookup normalises the text as written itself (test_match_key).
  const arabicTexts = [...new Set(segments.flatMap((s) => s.parts).filter(hasArabic))];
  const arabicForms = new Map(
    (await normaliseArabic(db, arabicTexts)).map((f, i) => [arabicTexts[i]!, f.text]),
  );
  const matchText = (s: string) => arabicForms.get(s) ?? s;
  // The words an item's typo match considers; the first of them are looked up for corrections.
  const itemWords = (s: string) => queryTokens(matchText(s)).slice(0, LIST_MAX_WORDS_PER_ITEM);

  const { lookups, indexOf, words } = listLookups(segments, itemWords);
  const rows = await lookUpListItems(db, lookups, words, work);
  const exact = new Map<number, Candidate[]>();
  const fixes = new Map<string, string[]>();
  for (const r of rows) {
    if (r.kind === "match")
      exact.set(r.item, [...(exact.get(r.item) ?? []), { id: r.id!, name: r.name!, slug: r.slug! }]);
    else fixes.set(`${r.item} ${r.token}`, [...(fixes.get(`${r.item} ${r.token}`) ?? []), r.word!]);
  }
  const items = listItems(segments, indexOf, exact);

  const unmatched: LikelyListItem[] = items
    .filter((i) => !exact.has(i.index))
    .map((i) => {
      const words = itemWords(i.input);
      const fixesOf = (w: string) => fixes.get(`${i.index} ${w}`) ?? [];
      return {
        item: i.index,
        arabic: arabicForms.has(i.input),
        typed: listItemKey(matchText(i.input)),
        corrected: words.map((w) => fixesOf(w)[0] ?? w).join(" "),
        // A correction the typed word already covers as a prefix adds nothing (as in search).
        groups: words.map((w) => [w, ...fixesOf(w).filter((f) => !f.startsWith(w))]),
      };
    })
    .filter((i) => i.groups.length > 0);
  const likely = new Map<number, Candidate[]>();
  if (unmatched.length) {
    for (const r of await likelyListMatches(db, unmatched, work))
      likely.set(r.item, [...(likely.get(r.item) ?? []), { id: r.id, name: r.name, slug: r.slug }]);
  }
  return { items: await withArabicNames(db, pickMatches(items, exact, likely)) };
}

type Segment = ReturnType<typeof splitDoctorList>[number];

/**
 * Every text looked up exactly, once per key (each piece whole, and its parts), by index; and the
 * words of each part to look up for corrections, with the index of their part.
 */
function listLookups(segments: Segment[], itemWords: (s: string) => string[]) {
  const lookups: string[] = [];
  const indexOf = new Map<string, number>();
  const lookup = (s: string) => {
    const key = listItemKey(s);
    if (!indexOf.has(key)) indexOf.set(key, lookups.push(s) - 1);
    return indexOf.get(key)!;
  };
  const words: { item: number; word: string }[] = [];
  for (const segment of segments) {
    lookup(segment.text);
    for (const part of segment.parts) {
      const item = lookup(part);
      for (const word of wordsToCorrect(itemWords(part))) words.push({ item, word });
    }
  }
  return { lookups, indexOf, words };
}

/** The items: a piece whole when it matched exactly as a whole, else its parts; each key once. */
function listItems(
  segments: Segment[],
  indexOf: Map<string, number>,
  exact: Map<number, Candidate[]>,
): { input: string; index: number }[] {
  const items: { input: string; index: number }[] = [];
  const seen = new Set<number>();
  for (const segment of segments) {
    const whole = indexOf.get(listItemKey(segment.text))!;
    const texts = segment.parts.length > 1 && exact.has(whole) ? [segment.text] : segment.parts;
    for (const input of texts) {
      const index = indexOf.get(listItemKey(input))!;
      if (seen.has(index)) continue;
      seen.add(index);
      items.push({ input, index });
    }
  }
  return items;
}

/** The items with the Arabic names of their matched and alternative tests (one read). */
async function withArabicNames(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  resolved: UnnamedItem[],
): Promise<ResolvedListItem[]> {
  const ids = resolved.flatMap((i) => [
    ...(i.match ? [i.match.testId] : []),
    ...i.alternatives.map((a) => a.testId),
  ]);
  const arabic = await testArabicNames(db, [...new Set(ids)]);
  const named = <T extends { testId: string }>(t: T) => ({ ...t, nameAr: arabic.get(t.testId) ?? null });
  return resolved.map((i) => ({
    ...i,
    match: i.match && named(i.match),
    alternatives: i.alternatives.map(named),
  }));
}

/** Each item with its match (exact first, else likely) and alternatives; an item whose test an earlier item matched is left out. */
function pickMatches(
  items: { input: string; index: number }[],
  exact: Map<number, Candidate[]>,
  likely: Map<number, Candidate[]>,
): UnnamedItem[] {
  const matchedTests = new Set<string>();
  const resolved: UnnamedItem[] = [];
  for (const { input, index } of items) {
    const found = exact.get(index) ?? likely.get(index) ?? [];
    const [match, ...others] = found;
    if (match && matchedTests.has(match.id)) continue;
    if (match) matchedTests.add(match.id);
    resolved.push({
      input,
      match: match ? { testId: match.id, name: match.name, slug: match.slug } : null,
      alternatives: others.slice(0, 3).map((c) => ({ testId: c.id, name: c.name })),
      confidence: !match ? "none" : exact.has(index) ? "exact" : "likely",
    });
  }
  return resolved;
}
