/**
 * The bare baseline's catalogue reads, with the SQL the project sends for them:
 *
 * - search: the page query and the capped count query that packages/api's `searchTests` builds for
 *   a text query without offer filters, sorted by relevance (the statements, as Prisma's `$queryRaw`
 *   sends them, were captured with the driver's query log; the typo fallback is the same pair with
 *   `OR <q> <% t.search_text`), run side by side as the service does;
 * - test by id or slug: the one statement Prisma sends for `getTest` (relationJoins: the test, its
 *   category, panel components and active offers at active labs with each lab, as JSON), copied.
 *
 * Answers are shaped as the project's (`rowToSummary`, `getTest`'s mapping, with the same helpers
 * from @labcompare/validators), so both servers do the same work after the database answers, and
 * the answer sizes match. If the service's SQL changes, update these copies: the benchmark prints
 * the statements per request of each server (a difference shows a copy has drifted).
 */
import { directionsUrl, formatWeeklyHours, readWeeklyHours, SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from "@labcompare/validators";
import type { BareQueryable } from "./bare-db.ts";

/** Shortest query for which misspellings are matched; full-text hits below which they are added (catalog.service.ts). */
const MIN_FUZZY_QUERY_LENGTH = 4;
const FUZZY_FALLBACK_BELOW = 3;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function aed(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return Number(value).toFixed(2);
}

function queryTokens(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/** The page statement for a text query (relevance order, no filters), as `searchTests` sends it. */
function pageSql(fuzzy: boolean): string {
  const match = fuzzy ? `(t.search_vector @@ to_tsquery('simple', $1) OR $2 <% t.search_text)` : `t.search_vector @@ to_tsquery('simple', $1)`;
  const n = fuzzy ? 1 : 0;
  const p = (i: number) => `$${i + n}`;
  return `
        SELECT t.id, t.slug, t.name, t.description, t.synonyms, t.is_panel, t.sample_type::text AS sample_type,
             t.fasting_hours, t.result_time, t.preparation_instructions,
             c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
               t.lowest_price_aed AS lowest_price, t.highest_price_aed AS highest_price,
               t.lowest_original_price_aed AS original_price, t.offer_count AS lab_count,
               t.fastest_turnaround_hours AS fastest_turnaround
        FROM tests t LEFT JOIN test_categories c ON c.id = t.category_id
        WHERE t.active AND t.offer_count > 0 AND ${match} 
        ORDER BY (
        CASE WHEN lower(t.name) = ${p(2)} OR EXISTS (SELECT 1 FROM unnest(t.synonyms) s WHERE lower(s) = ${p(3)}) THEN 10 ELSE 0 END
        + 3 * similarity(lower(t.name), ${p(4)})
        + 2 * word_similarity(${p(5)}, t.search_text)
        + ts_rank(t.search_vector, to_tsquery('simple', ${p(6)}))
      )::float8 DESC, t.offer_count DESC, t.name ASC
        LIMIT ${p(7)} OFFSET ${p(8)}`;
}

function countSql(fuzzy: boolean): string {
  const match = fuzzy ? `(t.search_vector @@ to_tsquery('simple', $1) OR $2 <% t.search_text)` : `t.search_vector @@ to_tsquery('simple', $1)`;
  return `SELECT count(*)::int AS n FROM (SELECT 1 FROM tests t WHERE t.active AND t.offer_count > 0 AND ${match}  LIMIT $${fuzzy ? 3 : 2}) m`;
}

interface SearchRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  synonyms: string[] | null;
  is_panel: boolean;
  sample_type: string;
  fasting_hours: number;
  result_time: string | null;
  preparation_instructions: string | null;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  lowest_price: string | number;
  highest_price: string | number;
  original_price: string | number | null;
  lab_count: number | string;
  fastest_turnaround: number;
}

/**
 * catalog.search for a text query (`q` non-empty, page, relevance): the same statements and answer
 * as `searchTests`. Other filters and sorts are not needed by the benchmark and are refused.
 */
export async function bareSearch(db: BareQueryable, input: { q: string; page: number }) {
  const pageSize = SEARCH_PAGE_SIZE;
  const q = input.q.trim().toLowerCase();
  const tokens = queryTokens(q);
  if (!q || !tokens.length) throw new Error("bare search: only a text query is implemented");
  const tsquery = tokens.map((t) => `${t}:*`).join(" & ");
  const offset = (input.page - 1) * pageSize;
  const run = async (fuzzy: boolean) => {
    const head = fuzzy ? [tsquery, q] : [tsquery];
    const [rows, counted] = await Promise.all([
      offset >= SEARCH_TOTAL_CAP ? Promise.resolve({ rows: [] as SearchRow[] }) : db.query<SearchRow>(pageSql(fuzzy), [...head, q, q, q, q, tsquery, pageSize, offset]),
      db.query<{ n: number }>(countSql(fuzzy), [...head, SEARCH_TOTAL_CAP + 1]),
    ]);
    return { rows: rows.rows, total: counted.rows[0]?.n ?? 0 };
  };
  let result = await run(false);
  if (result.total < FUZZY_FALLBACK_BELOW && q.length >= MIN_FUZZY_QUERY_LENGTH) result = await run(true);
  const total = Math.min(result.total, SEARCH_TOTAL_CAP);
  return {
    items: result.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      synonyms: r.synonyms ?? [],
      isPanel: r.is_panel,
      sampleType: r.sample_type,
      fastingHours: r.fasting_hours,
      resultTime: r.result_time,
      preparationInstructions: r.preparation_instructions,
      category: r.category_id ? { id: r.category_id, name: r.category_name!, slug: r.category_slug! } : null,
      lowestPriceAed: aed(r.lowest_price)!,
      highestPriceAed: aed(r.highest_price)!,
      originalPriceAed: aed(r.original_price),
      labCount: Number(r.lab_count),
      fastestTurnaroundHours: Number(r.fastest_turnaround),
    })),
    total,
    totalIsCapped: result.total > SEARCH_TOTAL_CAP,
    page: input.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Prisma's statement for `getTest` (relationJoins), captured from the driver; $6 is the id or slug. */
function testSql(bySlug: boolean): string {
  return `SELECT "t0"."id", "t0"."slug", "t0"."name", "t0"."description", "t0"."preparation_instructions" AS "preparationInstructions", "t0"."result_time" AS "resultTime", "t0"."loinc_code" AS "loincCode", "t0"."sample_type"::text AS "sampleType", "t0"."fasting_hours" AS "fastingHours", "t0"."synonyms", "t0"."is_panel" AS "isPanel", "t0"."updated_at" AS "updatedAt", "t0"."category_id" AS "categoryId", "Test_category"."__prisma_data__" AS "category", "Test_components"."__prisma_data__" AS "components", "Test_offers"."__prisma_data__" AS "offers" FROM "public"."tests" AS "t0" LEFT JOIN LATERAL (SELECT JSONB_BUILD_OBJECT('id', "t1"."id", 'name', "t1"."name", 'slug', "t1"."slug", 'description', "t1"."description", 'icon', "t1"."icon") AS "__prisma_data__" FROM "public"."test_categories" AS "t1" WHERE "t0"."category_id" = "t1"."id" LIMIT $1) AS "Test_category" ON true LEFT JOIN LATERAL (SELECT COALESCE(JSONB_AGG("__prisma_data__"), '[]') AS "__prisma_data__" FROM (SELECT "t4"."__prisma_data__" FROM (SELECT JSONB_BUILD_OBJECT('componentId', "t3"."component_id", 'component', "PanelComponent_component"."__prisma_data__") AS "__prisma_data__", "t3"."component_id" FROM (SELECT "t2".* FROM "public"."panel_components" AS "t2" WHERE "t0"."id" = "t2"."panel_id" /* root select */) AS "t3" LEFT JOIN LATERAL (SELECT JSONB_BUILD_OBJECT('id', "t6"."id", 'name', "t6"."name", 'slug', "t6"."slug") AS "__prisma_data__" FROM "public"."tests" AS "t6" WHERE "t3"."component_id" = "t6"."id" LIMIT $2) AS "PanelComponent_component" ON true /* inner select */) AS "t4" /* middle select */) AS "t5" /* outer select */) AS "Test_components" ON true LEFT JOIN LATERAL (SELECT COALESCE(JSONB_AGG("__prisma_data__"), '[]') AS "__prisma_data__" FROM (SELECT "t9"."__prisma_data__" FROM (SELECT JSONB_BUILD_OBJECT('id', "t8"."id", 'priceAed', "t8"."price_aed", 'originalPriceAed', "t8"."original_price_aed", 'homeCollectionFeeAed', "t8"."home_collection_fee_aed", 'turnaroundHours', "t8"."turnaround_hours", 'labId', "t8"."lab_id", 'lab', "LabTestOffer_lab"."__prisma_data__") AS "__prisma_data__", "t8"."price_aed", "t8"."turnaround_hours", "t8"."active", "t8"."lab_id" FROM (SELECT "t7".* FROM "public"."lab_test_offers" AS "t7" WHERE "t0"."id" = "t7"."test_id" /* root select */) AS "t8" LEFT JOIN LATERAL (SELECT JSONB_BUILD_OBJECT('id', "t11"."id", 'name', "t11"."name", 'slug', "t11"."slug", 'emirate', "t11"."emirate", 'area', "t11"."area", 'address', "t11"."address", 'phone', "t11"."phone", 'accreditation', "t11"."accreditation", 'homeCollection', "t11"."home_collection", 'weeklyHours', "t11"."weekly_hours", 'serviceEmirates', "t11"."service_emirates", 'latitude', "t11"."latitude", 'longitude', "t11"."longitude") AS "__prisma_data__" FROM "public"."labs" AS "t11" WHERE "t8"."lab_id" = "t11"."id" LIMIT $3) AS "LabTestOffer_lab" ON true /* inner select */) AS "t9" LEFT JOIN "public"."labs" AS "j12" ON ("j12"."id") = ("t9"."lab_id") WHERE ("t9"."active" = $4 AND ("j12"."active" = $5 AND ("j12"."id" IS NOT NULL))) ORDER BY "t9"."price_aed" ASC, "t9"."turnaround_hours" ASC /* middle select */) AS "t10" /* outer select */) AS "Test_offers" ON true WHERE ("t0"."${bySlug ? "slug" : "id"}" = $6 AND "t0"."active" = $7) LIMIT $8`;
}

interface JsonLab {
  id: string;
  name: string;
  slug: string;
  emirate: string;
  area: string;
  address: string;
  phone: string;
  accreditation: string[];
  homeCollection: boolean;
  weeklyHours: unknown;
  serviceEmirates: string[];
  latitude: number | null;
  longitude: number | null;
}

interface TestRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  preparationInstructions: string | null;
  resultTime: string | null;
  loincCode: string | null;
  sampleType: string;
  fastingHours: number;
  synonyms: string[];
  isPanel: boolean;
  updatedAt: Date;
  categoryId: string | null;
  category: { id: string; name: string; slug: string; description: string | null; icon: string | null } | null;
  components: { componentId: string; component: { id: string; name: string; slug: string } }[];
  offers: { id: string; priceAed: number; originalPriceAed: number | null; homeCollectionFeeAed: number | null; turnaroundHours: number; labId: string; lab: JsonLab }[];
}

/** catalog.tests.byId: the test with its offers, or null (the project answers NOT_FOUND). */
export async function bareTestById(db: BareQueryable, idOrSlug: string) {
  const bySlug = !UUID_PATTERN.test(idOrSlug);
  const { rows } = await db.query<TestRow>(testSql(bySlug), [1, 1, 1, true, true, bySlug ? idOrSlug : idOrSlug.toLowerCase(), true, 1]);
  const row = rows[0];
  if (!row) return null;
  const { categoryId: _categoryId, ...test } = row;
  const offers = test.offers.map((o) => {
    const weeklyHours = readWeeklyHours(o.lab.weeklyHours);
    return {
      id: o.id,
      lab: { ...o.lab, weeklyHours, openingHours: formatWeeklyHours(weeklyHours), directionsUrl: directionsUrl(o.lab) },
      priceAed: aed(o.priceAed)!,
      originalPriceAed: aed(o.originalPriceAed),
      homeCollectionFeeAed: o.lab.homeCollection ? aed(o.homeCollectionFeeAed ?? 0) : null,
      turnaroundHours: o.turnaroundHours,
    };
  });
  const cheapest = offers[0];
  return {
    ...test,
    updatedAt: new Date(test.updatedAt),
    components: test.components.map((c) => c.component).sort((a, b) => a.name.localeCompare(b.name)),
    offers,
    lowestPriceAed: cheapest?.priceAed ?? null,
    originalPriceAed: cheapest?.originalPriceAed ?? null,
    highestPriceAed: offers.length ? offers[offers.length - 1]!.priceAed : null,
    labCount: offers.length,
    fastestTurnaroundHours: offers.length ? Math.min(...offers.map((o) => o.turnaroundHours)) : null,
  };
}
