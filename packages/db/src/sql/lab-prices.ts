/**
 * A lab page's price list: one statement answering a page of the lab's prices by test name, with
 * how many match the search and how many the lab has.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";
import { UUID_PATTERN } from "./catalog.ts";

/**
 * The active lab `idOrSlug` (its id and whether it collects at home), the number of its active
 * offers of active tests (`count`), of those matching `q` (`total`), and the first `limit` of the
 * matching ones by test name then offer id (`items`, JSON; prices numeric as text). `q` (already
 * trimmed; "" matches all) matches a test whose name or Arabic name contains it, any case, or whose
 * slug contains it with spaces read as "-". No row: no such active lab.
 */
export function labPricesStatement(
  idOrSlug: string,
  q: string,
  limit: number,
): { text: string; values: [string, string, string, number] } {
  const byId = UUID_PATTERN.test(idOrSlug);
  const text = `WITH lab AS (SELECT id, home_collection FROM labs WHERE ${byId ? "id = $1::uuid" : "slug = $1"} AND active),
m AS (
  SELECT o.id, o.price_aed, o.original_price_aed, o.home_collection_fee_aed, o.turnaround_hours,
    t.id AS test_id, t.name, t.name_ar, t.slug, t.fasting_hours, t.preparation_instructions,
    ($2 = '' OR strpos(lower(t.name), $2) > 0 OR strpos(lower(coalesce(t.name_ar, '')), $2) > 0
      OR strpos(t.slug, $3) > 0) AS hit
  FROM lab JOIN lab_test_offers o ON o.lab_id = lab.id AND o.active JOIN tests t ON t.id = o.test_id AND t.active
)
SELECT lab.id, lab.home_collection AS "homeCollection",
  (SELECT count(*)::int FROM m) AS count,
  (SELECT count(*)::int FROM m WHERE hit) AS total,
  (SELECT coalesce(json_agg(json_build_object('offerId', p.id, 'priceAed', p.price_aed::text,
       'originalPriceAed', p.original_price_aed::text, 'homeCollectionFeeAed', p.home_collection_fee_aed::text,
       'turnaroundHours', p.turnaround_hours, 'test', json_build_object('id', p.test_id, 'name', p.name,
       'nameAr', p.name_ar, 'slug', p.slug, 'fastingHours', p.fasting_hours,
       'preparationInstructions', p.preparation_instructions)) ORDER BY p.name, p.id), '[]')
     FROM (SELECT * FROM m WHERE hit ORDER BY name, id LIMIT $4) p) AS items
FROM lab`;
  const needle = q.toLowerCase();
  return {
    text,
    values: [byId ? idOrSlug.toLowerCase() : idOrSlug, needle, needle.replace(/\s+/g, "-"), limit],
  };
}

/** A test as a lab's price list and a booking's items show it: names, link and how to prepare. */
export interface ItemTest {
  id: string;
  name: string;
  nameAr: string | null;
  slug: string;
  fastingHours: number;
  preparationInstructions: string | null;
}

/** One price of `labPricesStatement`. */
export interface LabPriceRow {
  offerId: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  test: ItemTest;
}

/** The row of `labPricesStatement`. */
export interface LabPricesRow {
  id: string;
  homeCollection: boolean;
  count: number;
  total: number;
  items: LabPriceRow[];
}

/** A page of the lab's prices (`labPricesStatement`), or null when no active lab has that id or slug. */
export async function readLabPrices(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  idOrSlug: string,
  q: string,
  limit: number,
): Promise<LabPricesRow | null> {
  const { text, values } = labPricesStatement(idOrSlug, q, limit);
  const [row] = await readRows<LabPricesRow>(db, text, values);
  return row ?? null;
}
