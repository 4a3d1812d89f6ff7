/**
 * seed:scale at a small size: the totals asked for are reached exactly and a second run adds
 * nothing; popular tests are at every lab and rare ones at few; every lab is in some insurance plans'
 * networks; bookings span three years with a
 * busiest lab; completed bookings have lab reports of 1–20 observations, and a frequent patient has
 * ten years of results (about 500 reports).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScale, type SeedScaleSummary } from "../src/seed-scale.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";

const SIZE = { labs: 30, tests: 600, offers: 9_000, bookings: 300, observations: 3_000 };

let db: TestDatabase;
let first: SeedScaleSummary;
const rows = async <T>(sql: string) => (await db.sql.query<T>(sql)).rows;
const one = async (sql: string) => Number((await rows<{ n: number | string }>(sql))[0]!.n);

beforeAll(async () => {
  db = await createTestDatabase();
  first = await seedScale(db, SIZE);
}, 120_000);
afterAll(() => db.close());

describe("seedScale", () => {
  it("reaches the totals asked for, and a second run adds nothing", async () => {
    expect(first).toMatchObject(SIZE);
    expect(first.reports).toBeGreaterThan(0);
    const again = await seedScale(db, SIZE);
    expect(again).toMatchObject(SIZE);
    expect(Object.values(again.added)).toEqual(Object.values(again.added).map(() => 0));
  }, 60_000);

  it("offers the most popular test at every lab, the home page's popular ones at most, rare ones at a few", async () => {
    expect(await one(`SELECT max(offer_count) AS n FROM tests`)).toBe(SIZE.labs);
    const popular = await rows<{ offer_count: number }>(
      `SELECT offer_count FROM tests WHERE slug IN ('lipid-profile', 'vitamin-d-test', 'complete-blood-count-cbc',
                                                    'thyroid-function-tsh', 'comprehensive-health-package')`,
    );
    expect(popular).toHaveLength(5);
    for (const t of popular) expect(t.offer_count).toBeGreaterThanOrEqual(0.8 * SIZE.labs);
    expect(await one(`SELECT count(*) AS n FROM tests WHERE offer_count BETWEEN 1 AND 5`)).toBeGreaterThan(
      50,
    );
  });

  it("puts every lab in one to four insurance plans' networks, so each plan spans many labs", async () => {
    const perLab = await rows<{ plans: number | string }>(
      `SELECT count(n.plan_id) AS plans FROM labs l LEFT JOIN lab_plan_networks n ON n.lab_id = l.id
       WHERE l.active GROUP BY l.id`,
    );
    expect(perLab).toHaveLength(SIZE.labs);
    for (const { plans } of perLab) expect(Number(plans)).toBeGreaterThanOrEqual(1);
    for (const { plans } of perLab) expect(Number(plans)).toBeLessThanOrEqual(4);
    const smallest = await one(
      `SELECT min(labs) AS n FROM (SELECT count(*) AS labs FROM lab_plan_networks GROUP BY plan_id) x`,
    );
    expect(smallest).toBeGreaterThan(1);
  });

  it("spreads bookings over three years and two months ahead, with busy and quiet labs", async () => {
    const [span] = await rows<{ past: number; ahead: number }>(
      `SELECT (now() AT TIME ZONE 'Asia/Dubai')::date - min(scheduled_date) AS past,
              max(scheduled_date) - (now() AT TIME ZONE 'Asia/Dubai')::date AS ahead FROM bookings`,
    );
    expect(span!.past).toBeGreaterThan(2 * 365);
    expect(span!.past).toBeLessThanOrEqual(3 * 365);
    expect(span!.ahead).toBeGreaterThan(0);
    expect(span!.ahead).toBeLessThan(60);
    const perLab = (
      await rows<{ n: number | string }>(`SELECT count(*) AS n FROM bookings GROUP BY lab_id ORDER BY 1 DESC`)
    ).map((r) => Number(r.n));
    // Lab r of the ranking gets a share ∝ 1/r: the busiest about a quarter of 30 labs' bookings.
    expect(perLab[0]).toBeGreaterThan(SIZE.bookings / 6);
    expect(perLab.at(-1)).toBeLessThan(SIZE.bookings / 30);
  });

  it("gives completed bookings their lab reports of 1–20 observations with LOINC codes, values and flags", async () => {
    expect(
      await one(`SELECT count(*) AS n FROM bookings b WHERE b.status = 'completed' AND b.user_id IS NOT NULL
                   AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.booking_id = b.id)`),
    ).toBe(0);
    const [sizes] = await rows<{ least: number; most: number }>(
      `SELECT min(n) AS least, max(n) AS most FROM (
         SELECT count(o.id)::int AS n FROM reports r LEFT JOIN observations o ON o.report_id = r.id WHERE r.source = 'lab' GROUP BY r.id) x`,
    );
    expect(sizes!.least).toBeGreaterThanOrEqual(1);
    expect(sizes!.most).toBeLessThanOrEqual(20);
    const [kinds] = await rows<{ loinc: number; numeric: number; flagged: number; wrong: number }>(
      `SELECT count(*) FILTER (WHERE loinc_code IS NOT NULL)::int AS loinc,
              count(*) FILTER (WHERE value_number IS NOT NULL AND unit IS NOT NULL)::int AS numeric,
              count(*) FILTER (WHERE flag IN ('L', 'H'))::int AS flagged,
              count(*) FILTER (WHERE (value_number IS NULL) = (value_text IS NULL))::int AS wrong
       FROM observations`,
    );
    expect(kinds!.loinc).toBeGreaterThan(SIZE.observations / 2);
    expect(kinds!.numeric).toBeGreaterThan(SIZE.observations / 2);
    expect(kinds!.flagged).toBeGreaterThan(0);
    expect(kinds!.wrong).toBe(0);
    expect(
      await one(
        `SELECT count(*) AS n FROM reports r JOIN bookings b ON b.id = r.booking_id WHERE r.user_id <> b.user_id`,
      ),
    ).toBe(0);
  });

  it("keeps ten years of results, about 500 reports, for a frequent patient", async () => {
    const [top] = await rows<{ n: number; years: number; lab: number }>(
      `SELECT count(*)::int AS n, extract(epoch FROM max(issued_at) - min(issued_at)) / (365.25 * 86400) AS years,
              count(*) FILTER (WHERE source = 'lab')::int AS lab
       FROM reports GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(top!.n).toBeGreaterThanOrEqual(490);
    expect(Number(top!.years)).toBeGreaterThan(9);
    expect(top!.lab).toBeGreaterThan(0);
  });
});
