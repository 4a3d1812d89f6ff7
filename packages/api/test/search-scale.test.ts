/**
 * catalog.search at scale: a capped result ordered by tiers instead of the
 * per-test rank, misspelt words corrected against the catalogue's words (search_words, kept by a
 * trigger) before the whole-query trigram fallback, and price sorts under offer filters found by
 * walking offers in price order (one row per test, at its cheapest fitting offer).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TOTAL_CAP } from "@labcompare/validators";
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  // 1,005 tests that mention "zonulin" only in their description, each at the Dubai lab; and two
  // that carry it in their name, one offered by two labs.
  await world.db.sql.exec(`
    INSERT INTO tests (id, name, slug, description, updated_at)
    SELECT gen_random_uuid(), 'Gut Marker ' || g, 'gut-marker-' || g, 'Related to zonulin levels.', now()
    FROM generate_series(1, ${SEARCH_TOTAL_CAP + 5}) g;
    INSERT INTO tests (id, name, slug, updated_at) VALUES
      (gen_random_uuid(), 'Zonulin Stool', 'zonulin-stool', now()), (gen_random_uuid(), 'Zonulin Serum', 'zonulin-serum', now());
    INSERT INTO lab_test_offers (id, lab_id, test_id, price_aed, turnaround_hours, updated_at)
    SELECT gen_random_uuid(), '${fx.dubaiLabId}', t.id, 200, 24, now() FROM tests t
    WHERE t.slug LIKE 'gut-marker-%' OR t.slug LIKE 'zonulin-%';
    INSERT INTO lab_test_offers (id, lab_id, test_id, price_aed, turnaround_hours, updated_at)
    SELECT gen_random_uuid(), '${fx.abuDhabiLabId}', t.id, 180, 24, now() FROM tests t WHERE t.slug = 'zonulin-stool';
  `);
}, 120_000);
afterAll(() => world.close());

describe("catalog.search at scale", () => {
  it("lists a capped result with tests named by the query first, then by most labs and name", async () => {
    const result = await world.anon.catalog.search({ q: "zonulin" });
    expect(result).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsCapped: true });
    expect(result.items.map((i) => i.name).slice(0, 4)).toEqual([
      "Zonulin Stool",
      "Zonulin Serum",
      "Gut Marker 1",
      "Gut Marker 10",
    ]);
    const second = await world.anon.catalog.search({ q: "zonulin", page: 2 });
    expect(second.items).toHaveLength(20);
    expect(new Set([...result.items, ...second.items].map((i) => i.id)).size).toBe(40);
  });

  it("corrects a misspelt word against the catalogue's words, including words of tests added later", async () => {
    expect((await world.anon.catalog.search({ q: "vitamn d" })).items[0]?.name).toBe("Vitamin D Test");
    // Corrected to "zonulin", the full text also finds the descriptions (the whole-query
    // resemblance to names and abbreviations would find the two Zonulin tests only).
    const corrected = await world.anon.catalog.search({ q: "zonulni" });
    expect(corrected).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsCapped: true });
    expect(corrected.items[0]?.name).toBe("Zonulin Stool");
    const words = await world.db.sql.query<{ word: string }>(
      `SELECT word FROM search_words WHERE word IN ('zonulin', 'stool', 'carbamazepine')`,
    );
    expect(words.rows.map((r) => r.word).sort()).toEqual(["carbamazepine", "stool", "zonulin"]);
  });

  it("still matches the whole query by resemblance when corrected words find little", async () => {
    // "tset" is no correction of "test": the query's resemblance to "Vitamin D Test" finds it.
    expect((await world.anon.catalog.search({ q: "vitamin d tset" })).items.map((i) => i.name)).toContain(
      "Vitamin D Test",
    );
  });

  it("sorts by the cheapest offer that fits the filters, one row per test", async () => {
    const zonulinPricedFrom150To250 = (sort: "price_asc" | "price_desc") =>
      world.anon.catalog.search({ q: "zonulin", minPrice: 150, maxPrice: 250, sort });
    const cheap = await zonulinPricedFrom150To250("price_asc");
    expect(cheap.items.slice(0, 2).map((i) => [i.name, i.lowestPriceAed, i.labCount])).toEqual([
      ["Zonulin Stool", "180.00", 2],
      ["Gut Marker 1", "200.00", 1],
    ]);
    const dear = await zonulinPricedFrom150To250("price_desc");
    expect(dear.items.slice(0, 2).map((i) => [i.name, i.lowestPriceAed])).toEqual([
      ["Gut Marker 1", "200.00"],
      ["Gut Marker 10", "200.00"],
    ]);
    const onlyOne = await world.anon.catalog.search({ q: "zonulin", maxPrice: 190, sort: "price_desc" });
    expect(onlyOne.items.map((i) => [i.name, i.lowestPriceAed, i.highestPriceAed, i.labCount])).toEqual([
      ["Zonulin Stool", "180.00", "180.00", 1],
    ]);
  });
});
