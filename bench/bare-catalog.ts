/**
 * The bare baseline's catalogue reads, with the SQL the project sends for them, built by the
 * project's own code so the two cannot drift:
 *
 * - search: packages/api's `searchTests` (search.service.ts) over `pg` (`rawDbOver`): the same
 *   statements (for a query of 4+ characters first the typo check, then the page statement with the
 *   capped total; a misspelling adds the page for the corrected words and, when that still finds
 *   little, the page with the trigram fallback) and the same answer shape (`rowToSummary`), so both
 *   servers do the same work after the database answers and the answer sizes match;
 * - test by id or slug: the project's statements and mapping for `getTestPage`, imported (the test,
 *   its category, panel components and every active offer at an active lab with the lab's comparing
 *   fields, as JSON; compared and paged as the project does, self-pay, default page; then the public
 *   fields of the page's labs).
 */
import {
  publicLabsStatement,
  testDetailStatement,
  type PublicLabRow,
  type TestDetailStatementRow,
} from "@labcompare/db";
import { rawDbOver } from "../packages/db/src/driver.ts";
import { searchTests } from "../packages/api/src/catalog/search.service.ts";
import {
  compareTestOffers,
  queryFilters,
  toTestPage,
} from "../packages/api/src/catalog/test-page.service.ts";
import { SELF_PAY_PAYER } from "../packages/api/src/insurance/payer.service.ts";
import type { BareQueryable } from "./bare-db.ts";

/** catalog.search for a text query, page `page`, sorted by relevance: the project's SearchResult. */
export async function bareSearch(db: BareQueryable, input: { q: string; page: number }) {
  return searchTests(rawDbOver(db), { q: input.q, page: input.page, sort: "relevance" });
}

/**
 * catalog.tests.byId: the test with its first page of offers, or null (the project answers
 * NOT_FOUND). The project's own statements and mapping (`testDetailStatement`, `compareTestOffers`,
 * `publicLabsStatement`, `toTestPage`), sent through `pg`.
 */
export async function bareTestById(db: BareQueryable, idOrSlug: string) {
  const { text, values } = testDetailStatement(idOrSlug);
  const { rows } = await db.query<TestDetailStatementRow>(text, values);
  const row = rows[0];
  if (!row) return null;
  const compared = compareTestOffers(row, SELF_PAY_PAYER, queryFilters({}), undefined, null, new Date());
  let labs: PublicLabRow[] = [];
  if (compared.page.length) {
    const page = publicLabsStatement(compared.page.map((r) => r.offer.labId));
    labs = (await db.query<PublicLabRow>(page.text, page.values)).rows;
  }
  return toTestPage(row, compared, labs, SELF_PAY_PAYER);
}
