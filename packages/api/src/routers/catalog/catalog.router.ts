/** Public catalogue procedures: categories, tests, offers across labs, labs, search. */
import { byIdOrSlugInput, labsListInput, searchInput, testsByCategoryInput } from "@labcompare/validators";
import { publicProcedure, router } from "../../trpc.ts";
import * as catalog from "./catalog.service.ts";

export const catalogRouter = router({
  categories: router({
    /** All active categories with test counts, in display order. */
    list: publicProcedure.query(({ ctx }) => catalog.listCategories(ctx.db)),
    /** One category by id or slug; NOT_FOUND "Category not found". */
    byId: publicProcedure.input(byIdOrSlugInput).query(({ ctx, input }) => catalog.getCategory(ctx.db, input.id)),
  }),
  tests: router({
    /** Tests of a category ordered by name, with lowest price (AED), lab count and fastest turnaround (hours). */
    byCategory: publicProcedure
      .input(testsByCategoryInput)
      .query(({ ctx, input }) => catalog.listTestsByCategory(ctx.db, input.categoryId)),
    /** One test by id or slug with its offers across labs, cheapest first; NOT_FOUND "Test not found". */
    byId: publicProcedure.input(byIdOrSlugInput).query(({ ctx, input }) => catalog.getTest(ctx.db, input.id)),
  }),
  /** Ranked, typo-tolerant search; 20 per page with total. */
  search: publicProcedure.input(searchInput).query(({ ctx, input }) => catalog.searchTests(ctx.db, input)),
  labs: router({
    /** Active partner labs with their number of tests offered. */
    list: publicProcedure.input(labsListInput).query(({ ctx, input }) => catalog.listLabs(ctx.db, input)),
  }),
});
