/**
 * seed:scale's offers beyond the generated tests' 2–5 (seed-scale.ts runs it): popular tests at most
 * labs, rare ones at few. Tests are ranked (the seeded tests first, the home page's popular ones
 * and the cheaper, routine ones first; then the generated ones in a fixed hashed order) and the test
 * of rank r is to be offered by round(L / (1 + (r − 1) / h)) of the L active labs — a Zipf-like
 * curve whose top test is at every lab, with h chosen so the curve's total is the target.
 */
import { type LabSeed } from "./seed-scale-data.ts";
import { lit, numArray, textArray, type ScaleSql } from "./seed-scale-sql.ts";

/** A seeded test as the ranking reads it (prisma/seed-data/tests.json). */
export interface RankedSeed {
  slug: string;
  typicalPriceAed: number;
  originalPriceAed?: number | null;
}

/** The seeded tests in popularity order: the home page's popular tests, then by typical price (routine tests are cheap). */
export function popularityOrder(tests: readonly RankedSeed[]): RankedSeed[] {
  return [...tests].sort(
    (a, b) =>
      Number(!!b.originalPriceAed) - Number(!!a.originalPriceAed) ||
      a.typicalPriceAed - b.typicalPriceAed ||
      a.slug.localeCompare(b.slug),
  );
}

/** Labs the test of rank `r` (1-based) is to be offered by, out of `labs`, for the curve's `h`. */
export function labsForRank(r: number, labs: number, h: number): number {
  return Math.max(1, Math.round(labs / (1 + (r - 1) / h)));
}

/**
 * The curve's h for which the `tests` ranks add up to `total` offers over `labs` labs (bisection;
 * the sum grows with h). Errors: `total` above tests × labs (more offers than pairs).
 */
export function curveScale(tests: number, labs: number, total: number): number {
  if (total > tests * labs)
    throw new Error(`seedScale: ${total} offers need more than ${tests} tests × ${labs} labs`);
  const sum = (h: number) => {
    let s = 0;
    for (let r = 1; r <= tests; r++) s += labsForRank(r, labs, h);
    return s;
  };
  let lo = 1e-6;
  let hi = 1;
  while (sum(hi) < total && hi < 1e12) hi *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) < total) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** What addOffers grows the offers with. */
export interface OfferGrowth {
  tests: RankedSeed[];
  labs: LabSeed[];
  /** The total of offers to reach. */
  target: number;
  batchSize: number;
  log: (line: string) => void;
}

/**
 * The statement that adds up to `take` offers, to the first tests by rank still below the curve:
 * each at the labs that do not offer it yet, drawn by weighted sampling (a lab's catalogue share),
 * priced as its other offers are (their price over the lab's price factor, × this lab's factor ×
 * 0.9–1.15, rounded; popular tests at least 5 AED above their listed price) with 15 % struck-through
 * prices, a turnaround near theirs, and the lab's home-collection fee.
 */
function offerBatchSql(
  sql: ScaleSql,
  seeds: RankedSeed[],
  labSetup: string,
  h: number,
  take: number,
): string {
  const { unit, listPrice, roundPrice } = sql;
  const ordered = popularityOrder(seeds);
  // One draw per (test, lab) and purpose: the test's rank and the lab's slug.
  const pair = "c.rank || '|' || c.slug";
  return `
    BEGIN;
    SET LOCAL jit = off;
    ${labSetup}
    CREATE TEMP TABLE scale_rank ON COMMIT DROP AS
    SELECT t.id, row_number() OVER (ORDER BY s.ord NULLS LAST, md5(t.slug || ${lit(sql.salt)})) AS rank, coalesce(s.listed, 0) AS listed
    FROM tests t
    LEFT JOIN unnest(${textArray(ordered.map((t) => t.slug))}, ${numArray(ordered.map((t) => (t.originalPriceAed ? t.typicalPriceAed : 0)))})
      WITH ORDINALITY AS s(slug, listed, ord) ON s.slug = t.slug
    WHERE t.active;
    CREATE TEMP TABLE scale_need ON COMMIT DROP AS
    SELECT id, rank, listed, least(need, ${take} - before) AS want FROM (
      SELECT r.*, x.need, sum(x.need) OVER (ORDER BY r.rank) - x.need AS before
      FROM scale_rank r
      LEFT JOIN (SELECT test_id, count(*) AS n FROM lab_test_offers GROUP BY test_id) e ON e.test_id = r.id
      CROSS JOIN LATERAL (
        SELECT greatest(0, greatest(1, round((SELECT count(*) FROM scale_labs) / (1 + (r.rank - 1) / ${h}::float8)))
                           - coalesce(e.n, 0))::int AS need
      ) x
    ) n WHERE need > 0 AND before < ${take};
    CREATE TEMP TABLE scale_have ON COMMIT DROP AS
    SELECT o.test_id, o.lab_id, o.price_aed, o.turnaround_hours FROM lab_test_offers o JOIN scale_need n ON n.id = o.test_id;
    CREATE TEMP TABLE scale_basis ON COMMIT DROP AS
    SELECT o.test_id, avg(o.price_aed / (l.factor * 1.025)) AS price, avg(o.turnaround_hours) / 1.125 AS tat
    FROM scale_have o JOIN scale_labs l ON l.id = o.lab_id GROUP BY o.test_id;
    INSERT INTO lab_test_offers (id, lab_id, test_id, price_aed, original_price_aed, home_collection_fee_aed, turnaround_hours, updated_at)
    SELECT gen_random_uuid(), c.lab_id, c.test_id, p.price,
           CASE WHEN ${unit(pair, "orig")} < 0.15 THEN ${roundPrice(`p.price * (1.2 + ${unit(pair, "origf")} * 0.4)`)} END,
           c.fee, greatest(2, round(c.tat * (0.75 + ${unit(pair, "tat")} * 0.75)))::int, now()
    FROM (
      SELECT l.id AS lab_id, l.slug, l.fee, l.factor, n.id AS test_id, n.rank, n.listed, n.want, b.price AS basis, b.tat,
             row_number() OVER (PARTITION BY n.id ORDER BY -ln(1 - ${unit("n.rank || '|' || l.slug", "lab")}) / l.weight) AS pos
      FROM scale_need n
      JOIN scale_basis b ON b.test_id = n.id
      CROSS JOIN scale_labs l
      LEFT JOIN scale_have x ON x.test_id = n.id AND x.lab_id = l.id
      WHERE x.test_id IS NULL
    ) c
    CROSS JOIN LATERAL (
      SELECT greatest(${listPrice(`c.basis * c.factor * (0.9 + ${unit(pair, "lp")} * 0.25)`)}, CASE WHEN c.listed > 0 THEN c.listed + 5 ELSE 0 END) AS price
    ) p
    WHERE c.pos <= c.want;
    COMMIT;
  `;
}

/**
 * Adds offers until `target` offers exist, in batches of about `batchSize` (each test's offers in as
 * few statements as may be, so the offer-summary trigger refreshes it once or twice). `labSetup`
 * makes the temp table scale_labs (id, slug, weight, factor, fee). Errors: the target above what the
 * catalogue holds, or a batch that added nothing.
 */
export async function addOffers(sql: ScaleSql, labSetup: string, growth: OfferGrowth): Promise<void> {
  const { count, exec } = sql;
  const { tests, target, batchSize, log } = growth;
  let offersNow = await count(`SELECT count(*) AS n FROM lab_test_offers`);
  if (offersNow >= target) return;
  const testCount = await count(`SELECT count(*) AS n FROM tests WHERE active`);
  const labCount = await count(`SELECT count(*) AS n FROM labs WHERE active`);
  const h = curveScale(testCount, labCount, target);
  while (offersNow < target) {
    const take = Math.min(batchSize, target - offersNow);
    await exec(offerBatchSql(sql, tests, labSetup, h, take));
    const after = await count(`SELECT count(*) AS n FROM lab_test_offers`);
    if (after === offersNow) throw new Error(`seedScale: no offer added at ${after} of ${target}`);
    offersNow = after;
    log(`Offers: ${offersNow.toLocaleString("en")} of ${target.toLocaleString("en")}.`);
  }
}
