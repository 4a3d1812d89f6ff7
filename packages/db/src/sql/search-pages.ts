/**
 * The statements that read one page of catalog.search, one builder per strategy (each returns the
 * `Prisma.Sql` to run), and `searchPage`, which picks the strategy for a request:
 * - ranked: a query sorted by relevance (rank per test up to SEARCH_TOTAL_CAP matches, listing tiers above);
 * - listed: no offer filter, served by the tests' own summaries and indexes;
 * - cheapest fitting: an offer filter and a price sort, walking fitting offers in price order;
 * - filtered: an offer filter and another sort, aggregating the page's tests only.
 */
import { Prisma } from "../generated/prisma/client.ts";
import { SEARCH_TOTAL_CAP } from "@labcompare/validators";
import { readSql } from "../driver.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { SUMMARY_COLUMNS, TEST_COLUMNS, type SearchScope, type TextQuery } from "./search-fragments.ts";
import type { SearchParams, SearchRow } from "./search-terms.ts";

/** Where one page sits and what it is of. */
export interface PageWindow {
  /** `t.active AND …`: the tests the page lists from (matching, in the category), before the offer filters. */
  where: Prisma.Sql;
  offset: number;
  pageSize: number;
}

/** How many tests match, counted up to SEARCH_TOTAL_CAP + 1 (a window count over every match costs far more). */
export function countSql(scope: SearchScope, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
        SELECT count(*)::int AS n FROM (SELECT 1 FROM tests t WHERE ${where} ${scope.fits} LIMIT ${SEARCH_TOTAL_CAP + 1}) m`;
}

/**
 * Relevance with a query, in one statement: the capped matches (m) give the total; up to the cap
 * they are ranked by `rank`, above it the page is listed by tiers (tests found by their own words
 * first). Only the branch that applies runs (a one-time filter on the total). Rows carry `total`
 * and `pos` (null on the row of an empty page, which carries the total alone).
 */
export function rankedPageSql(
  scope: SearchScope,
  text: TextQuery,
  rank: Prisma.Sql,
  base: Prisma.Sql,
  window: PageWindow,
): Prisma.Sql {
  const { where, offset, pageSize } = window;
  const tier = (condition: Prisma.Sql, n: number) => Prisma.sql`(
          SELECT t.id, ${Prisma.raw(String(n))} AS tier, t.offer_count, t.name FROM tests t
          WHERE ${base} AND ${condition} ${scope.fits}
          ORDER BY t.offer_count DESC, t.name ASC LIMIT ${offset + pageSize})`;
  // A test found by its own words is found by the full text too (same words, more of them). The
  // others are looked for only when those do not fill the page: when every match is by its own
  // words (an Arabic name: no Arabic descriptions), that walk would read the whole listing index.
  const tiers = text.ownWords
    ? Prisma.sql`SELECT * FROM t0 UNION ALL
            SELECT * FROM ${tier(Prisma.sql`${text.fullText} AND NOT (${text.ownWords})`, 1)} t1
            WHERE (SELECT count(*) FROM t0) < ${offset + pageSize}`
    : tier(text.fullText, 0);
  const filtered = scope.offerFilters.length > 0;
  return Prisma.sql`
        WITH m AS MATERIALIZED (SELECT t.id FROM tests t WHERE ${where} ${scope.fits} LIMIT ${SEARCH_TOTAL_CAP + 1}),
        n AS (SELECT count(*)::int AS total FROM m),
        ${text.ownWords ? Prisma.sql`t0 AS MATERIALIZED ${tier(text.ownWords, 0)},` : Prisma.empty}
        page AS (
          (SELECT t.id, row_number() OVER (ORDER BY ${rank} DESC, t.offer_count DESC, t.name ASC) AS pos
           FROM tests t JOIN m ON m.id = t.id
           WHERE (SELECT total FROM n) <= ${SEARCH_TOTAL_CAP}
           ORDER BY pos LIMIT ${pageSize} OFFSET ${offset})
          UNION ALL
          (SELECT r.id, row_number() OVER (ORDER BY r.tier, r.offer_count DESC, r.name ASC) AS pos
           FROM (${tiers}) r
           WHERE (SELECT total FROM n) > ${SEARCH_TOTAL_CAP}
           ORDER BY pos LIMIT ${pageSize} OFFSET ${offset}))
        SELECT n.total, x.*
        FROM n LEFT JOIN (
          SELECT page.pos::int AS pos, ${TEST_COLUMNS}, ${filtered ? Prisma.sql`p.*` : SUMMARY_COLUMNS}
          FROM page JOIN tests t ON t.id = page.id
          ${filtered ? Prisma.sql`CROSS JOIN ${scope.summary}` : Prisma.empty}
          LEFT JOIN test_categories c ON c.id = t.category_id
        ) x ON TRUE
        ORDER BY x.pos`;
}

/** No offer filter: each test's offer summary (kept by triggers) is all a card needs; the order is served by indexes. */
export function listedPageSql(sort: SearchParams["sort"], window: PageWindow): Prisma.Sql {
  const order = {
    relevance: Prisma.sql`t.offer_count DESC, t.name ASC`,
    price_asc: Prisma.sql`t.lowest_price_aed ASC, t.name ASC`,
    price_desc: Prisma.sql`t.lowest_price_aed DESC, t.name ASC`,
    name: Prisma.sql`t.name ASC`,
  }[sort];
  return Prisma.sql`
        SELECT ${TEST_COLUMNS}, ${SUMMARY_COLUMNS}
        FROM tests t LEFT JOIN test_categories c ON c.id = t.category_id
        WHERE ${window.where}
        ORDER BY ${order}
        LIMIT ${window.pageSize} OFFSET ${window.offset}`;
}

/**
 * An offer filter and a price sort: prices describe the offers that fit, so a test sorts by its
 * cheapest fitting offer. Walking the fitting offers in price order (offers' price index), a test is
 * listed at the one offer no other fitting offer of it undercuts (ties: the lower id), so the page is
 * found without aggregating every match.
 */
export function cheapestFittingPageSql(
  scope: SearchScope,
  sort: "price_asc" | "price_desc",
  window: PageWindow,
): Prisma.Sql {
  const dir = sort === "price_asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const cheaperFitting = scope.offerConditions("o2", "l2");
  return Prisma.sql`
        SELECT ${TEST_COLUMNS}, p.*
        FROM (
          SELECT o.test_id AS id, o.price_aed AS lowest_price
          FROM lab_test_offers o
          JOIN labs l ON l.id = o.lab_id AND l.active
          JOIN tests t ON t.id = o.test_id
          WHERE o.active ${Prisma.join(scope.offerFilters, " ")} AND ${window.where}
            AND NOT EXISTS (
              SELECT 1 FROM lab_test_offers o2 JOIN labs l2 ON l2.id = o2.lab_id AND l2.active
              WHERE o2.test_id = o.test_id AND o2.active ${Prisma.join(cheaperFitting, " ")}
                AND (o2.price_aed < o.price_aed OR (o2.price_aed = o.price_aed AND o2.id < o.id)))
          ORDER BY o.price_aed ${dir}, t.name ASC
          LIMIT ${window.pageSize} OFFSET ${window.offset}) x
        JOIN tests t ON t.id = x.id CROSS JOIN ${scope.summary}
        LEFT JOIN test_categories c ON c.id = t.category_id
        ORDER BY x.lowest_price ${dir}, t.name ASC`;
}

/** An offer filter and a name or lab-count sort: prices and lab counts aggregated for the page's tests only. */
export function filteredPageSql(
  scope: SearchScope,
  sort: "name" | "relevance",
  window: PageWindow,
): Prisma.Sql {
  const order = sort === "name" ? Prisma.sql`t.name ASC` : Prisma.sql`t.offer_count DESC, t.name ASC`;
  return Prisma.sql`
        SELECT ${TEST_COLUMNS}, p.*
        FROM (SELECT t.* FROM tests t WHERE ${window.where} ${scope.fits}
              ORDER BY ${order} LIMIT ${window.pageSize} OFFSET ${window.offset}) t
        CROSS JOIN ${scope.summary}
        LEFT JOIN test_categories c ON c.id = t.category_id
        ORDER BY ${order}`;
}

/** What searchPage needs of the request beyond the scope. */
export interface PageRequest {
  sort: SearchParams["sort"];
  page: number;
  pageSize: number;
  /** The relevance rank of a query (rankExpression); used with `text` and sort "relevance". */
  rank: (text: TextQuery) => Prisma.Sql;
}

/**
 * One page of tests matching `text` (null: every test) and how many match, up to the cap. Pages
 * end at the cap, as the count does.
 */
export async function searchPage(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  scope: SearchScope,
  text: TextQuery | null,
  request: PageRequest,
): Promise<{ rows: SearchRow[]; total: number }> {
  const base = Prisma.sql`t.active AND t.offer_count > 0 ${scope.categoryFilter}`;
  const where = Prisma.sql`${base} AND ${text ? text.fullText : Prisma.sql`TRUE`}`;
  const window: PageWindow = {
    where,
    offset: (request.page - 1) * request.pageSize,
    pageSize: request.pageSize,
  };
  const countMatches = async () => (await readSql<{ n: number }>(db, countSql(scope, where)))[0]?.n ?? 0;
  if (window.offset >= SEARCH_TOTAL_CAP) return { rows: [], total: await countMatches() };
  if (text && request.sort === "relevance") {
    const rows = await readSql<SearchRow & { total: number; pos: number | null }>(
      db,
      rankedPageSql(scope, text, request.rank(text), base, window),
    );
    return { rows: rows.filter((r) => r.pos !== null), total: rows[0]?.total ?? 0 };
  }
  const sort = request.sort;
  const statement = !scope.offerFilters.length
    ? listedPageSql(sort, window)
    : sort === "price_asc" || sort === "price_desc"
      ? cheapestFittingPageSql(scope, sort, window)
      : filteredPageSql(scope, sort, window);
  const [rows, total] = await Promise.all([readSql<SearchRow>(db, statement), countMatches()]);
  return { rows, total };
}
