/** admin.categories: test categories (list with counts, create, update, setActive, delete when empty). */
import { categoryCreateInput, categoryUpdateInput, idInput, setActiveInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import * as categories from "../../../admin/categories.service.ts";

export const adminCategoriesRouter = router({
  /** Output: every category in display order with testCount and activeTestCount. */
  list: adminProcedure.query(({ ctx }) => categories.listCategories(ctx.db)),
  /** Input: category fields (slug optional). Output: the category. CONFLICT on a taken name/slug. Audited. */
  create: adminProcedure
    .input(categoryCreateInput)
    .mutation(({ ctx, input }) => categories.createCategory(ctx.db, input, ctx.user.id)),
  /** Input: { id, ...all fields }. Output: the category. NOT_FOUND / CONFLICT. Audited. */
  update: adminProcedure
    .input(categoryUpdateInput)
    .mutation(({ ctx, input }) => categories.updateCategory(ctx.db, input, ctx.user.id)),
  /** Input: { id, active }. Output: the category. NOT_FOUND. Audited. */
  setActive: adminProcedure
    .input(setActiveInput)
    .mutation(({ ctx, input }) => categories.setCategoryActive(ctx.db, input, ctx.user.id)),
  /** Input: { id }. Output: { id }. CONFLICT when the category still has tests. Audited. */
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => categories.deleteCategory(ctx.db, input, ctx.user.id)),
});
