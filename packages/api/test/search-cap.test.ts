/**
 * catalog.search at more than SEARCH_TOTAL_CAP (1,000) matches: the total is exact up to the cap,
 * then capped with `totalIsCapped` (the page shows "1,000+"), and paging reaches the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TOTAL_CAP } from "@labcompare/validators";
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;

/** Adds `count` active tests named "Marker Assay N" (N from `from`), each offered at the Dubai lab for 100 + N % 50 AED. */
async function addMarkers(from: number, count: number) {
  await world.db.sql.exec(`
    INSERT INTO tests (id, name, slug, updated_at)
    SELECT gen_random_uuid(), 'Marker Assay ' || g, 'marker-assay-' || g, now() FROM generate_series(${from}, ${from + count - 1}) g;
    INSERT INTO lab_test_offers (id, lab_id, test_id, price_aed, turnaround_hours, updated_at)
    SELECT gen_random_uuid(), '${fx.dubaiLabId}', t.id, 100 + (substring(t.slug from 14)::int % 50), 24, now()
    FROM tests t WHERE t.slug LIKE 'marker-assay-%' AND NOT EXISTS (SELECT 1 FROM lab_test_offers o WHERE o.test_id = t.id);
  `);
}

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  await addMarkers(1, SEARCH_TOTAL_CAP);
}, 120_000);
afterAll(() => world.close());

describe("catalog.search totals", () => {
  it("counts exactly up to the cap", async () => {
    const result = await world.anon.catalog.search({ q: "marker" });
    expect(result).toMatchObject({ total: 1000, totalIsCapped: false, pageCount: 50 });
  });

  it("caps the total above 1,000 matches, with and without offer filters, and pages up to the cap", async () => {
    await addMarkers(SEARCH_TOTAL_CAP + 1, 5);
    for (const input of [
      { q: "marker" },
      { q: "" },
      { q: "marker", emirate: "Dubai" },
      { q: "marker", minPrice: 100, maxPrice: 200, sort: "price_asc" as const },
    ]) {
      const result = await world.anon.catalog.search(input);
      expect(result, JSON.stringify(input)).toMatchObject({
        total: 1000,
        totalIsCapped: true,
        pageCount: 50,
      });
      expect(result.items).toHaveLength(20);
    }
    const last = await world.anon.catalog.search({ q: "marker", sort: "name", page: 50 });
    expect(last.items).toHaveLength(20);
    const beyond = await world.anon.catalog.search({ q: "marker", sort: "name", page: 51 });
    expect(beyond).toMatchObject({ items: [], total: 1000, totalIsCapped: true });
  });

  it("keeps prices of the offers that fit the filters on a filtered page", async () => {
    const cheap = await world.anon.catalog.search({
      q: "marker",
      minPrice: 100,
      maxPrice: 100,
      sort: "name",
    });
    expect(cheap.items.every((i) => i.lowestPriceAed === "100.00" && i.labCount === 1)).toBe(true);
    expect(cheap.total).toBe(20); // N = 50, 100, …, 1000 of the 1,005 markers
  });
});
