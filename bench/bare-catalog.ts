/**
 * The bare baseline's catalogue reads, with the SQL the project sends for them, built by the
 * project's own code so the two cannot drift:
 *
 * - search: packages/api's `searchTests` (search.service.ts) over `pg` (`rawDbOver`): the same
 *   statements (for a query of 4+ characters first the typo check, then the page statement with the
 *   capped total; a misspelling adds the page for the corrected words and, when that still finds
 *   little, the page with the trigram fallback) and the same answer shape (`rowToSummary`), so both
 *   servers do the same work after the database answers and the answer sizes match;
 * - test by id or slug: the project's statement and mapping for `getTest`, imported (the test, its
 *   category, panel components and active offers at active labs with each lab, as JSON), with the
 *   self-pay estimates the project adds (`withPayerEstimates`).
 */
import { testDetailStatement } from "@labcompare/db";
import { rawDbOver } from "../packages/db/src/driver.ts";
import { searchTests } from "../packages/api/src/catalog/search.service.ts";
import {
  toTestDetail,
  withPayerEstimates,
  type TestDetailRow,
} from "../packages/api/src/catalog/catalog.service.ts";
import { SELF_PAY_PAYER } from "../packages/api/src/insurance/payer.service.ts";
import type { BareQueryable } from "./bare-db.ts";

/** catalog.search for a text query, page `page`, sorted by relevance: the project's SearchResult. */
export async function bareSearch(db: BareQueryable, input: { q: string; page: number }) {
  return searchTests(rawDbOver(db), { q: input.q, page: input.page, sort: "relevance" });
}

/**
 * catalog.tests.byId: the test with its offers, or null (the project answers NOT_FOUND). The
 * project's own statement and row mapping (`testDetailStatement`, `toTestDetail`), sent through `pg`.
 */
export async function bareTestById(db: BareQueryable, idOrSlug: string) {
  const { text, values } = testDetailStatement(idOrSlug);
  const { rows } = await db.query<TestDetailRow>(text, values);
  return rows[0] ? withPayerEstimates(toTestDetail(rows[0]), SELF_PAY_PAYER) : null;
}
