/**
 * The catalogue's hot reads that are not search (search.ts): the test page's statements and the
 * basket comparison's offers. A test page answers a page of offers filtered and sorted over all of
 * them, so it reads every offer lightly (`testDetailStatement`) and the public fields of the labs on
 * the page only (`publicLabsStatement`).
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";

/** A UUID in its text form (any case): an id, as opposed to a slug. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * getTestPage's first statement: the test, its category, panel components and its active offers at
 * active labs (cheapest first, then fastest, then by id), each offer with the lab fields comparing
 * and filtering read (no address, phone or hours), as JSON built by PostgreSQL. With `hours`, each
 * offer also carries its lab's weekly schedule as JSON text (the "open" filter reads it). Prices are
 * numeric as text. Used by the benchmark's bare baseline too, so both send the same SQL.
 */
export function testDetailStatement(
  idOrSlug: string,
  opts: { hours?: boolean } = {},
): { text: string; values: string[] } {
  const byId = UUID_PATTERN.test(idOrSlug);
  const hours = opts.hours ? `, 'weeklyHours', l.weekly_hours::text` : "";
  const text = `SELECT t.id, t.slug, t.name, t.name_ar AS "nameAr", t.description, t.description_ar AS "descriptionAr",
  t.preparation_instructions AS "preparationInstructions", t.preparation_instructions_ar AS "preparationInstructionsAr",
  t.synonyms_ar AS "synonymsAr", t.result_time AS "resultTime", t.loinc_code AS "loincCode", t.sample_type::text AS "sampleType",
  t.fasting_hours AS "fastingHours", t.synonyms, t.is_panel AS "isPanel",
  (SELECT json_build_object('id', c.id, 'name', c.name, 'nameAr', c.name_ar, 'slug', c.slug, 'description', c.description,
       'descriptionAr', c.description_ar, 'icon', c.icon)
     FROM test_categories c WHERE c.id = t.category_id) AS category,
  (SELECT coalesce(json_agg(json_build_object('id', k.id, 'name', k.name, 'nameAr', k.name_ar, 'slug', k.slug)), '[]')
     FROM panel_components pc JOIN tests k ON k.id = pc.component_id WHERE pc.panel_id = t.id) AS components,
  (SELECT coalesce(json_agg(json_build_object('id', o.id, 'labId', o.lab_id, 'priceAed', o.price_aed::text,
       'originalPriceAed', o.original_price_aed::text, 'homeCollectionFeeAed', o.home_collection_fee_aed::text,
       'turnaroundHours', o.turnaround_hours, 'name', l.name, 'emirate', l.emirate, 'area', l.area, 'areaAr', l.area_ar,
       'accreditation', l.accreditation, 'homeCollection', l.home_collection, 'latitude', l.latitude,
       'longitude', l.longitude${hours})
       ORDER BY o.price_aed, o.turnaround_hours, o.id), '[]')
     FROM lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active
     WHERE o.test_id = t.id AND o.active) AS offers
FROM tests t WHERE ${byId ? "t.id = $1::uuid" : "t.slug = $1"} AND t.active`;
  return { text, values: [byId ? idOrSlug.toLowerCase() : idOrSlug] };
}

/** A test's identity and its texts in both languages (null or empty Arabic: the English one is shown). */
export interface TestTexts {
  id: string;
  slug: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  synonyms: string[];
  synonymsAr: string[];
  preparationInstructions: string | null;
  preparationInstructionsAr: string | null;
}

/** One offer of `testDetailStatement`: its prices and its lab's fields for comparing and filtering. */
export interface TestOfferRow {
  id: string;
  labId: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  /** The lab's name, emirate, area (and its Arabic name), accreditations, home collection, position. */
  name: string;
  emirate: string;
  area: string;
  areaAr: string | null;
  accreditation: string[];
  homeCollection: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The lab's stored weekly schedule as JSON text; only when asked for (`hours`). */
  weeklyHours?: string;
}

/** A row of `testDetailStatement`. */
export interface TestDetailStatementRow extends TestTexts {
  resultTime: string | null;
  loincCode: string | null;
  sampleType: string;
  fastingHours: number;
  isPanel: boolean;
  category: {
    id: string;
    name: string;
    nameAr: string | null;
    slug: string;
    description: string | null;
    descriptionAr: string | null;
    icon: string | null;
  } | null;
  components: { id: string; name: string; nameAr: string | null; slug: string }[];
  offers: TestOfferRow[];
}

/** The active test with this UUID or slug (`testDetailStatement`), or null. */
export async function readTestDetail(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  idOrSlug: string,
  opts: { hours?: boolean } = {},
): Promise<TestDetailStatementRow | null> {
  const { text, values } = testDetailStatement(idOrSlug, opts);
  const [row] = await readRows<TestDetailStatementRow>(db, text, values);
  return row ?? null;
}

/**
 * A test page's head (SEO tags, structured data): the active test with this UUID or slug, its
 * category, the offer summary its row keeps (count, lowest and highest price in AED, kept in step
 * with its active offers at active labs by trigger) and its `offerLimit` cheapest offers (then
 * fastest, then by lab name) with their lab's names. Prices numeric as text. One light statement, so
 * a cold page's head does not read every offer as its body does.
 */
export function testHeadStatement(idOrSlug: string, offerLimit: number): { text: string; values: unknown[] } {
  const byId = UUID_PATTERN.test(idOrSlug);
  const text = `SELECT t.id, t.slug, t.name, t.name_ar AS "nameAr", t.description, t.description_ar AS "descriptionAr",
  t.synonyms, t.result_time AS "resultTime", t.loinc_code AS "loincCode", t.offer_count AS "labCount",
  t.lowest_price_aed::text AS "lowestPriceAed", t.highest_price_aed::text AS "highestPriceAed",
  (SELECT json_build_object('id', c.id, 'name', c.name, 'nameAr', c.name_ar)
     FROM test_categories c WHERE c.id = t.category_id) AS category,
  (SELECT coalesce(json_agg(json_build_object('priceAed', c.price_aed::text, 'lab',
       json_build_object('name', c.name, 'nameAr', c.name_ar)) ORDER BY c.price_aed, c.turnaround_hours, c.name), '[]')
     FROM (SELECT o.price_aed, o.turnaround_hours, l.name, l.name_ar
           FROM lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active
           WHERE o.test_id = t.id AND o.active
           ORDER BY o.price_aed, o.turnaround_hours, l.name LIMIT $2) c) AS offers
FROM tests t WHERE ${byId ? "t.id = $1::uuid" : "t.slug = $1"} AND t.active`;
  return { text, values: [byId ? idOrSlug.toLowerCase() : idOrSlug, offerLimit] };
}

/** A row of `testHeadStatement`. */
export interface TestHeadRow extends Pick<
  TestTexts,
  "id" | "slug" | "name" | "nameAr" | "description" | "descriptionAr" | "synonyms"
> {
  resultTime: string | null;
  loincCode: string | null;
  /** Active offers at active labs. */
  labCount: number;
  lowestPriceAed: string | null;
  highestPriceAed: string | null;
  category: { id: string; name: string; nameAr: string | null } | null;
  offers: { priceAed: string; lab: { name: string; nameAr: string | null } }[];
}

/** The active test with this UUID or slug as a page's head reads it (`testHeadStatement`), or null. */
export async function readTestHead(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  idOrSlug: string,
  offerLimit: number,
): Promise<TestHeadRow | null> {
  const { text, values } = testHeadStatement(idOrSlug, offerLimit);
  const [row] = await readRows<TestHeadRow>(db, text, values);
  return row ?? null;
}

/**
 * The public columns of the labs `ids` (any order), named as the API's `labPublicSelect` names them;
 * the weekly schedule as its JSON text, which `readStoredSchedule` keys on.
 */
export function publicLabsStatement(ids: readonly string[]): { text: string; values: [string[]] } {
  const text = `SELECT l.id, l.name, l.name_ar AS "nameAr", l.slug, l.emirate, l.area, l.area_ar AS "areaAr",
  l.address, l.address_ar AS "addressAr", l.phone, l.accreditation, l.home_collection AS "homeCollection",
  l.weekly_hours::text AS "weeklyHours", l.service_emirates AS "serviceEmirates", l.latitude, l.longitude
FROM labs l WHERE l.id = ANY($1::uuid[])`;
  return { text, values: [[...ids]] };
}

/** A row of `publicLabsStatement`. */
export interface PublicLabRow {
  id: string;
  name: string;
  nameAr: string | null;
  slug: string;
  emirate: string;
  area: string;
  areaAr: string | null;
  address: string;
  addressAr: string | null;
  phone: string;
  accreditation: string[];
  homeCollection: boolean;
  weeklyHours: string;
  serviceEmirates: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The labs `ids` with their public columns (`publicLabsStatement`), in no order; none for no ids. */
export async function readPublicLabs(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  ids: readonly string[],
): Promise<PublicLabRow[]> {
  if (ids.length === 0) return [];
  const { text, values } = publicLabsStatement(ids);
  return readRows<PublicLabRow>(db, text, values);
}

/** An active offer of a basket's test at any lab, prices numeric as text ("85.00", AED). */
export interface BasketOfferRow {
  testId: string;
  labId: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  /** Hours from sample to report. */
  turnaroundHours: number;
}

/**
 * compareBasket's offers: every active offer of the tests `testIds` (the lab filters apply after,
 * in memory). Through the driver: a basket of popular tests reads one row per lab and test (10,000
 * at 500 labs), which Prisma turns into several objects each (decimals among them).
 */
export function readBasketOffers(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  testIds: readonly string[],
): Promise<BasketOfferRow[]> {
  return readRows<BasketOfferRow>(
    db,
    `SELECT test_id AS "testId", lab_id AS "labId", price_aed::text AS "priceAed",
       original_price_aed::text AS "originalPriceAed", home_collection_fee_aed::text AS "homeCollectionFeeAed",
       turnaround_hours AS "turnaroundHours"
     FROM lab_test_offers WHERE test_id = ANY($1::uuid[]) AND active`,
    [testIds],
  );
}
