/**
 * catalog.search's builders, each on its own: the full-text conditions, the scope of filters, the
 * typo step's decision, and every page strategy's statement run on a migrated database with a small
 * catalogue (CBC 85/95 AED, Vitamin D 150/140, Lipid Profile 110, Carbamazepine 125; Dubai and Abu
 * Dhabi labs).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma, type PrismaClient } from "../src/index.ts";
import { readSql } from "../src/driver.ts";
import { rankExpression, searchScope, textQuery, withTrigram } from "../src/sql/search-fragments.ts";
import {
  cheapestFittingPageSql,
  countSql,
  filteredPageSql,
  listedPageSql,
  rankedPageSql,
  type PageWindow,
} from "../src/sql/search-pages.ts";
import { newCorrectionWork, type SearchParams, type SearchRow } from "../src/sql/search-terms.ts";
import { correctedGroups, typoCheckSql, type TypoCheckRow } from "../src/sql/search-typo.ts";
import { trigramText } from "../src/sql/search.ts";
import { queryTokens } from "../src/sql/search-terms.ts";
import { createWorld, seedFixture, type TestWorld } from "../../api/test/helpers.ts";

let world: TestWorld;
let db: PrismaClient;

beforeAll(async () => {
  world = await createWorld();
  await seedFixture(world);
  db = world.db.prisma;
});
afterAll(async () => {
  await world.close();
});

const params = (over: Partial<SearchParams> = {}): SearchParams => ({
  q: "",
  sort: "relevance",
  page: 1,
  ...over,
});
const base = Prisma.sql`t.active AND t.offer_count > 0`;
const windowOf = (where: Prisma.Sql = Prisma.sql`${base} AND TRUE`): PageWindow => ({
  where,
  offset: 0,
  pageSize: 10,
});
const names = (rows: SearchRow[]) => rows.map((r) => r.name);

describe("fragments", () => {
  it("textQuery ORs a word's alternatives as prefixes, ANDs the words, and checks one-letter words apart", () => {
    expect(textQuery([["vitamn", "vitamin"], ["d"]]).tsquery).toBe("(vitamn:* | vitamin:*) & d:*");
    expect(textQuery([["vitamin"], ["d"]]).fullText.sql).toContain("coalesce(t.search_vector");
    expect(textQuery([["lipid"]]).fullText.sql).not.toContain("coalesce");
    expect(withTrigram(textQuery([["lipid"]]), "lipid").ownWords).toBeNull();
  });

  it("searchScope adds offer conditions only for the filters given", () => {
    expect(searchScope(params()).offerFilters).toHaveLength(0);
    expect(searchScope(params()).fits.sql).toBe("");
    expect(
      searchScope(params({ emirate: "Dubai", minPrice: 90, homeCollection: true })).offerFilters,
    ).toHaveLength(3);
  });
});

describe("page strategies", () => {
  it("listed: every test by cheapest price, from the tests' own summaries", async () => {
    const rows = await readSql<SearchRow>(db, listedPageSql("price_asc", windowOf()));
    expect(names(rows)).toEqual([
      "Complete Blood Count (CBC)",
      "Lipid Profile",
      "Carbamazepine Level",
      "Vitamin D Test",
    ]);
  });

  it("cheapest fitting: prices of the labs that fit (Abu Dhabi), dearest first", async () => {
    const scope = searchScope(params({ emirate: "Abu Dhabi" }));
    const rows = await readSql<SearchRow>(db, cheapestFittingPageSql(scope, "price_desc", windowOf()));
    expect(rows.map((r) => [r.name, r.lowest_price])).toEqual([
      ["Vitamin D Test", "140.00"],
      ["Complete Blood Count (CBC)", "95.00"],
    ]);
  });

  it("filtered: by name, with lab counts of the labs that fit", async () => {
    const scope = searchScope(params({ emirate: "Dubai" }));
    const rows = await readSql<SearchRow>(
      db,
      filteredPageSql(scope, "name", windowOf(Prisma.sql`${base} AND TRUE`)),
    );
    expect(rows.map((r) => [r.name, r.lab_count])).toEqual([
      ["Carbamazepine Level", 1],
      ["Complete Blood Count (CBC)", 1],
      ["Lipid Profile", 1],
      ["Vitamin D Test", 1],
    ]);
  });

  it("ranked: the exact abbreviation first, with the total; count agrees", async () => {
    const scope = searchScope(params());
    const text = textQuery([["cbc"]]);
    const where = Prisma.sql`${base} AND ${text.fullText}`;
    const rows = await readSql<SearchRow & { total: number; pos: number | null }>(
      db,
      rankedPageSql(scope, text, rankExpression(text, { q: "cbc" }), base, windowOf(where)),
    );
    expect(rows[0]).toMatchObject({ name: "Complete Blood Count (CBC)", total: 1, pos: 1 });
    expect((await readSql<{ n: number }>(db, countSql(scope, where)))[0]!.n).toBe(1);
  });
});

describe("typo step", () => {
  it("corrects a misspelt word from the catalogue's words, and counts the words compared", async () => {
    const scope = searchScope(params());
    const checked = await readSql<TypoCheckRow>(
      db,
      typoCheckSql(scope, textQuery([["cholestrol"]]), "cholestrol", ["cholestrol"]),
    );
    const work = newCorrectionWork();
    const groups = correctedGroups(["cholestrol"], checked, work);
    expect(groups?.[0]).toContain("cholesterol");
    expect(work.correctedWords).toBe(1);
  });

  it("compares a long query's first 6 words with every test, a short one as typed", () => {
    expect(trigramText("vitamn d-3", queryTokens("vitamn d-3"))).toBe("vitamn d-3");
    const long = "haemoglobn glycated a1c fastng bloood sugr lipd profle";
    expect(trigramText(long, queryTokens(long))).toBe("haemoglobn glycated a1c fastng bloood sugr");
    const oneWord = "x".repeat(200);
    expect(trigramText(oneWord, queryTokens(oneWord))).toBe("x".repeat(32));
  });

  it("takes a query as typed when it finds enough tests or is a test's exact form", () => {
    expect(correctedGroups(["vitamin"], [{ n: 3, exact: false, token: null, word: null }])).toBeNull();
    expect(correctedGroups(["cbz"], [{ n: 1, exact: true, token: null, word: null }])).toBeNull();
    expect(
      correctedGroups(
        ["vitamn"],
        [
          { n: 0, exact: false, token: null, word: null },
          { n: null, exact: null, token: "vitamn", word: "vitamin" },
        ],
      ),
    ).toEqual([["vitamn", "vitamin"]]);
  });
});
