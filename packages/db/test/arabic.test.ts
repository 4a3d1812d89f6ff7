/**
 * Arabic normalisation (SQL functions arabic_normalize, arabic_search_text and test_match_key of the
 * arabic_names migration; normaliseArabic in sql/arabic.ts) on a real migrated database (in-memory
 * PGlite, or a fresh PostgreSQL schema with TEST_DATABASE_URL), and the search columns a test's
 * Arabic name and synonyms are kept in by the search trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasArabic, normaliseArabic, type PrismaClient } from "../src/index.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

let db: TestDatabase;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});
afterAll(() => db.close());

/** One SQL function of one text argument applied to each of `inputs`. */
async function apply(
  fn: "arabic_normalize" | "arabic_search_text" | "test_match_key",
  inputs: string[],
): Promise<string[]> {
  const { rows } = await db.sql.query<{ out: string }>(
    `SELECT ${fn}(u.s) AS out FROM unnest($1::text[]) WITH ORDINALITY u(s, n) ORDER BY u.n`,
    [inputs],
  );
  return rows.map((r) => r.out);
}

describe("arabic_normalize", () => {
  it("removes tashkeel, the superscript alef and tatweel", async () => {
    expect(await apply("arabic_normalize", ["فِيتَامِين دٌ", "هُرْمُونٌ", "رحمٰن", "فيتـــامين"])).toEqual([
      "فيتامين د",
      "هرمون",
      "رحمن",
      "فيتامين",
    ]);
  });

  it("writes every alef form as ا, ى as ي and ة as ه", async () => {
    expect(await apply("arabic_normalize", ["أنسولين", "إنزيم", "آزوت", "ٱختبار", "حمى", "صورة"])).toEqual([
      "انسولين",
      "انزيم",
      "ازوت",
      "اختبار",
      "حمي",
      "صوره",
    ]);
  });

  it("removes the article ال from each word when two letters or more remain", async () => {
    expect(
      await apply("arabic_normalize", [
        "الفيتامين د",
        "صورة الدم الكاملة",
        "الغدة الدرقية",
        "الم",
        "ال",
        "(الكبد)",
      ]),
    ).toEqual(["فيتامين د", "صوره دم كامله", "غده درقيه", "الم", "ال", "(كبد)"]);
  });

  it("leaves Latin text and digits as they are", async () => {
    expect(await apply("arabic_normalize", ["Vitamin D (25-OH)", "HbA1c", "فيتامين ب12"])).toEqual([
      "Vitamin D (25-OH)",
      "HbA1c",
      "فيتامين ب12",
    ]);
  });
});

describe("arabic_search_text", () => {
  it("drops the words that only say 'a test', with or without ال, in any position", async () => {
    expect(
      await apply("arabic_search_text", [
        "تحليل السكر التراكمي",
        "فحص الغدة الدرقية",
        "الاختبار فيتامين د",
        "إختبار الحمل",
        "تحاليل فحوصات الكبد",
        "وظائف الكبد تحليل",
      ]),
    ).toEqual(["سكر تراكمي", "غده درقيه", "فيتامين د", "حمل", "كبد", "وظائف كبد"]);
  });

  it("keeps a word that only begins like one, and keeps the words when nothing else is left", async () => {
    expect(await apply("arabic_search_text", ["تحليلات", "فحص", "التحليل"])).toEqual([
      "تحليلات",
      "فحص",
      "تحليل",
    ]);
  });
});

describe("test_match_key and normaliseArabic", () => {
  it("folds Arabic spellings to one key and keys Latin text as before", async () => {
    expect(
      await apply("test_match_key", ["تحليل الفيتامين د", "فيتامين د", "Vit. D", "HbA1c", "2345-7"]),
    ).toEqual(["فيتامين د", "فيتامين د", "vit d", "hba1c", "2345 7"]);
  });

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
    const category = await prisma.testCategory.create({
      data: { name: "Vitamins AR", nameAr: "الفيتامينات", slug: "vitamins-ar" },
    });
    const test = await prisma.test.create({
      data: {
        name: "Vitamin D Test",
        slug: "vitamin-d-ar",
        categoryId: category.id,
        nameAr: "فيتامين د",
        synonymsAr: ["فيتامين دي", "الكالسيفيرول"],
      },
    });
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
