/** Public catalogue procedures: categories, tests, offers across labs, labs, search. */
import {
  byIdOrSlugInput,
  testByIdInput,
  compareBasketInput,
  labPricesInput,
  labsListInput,
  resolveListInput,
  searchInput,
  testsByCategoryInput,
} from "@labcompare/validators";
import type { LimitedCatalogProcedure } from "../../rate-limits.ts";
import { publicProcedure, router } from "../../trpc.ts";
import { publicQuery } from "../../service-procedures.ts";
import * as out from "./catalog.schema.ts";
import { testDetailOutput } from "./test-page.schema.ts";
import * as catalog from "../../catalog/catalog.service.ts";
import * as compare from "../../catalog/compare.service.ts";
import { getLab, listLabPrices } from "../../catalog/lab-page.service.ts";
import { getTestPage } from "../../catalog/test-page.service.ts";
import { popularTests } from "../../catalog/popular-tests.service.ts";
import { resolveList } from "../../catalog/resolve-list.service.ts";
import { searchTests } from "../../catalog/search.service.ts";
import { outputCheck } from "../../output-check.ts";

/** A public procedure whose every call counts against the caller's IP (ctx.catalogLimits), before its input is read. */
const limited = (procedure: LimitedCatalogProcedure) =>
  publicProcedure.use(async ({ ctx, next }) => {
    await ctx.catalogLimits.call(procedure, ctx.ip);
    return next();
  });

export const catalogRouter = router({
  categories: router({
    /** All active categories with test counts, in display order. */
    list: publicProcedure
      .output(outputCheck(out.categoryListOutput))
      .query(({ ctx }) => catalog.listCategories(ctx.db)),
    /** One category by id or slug; NOT_FOUND "Category not found". */
    byId: publicQuery(byIdOrSlugInput, out.categoryOutput, (db, { id }) => catalog.getCategory(db, id)),
  }),
  tests: router({
    /** Tests of a category ordered by name, with lowest price (AED), lab count and fastest turnaround (hours). */
    byCategory: publicQuery(testsByCategoryInput, out.testSummaryListOutput, (db, { categoryId }) =>
      catalog.listTestsByCategory(db, categoryId),
    ),
    /**
     * One test by id or slug with the summary of all its offers and one page of them compared across
     * labs: filtered (emirate, labArea, home, accreditation, open), sorted (price, total, turnaround,
     * distance from `near` or `areaId`, name), the first `limit` (default 10, at most 500), with
     * `payer` each offer's estimated share; `comparison` holds the count the filters leave, their
     * range, cheapest and fastest, and the filters' choices. See getTestPage. NOT_FOUND "Test not found".
     */
    byId: publicProcedure
      .input(testByIdInput)
      .output(outputCheck(testDetailOutput))
      .query(({ ctx, input }) => getTestPage(ctx.db, input.id, input, ctx.planCache)),
  }),
  /**
   * Labs compared for a basket of tests (complete labs first by total; one home-collection fee per visit), the
   * first `limit` (default 50, at most 500) with `labCount` for the rest, or only `labId`. See compareBasket.
   * Limited per IP: TOO_MANY_REQUESTS past CATALOG_RATE_LIMIT_PER_MINUTE calls a minute.
   */
  compareBasket: limited("compareBasket")
    .input(compareBasketInput)
    .output(outputCheck(out.compareBasketOutput))
    .query(({ ctx, input }) => compare.compareBasket(ctx.db, input, ctx.planCache)),
  /** SPEC's five popular tests with their live cheapest price and its original price (AED). */
  popularTests: publicProcedure
    .output(outputCheck(out.popularTestsOutput))
    .query(({ ctx }) => popularTests(ctx.db)),
  /** The insurance plans a patient may choose (active), by insurer then plan, names in English and Arabic. */
  insurancePlans: publicProcedure
    .output(outputCheck(out.insurancePlansOutput))
    .query(({ ctx }) => ctx.siteData.choosablePlans(ctx.db)),
  /** UAE areas with centre points, for "near me" without online geocoding. */
  areas: publicProcedure.output(outputCheck(out.areasOutput)).query(({ ctx }) => ctx.siteData.areas(ctx.db)),
  /**
   * Ranked, typo-tolerant search; 20 per page with total. Correction work is bounded per call (query
   * ≤ 200 characters): its first 4 distinct words of 4+ characters looked up, ≤ 5 corrections each,
   * one whole-query comparison at most. See searchTests.
   */
  search: publicQuery(searchInput, out.searchOutput, searchTests),
  /**
   * A doctor's list ({ text }: ≤ 2,000 characters, ≤ 20 items, split on commas, semicolons, new lines,
   * "and", "+", "/") → { items: [{ input, match, alternatives (≤ 3), confidence }] } in the order written.
   * Correction work is bounded per call: an item's typo match considers its first 6 words; ≤ 4 words
   * per item and ≤ 8 distinct words per list are looked up (items without an exact match, in order),
   * ≤ 5 corrections each; ≤ 2 items are compared whole with every test. See resolveList. Limited per IP: TOO_MANY_REQUESTS past CATALOG_RATE_LIMIT_PER_MINUTE calls a minute.
   */
  resolveList: limited("resolveList")
    .input(resolveListInput)
    .output(outputCheck(out.resolveListOutput))
    .query(({ ctx, input }) => resolveList(ctx.db, input.text)),
  labs: router({
    /** Active partner labs with their number of tests offered; with `near`, nearest first with distanceKm. */
    list: publicQuery(labsListInput, out.labListOutput, catalog.listLabs),
    /** One lab's public page by id or slug (hours text, coordinates, accreditation, testCount); NOT_FOUND "Lab not found". */
    bySlug: publicQuery(byIdOrSlugInput, out.labOutput, (db, { id }) => getLab(db, id)),
    /**
     * A page of one lab's price list by test name: input { id: lab id or slug, q?: search, limit?: 1–1,000
     * (default 40) } → { items, total (matching q), count (all) }; AED strings. See listLabPrices.
     * NOT_FOUND "Lab not found".
     */
    prices: publicQuery(labPricesInput, out.labPricesOutput, listLabPrices),
    /** One lab's active offers by test name (AED strings), all of them (a booking's "add a test"); input { id: lab id or slug }; NOT_FOUND "Lab not found". */
    offers: publicQuery(byIdOrSlugInput, out.labOffersOutput, (db, { id }) => catalog.listLabOffers(db, id)),
  }),
});
