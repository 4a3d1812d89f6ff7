/**
 * The catalogue's hot reads that are not search (search.ts): the test page's one statement.
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows } from "../driver.ts";

/** A UUID in its text form (any case): an id, as opposed to a slug. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A lab's public columns as a JSON object, keys as the API's `labPublicSelect` names them (the test
 * detail statement); the weekly schedule as its JSON text, which `readStoredSchedule` keys on.
 */
const labPublicJson = `json_build_object('id', l.id, 'name', l.name, 'nameAr', l.name_ar, 'slug', l.slug, 'emirate', l.emirate,
  'area', l.area, 'areaAr', l.area_ar, 'address', l.address, 'addressAr', l.address_ar, 'phone', l.phone, 'accreditation', l.accreditation, 'homeCollection', l.home_collection,
  'weeklyHours', l.weekly_hours::text, 'serviceEmirates', l.service_emirates, 'latitude', l.latitude, 'longitude', l.longitude)`;

/**
 * getTest's one statement: the test, its category, panel components and active offers at active
 * labs (cheapest first, then fastest), the related rows as JSON built by PostgreSQL. Prices are
 * numeric as text. Sent through the driver: Prisma's relation mapping of a test with many offers cost more CPU
 * than the rest of the request (docs/performance.md). Used by the benchmark's
 * bare baseline too, so both send the same SQL.
 */
export function testDetailStatement(idOrSlug: string): { text: string; values: string[] } {
  const byId = UUID_PATTERN.test(idOrSlug);
  const text = `SELECT t.id, t.slug, t.name, t.name_ar AS "nameAr", t.description, t.description_ar AS "descriptionAr",
  t.preparation_instructions AS "preparationInstructions", t.preparation_instructions_ar AS "preparationInstructionsAr",
  t.synonyms_ar AS "synonymsAr", t.result_time AS "resultTime", t.loinc_code AS "loincCode", t.sample_type::text AS "sampleType",
  t.fasting_hours AS "fastingHours", t.synonyms, t.is_panel AS "isPanel",
  (SELECT json_build_object('id', c.id, 'name', c.name, 'nameAr', c.name_ar, 'slug', c.slug, 'description', c.description,
       'descriptionAr', c.description_ar, 'icon', c.icon)
     FROM test_categories c WHERE c.id = t.category_id) AS category,
  (SELECT coalesce(json_agg(json_build_object('id', k.id, 'name', k.name, 'nameAr', k.name_ar, 'slug', k.slug)), '[]')
     FROM panel_components pc JOIN tests k ON k.id = pc.component_id WHERE pc.panel_id = t.id) AS components,
  (SELECT coalesce(json_agg(json_build_object('id', o.id, 'priceAed', o.price_aed::text, 'originalPriceAed', o.original_price_aed::text,
       'homeCollectionFeeAed', o.home_collection_fee_aed::text, 'turnaroundHours', o.turnaround_hours, 'lab', ${labPublicJson})
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

/** A row of `testDetailStatement`; `Lab`: the type its offers' labs are read as. */
export interface TestDetailStatementRow<Lab = Record<string, unknown>> extends TestTexts {
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
  offers: {
    id: string;
    priceAed: string;
    originalPriceAed: string | null;
    homeCollectionFeeAed: string | null;
    turnaroundHours: number;
    lab: Lab;
  }[];
}

/** The active test with this UUID or slug (`testDetailStatement`), or null. */
export async function readTestDetail<Lab>(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  idOrSlug: string,
): Promise<TestDetailStatementRow<Lab> | null> {
  const { text, values } = testDetailStatement(idOrSlug);
  const [row] = await readRows<TestDetailStatementRow<Lab>>(db, text, values);
  return row ?? null;
}
