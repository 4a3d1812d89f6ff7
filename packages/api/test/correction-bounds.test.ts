/**
 * The typo-correction work of catalog.resolveList and catalog.search is bounded per call, whatever
 * an anonymous caller sends: counted as the database reports it (words compared with the catalogue's
 * words, texts compared whole with every test) on the worst input of the allowed size, on the demo
 * catalogue. Corrections still work within the bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  likelyListMatches,
  LIST_MAX_CORRECTED_WORDS,
  LIST_MAX_WHOLE_TEXT_ITEMS,
  MAX_CORRECTED_WORDS_PER_QUERY,
  newCorrectionWork,
  queryTokens,
  wordsToCorrect,
} from "@labcompare/db";
import {
  DOCTOR_LIST_MAX_CHARS,
  DOCTOR_LIST_MAX_ITEMS,
  doctorListItems,
} from "@labcompare/domain/doctor-list";
import { resolveList } from "../src/catalog/resolve-list.service.ts";
import { searchTests } from "../src/catalog/search.service.ts";
import { createCatalogWorld, type TestWorld } from "./helpers.ts";
import { MISSPELT_ARABIC, MISSPELT_LATIN } from "./misspelt-words.ts";

let world: TestWorld;

beforeAll(async () => void (world = await createCatalogWorld()), 180_000);
afterAll(() => world.close());

const LATIN = MISSPELT_LATIN.slice(0, 20);
const ARABIC = MISSPELT_ARABIC.slice(0, 16);

/** DOCTOR_LIST_MAX_ITEMS distinct items of up to 12 misspelt words each, the whole ≤ DOCTOR_LIST_MAX_CHARS characters. */
function worstList(pool: string[], separator: string): string {
  const perItem = Math.floor(DOCTOR_LIST_MAX_CHARS / DOCTOR_LIST_MAX_ITEMS) - separator.length;
  return Array.from({ length: DOCTOR_LIST_MAX_ITEMS }, (_, i) => {
    const words: string[] = [];
    // Item i: from word i, every (1 + i / pool size)th word, so no two items are alike.
    const word = (j: number) => pool[(i + j * (1 + Math.floor(i / pool.length))) % pool.length]!;
    for (let j = 0; j < 12 && [...words, word(j)].join(" ").length <= perItem; j++) words.push(word(j));
    return words.join(" ");
  }).join(separator);
}

/** Misspelt words of `pool` up to 200 characters (the search input's limit). */
const worstQuery = (pool: string[]) => pool.join(" ").repeat(4).slice(0, 200);

describe("catalog.resolveList's correction work", () => {
  it("is bounded on the worst list: 20 items of misspelt words, 2,000 characters, in Latin and Arabic script", async () => {
    for (const text of [worstList(LATIN, ", "), worstList(ARABIC, "، ")]) {
      expect(text.length).toBeLessThanOrEqual(DOCTOR_LIST_MAX_CHARS);
      expect(doctorListItems(text)).toHaveLength(DOCTOR_LIST_MAX_ITEMS);
      // Far more words than the bound ask to be corrected, and more items than the bound find nothing.
      const asked = new Set(doctorListItems(text).flatMap((i) => wordsToCorrect(queryTokens(i))));
      expect(asked.size).toBeGreaterThan(LIST_MAX_CORRECTED_WORDS);
      const work = newCorrectionWork();
      const { items } = await resolveList(world.db.prisma, text, work);
      expect(work, text.slice(0, 40)).toEqual({
        correctedWords: LIST_MAX_CORRECTED_WORDS,
        wholeTextScans: LIST_MAX_WHOLE_TEXT_ITEMS,
      });
      expect(items).toHaveLength(DOCTOR_LIST_MAX_ITEMS);
    }
  });

  it("looks up at most MAX_CORRECTED_WORDS_PER_QUERY words of one item, and no word too long to be a test's", async () => {
    const work = newCorrectionWork();
    await resolveList(world.db.prisma, LATIN.slice(0, 6).join(" "), work);
    expect(work.correctedWords).toBe(MAX_CORRECTED_WORDS_PER_QUERY);
    const long = newCorrectionWork();
    await resolveList(world.db.prisma, `${"hemoglobin".repeat(20)}, ${"q".repeat(1000)} vitamn`, long);
    expect(long.correctedWords).toBe(1);
  });

  it("spends the bound on items without an exact match, so a typo after many exact items is still corrected", async () => {
    const exact = [
      "Complete Blood Count",
      "Thyroid Function",
      "Liver Function Test",
      "Kidney Function Test",
      "Lipid Profile",
      "Fasting Blood Glucose",
      "Ferritin",
      "Vitamin B12",
      "Magnesium",
      "Calcium",
    ];
    const work = newCorrectionWork();
    const { items } = await resolveList(world.db.prisma, [...exact, "vitamn d"].join(", "), work);
    expect(items.slice(0, exact.length).every((i) => i.confidence === "exact")).toBe(true);
    expect(items.at(-1)).toMatchObject({
      input: "vitamn d",
      confidence: "likely",
      match: { name: "Vitamin D Test" },
    });
    expect(work.correctedWords).toBe(1);
  });

  it("compares at most LIST_MAX_WHOLE_TEXT_ITEMS items whole with every test: later ones get no candidates", async () => {
    // Words without corrections that find nothing as typed; each resembles a test's text as a whole.
    const items = ["thyriod", "ferritn", "cholestrol"].map((w, item) => ({
      item,
      arabic: false,
      typed: w,
      corrected: w,
      groups: [[w]],
    }));
    const work = newCorrectionWork();
    const rows = await likelyListMatches(world.db.prisma, items, work);
    expect(work.wholeTextScans).toBe(LIST_MAX_WHOLE_TEXT_ITEMS);
    expect([...new Set(rows.map((r) => r.item))]).toEqual([0, 1].slice(0, LIST_MAX_WHOLE_TEXT_ITEMS));
  });
});

describe("catalog.search's correction work", () => {
  it("is bounded on the worst query: 200 characters of misspelt words, in Latin and Arabic script", async () => {
    for (const q of [worstQuery(LATIN), worstQuery(ARABIC)]) {
      expect(q.length).toBe(200);
      const work = newCorrectionWork();
      await searchTests(world.db.prisma, { q, page: 1, sort: "relevance" }, { work });
      expect(work, q.slice(0, 40)).toEqual({
        correctedWords: MAX_CORRECTED_WORDS_PER_QUERY,
        wholeTextScans: 1,
      });
    }
  });

  it("still corrects a real typo within the bound", async () => {
    const work = newCorrectionWork();
    const result = await searchTests(
      world.db.prisma,
      { q: "hemoglobn", page: 1, sort: "relevance" },
      { work },
    );
    expect(result.items[0]?.name).toMatch(/hemoglobin/i);
    expect(work.correctedWords).toBe(1);
  });
});
