/**
 * What a test page's head needs (apps/server/src/seo: title, description, keywords, the MedicalTest
 * and its AggregateOffer): the test and its offers' summary, read apart from the page's comparison
 * (test-page.service.ts), which reads and compares every offer for the body.
 */
import { readTestHead, type PrismaClient, type TestHeadRow } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

/**
 * The test `idOrSlug` (UUID or slug) for its page's head: texts in both languages, synonyms, result
 * time, LOINC code, category { id, name, nameAr }, `labCount` (active offers at active labs),
 * `lowestPriceAed` / `highestPriceAed` ("85.00", AED; null without offers) and `offers`: the
 * `offerLimit` cheapest (then fastest, then by lab name), each { priceAed, lab: { name, nameAr } }.
 * Throws NOT_FOUND "Test not found" (as catalog.tests.byId) for an unknown or inactive test.
 */
export async function getTestHead(
  db: PrismaClient,
  idOrSlug: string,
  offerLimit: number,
): Promise<TestHeadRow> {
  const row = await readTestHead(db, idOrSlug, offerLimit);
  if (!row) throw new AppError("NOT_FOUND", messages.catalog.testNotFound);
  return row;
}
