/**
 * Arabic normalisation (SQL functions arabic_normalize, arabic_search_text and test_match_key of the
 * arabic_names migration; normaliseArabic in sql/arabic.ts) on a real migrated database (in-memory
 * PGlite, or a fresh PostgreSQL schema with TEST_DATABASE_URL), and the search columns a test's
 * Arabic name and synonyms are kept in by the search trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasArabic, normaliseArabic, type PrismaClient } from "../src/index.ts";
import { createCategoryWithTest, createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});
afterAll(() => db.close());

type SqlFunction = "arabic_normalize" | "arabic_search_text" | "test_match_key";

/** One SQL function of one text argument applied to each of `inputs`. */
async function apply(fn: SqlFunction, inputs: string[]): Promise<string[]> {
  const { rows } = await db.sql.query<{ out: string }>(
    `SELECT ${fn}(u.s) AS out FROM unnest($1::text[]) WITH ORDINALITY u(s, n) ORDER BY u.n`,
    [inputs],
  );
  return rows.map((r) => r.out);
}

/** A rule of one SQL function: each [input, output] it names, applied in one statement. */
const RULES: { fn: SqlFunction; rule: string; pairs: [string, string][] }[] = [
  {
    fn: "arabic_normalize",
    rule: "removes tashkeel, the superscript alef and tatweel",
    pairs: [
      ["فِيتَامِين دٌ", "فيتامين د"],
      ["هُرْمُونٌ", "هرمون"],
      ["رحمٰن", "رحمن"],
      ["فيتـــامين", "فيتامين"],
    ],
  },
  {
    fn: "arabic_normalize",
    rule: "writes every alef form as ا, ى as ي and ة as ه",
    pairs: [
      ["أنسولين", "انسولين"],
      ["إنزيم", "انزيم"],
      ["آزوت", "ازوت"],
      ["ٱختبار", "اختبار"],
      ["حمى", "حمي"],
      ["صورة", "صوره"],
    ],
  },
  {
    fn: "arabic_normalize",
    rule: "removes the article ال from each word when two letters or more remain",
    pairs: [
      ["الفيتامين د", "فيتامين د"],
      ["صورة الدم الكاملة", "صوره دم كامله"],
      ["الغدة الدرقية", "غده درقيه"],
      ["الم", "الم"],
      ["ال", "ال"],
      ["(الكبد)", "(كبد)"],
    ],
  },
  {
    fn: "arabic_normalize",
    rule: "leaves Latin text and digits as they are",
    pairs: [
      ["Vitamin D (25-OH)", "Vitamin D (25-OH)"],
      ["HbA1c", "HbA1c"],
      ["فيتامين ب12", "فيتامين ب12"],
    ],
  },
  {
    fn: "arabic_search_text",
    rule: "drops the words that only say 'a test', with or without ال, in any position",
    pairs: [
      ["تحليل السكر التراكمي", "سكر تراكمي"],
      ["فحص الغدة الدرقية", "غده درقيه"],
      ["الاختبار فيتامين د", "فيتامين د"],
      ["إختبار الحمل", "حمل"],
      ["تحاليل فحوصات الكبد", "كبد"],
      ["وظائف الكبد تحليل", "وظائف كبد"],
    ],
  },
  {
    fn: "arabic_search_text",
    rule: "keeps a word that only begins like one, and keeps the words when nothing else is left",
    pairs: [
      ["تحليلات", "تحليلات"],
      ["فحص", "فحص"],
      ["التحليل", "تحليل"],
    ],
  },
  {
    fn: "test_match_key",
    rule: "folds Arabic spellings to one key and keys Latin text as before",
    pairs: [
      ["تحليل الفيتامين د", "فيتامين د"],
      ["فيتامين د", "فيتامين د"],
      ["Vit. D", "vit d"],
      ["HbA1c", "hba1c"],
      ["2345-7", "2345 7"],
    ],
  },
];

describe("the SQL functions arabic_normalize, arabic_search_text and test_match_key", () => {
  for (const { fn, rule, pairs } of RULES)
    it(`${fn} ${rule}`, async () => {
      const inputs = pairs.map(([input]) => input);
      expect(await apply(fn, inputs)).toEqual(pairs.map(([, output]) => output));
    });
});

describe("normaliseArabic", () => {
  it("normalises texts in one statement, in order, and tells Arabic script apart", async () => {
    expect(await normaliseArabic(prisma, ["تحليل السكر التراكمي", "الفيتامين دي"])).toEqual([
      { text: "سكر تراكمي", key: "سكر تراكمي" },
      { text: "فيتامين دي", key: "فيتامين دي" },
    ]);
    expect(await normaliseArabic(prisma, [])).toEqual([]);
    expect([hasArabic("فيتامين د"), hasArabic("CBC"), hasArabic("vitamin د")]).toEqual([true, false, true]);
  });
});

describe("the search trigger", () => {
  it("keeps a test's normalised Arabic name and synonyms in its search text, vectors, match keys and the vocabulary", async () => {
    const { category, test } = await createCategoryWithTest(
      prisma,
      { name: "Vitamins AR", nameAr: "الفيتامينات", slug: "vitamins-ar" },
      {
        name: "Vitamin D Test",
        slug: "vitamin-d-ar",
        nameAr: "فيتامين د",
        synonymsAr: ["فيتامين دي", "الكالسيفيرول"],
      },
    );
    const read = async () =>
      (
        await db.sql.query<{ search_text: string; match_keys: string[]; own: boolean; cat: boolean }>(
          `SELECT search_text, match_keys, name_vector @@ to_tsquery('simple', 'كالسيفيرول') AS own,
                  search_vector @@ to_tsquery('simple', 'فيتامينات') AS cat
           FROM tests WHERE id = $1`,
          [test.id],
        )
      ).rows[0]!;
    const row = await read();
    expect(row.search_text.replace(/\s+/g, " ")).toBe("vitamin d test فيتامين د فيتامين دي كالسيفيرول");
    expect(row.match_keys).toEqual(
      expect.arrayContaining(["vitamin d test", "vitamin d", "فيتامين د", "فيتامين دي", "كالسيفيرول"]),
    );
    expect([row.own, row.cat]).toEqual([true, true]);
    const words = await db.sql.query<{ word: string }>(
      `SELECT word FROM search_words WHERE word IN ('فيتامين', 'كالسيفيرول')`,
    );
    expect(words.rows.map((w) => w.word).sort()).toEqual(["فيتامين", "كالسيفيرول"].sort());

    // Renaming the category in Arabic refreshes its tests.
    await prisma.testCategory.update({ where: { id: category.id }, data: { nameAr: "المعادن" } });
    const renamed = (
      await db.sql.query<{ cat: boolean }>(
        `SELECT search_vector @@ to_tsquery('simple', 'معادن') AS cat FROM tests WHERE id = $1`,
        [test.id],
      )
    ).rows[0]!;
    expect(renamed.cat).toBe(true);
  });
});
