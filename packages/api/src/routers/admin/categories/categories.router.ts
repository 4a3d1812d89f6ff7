/** admin.categories: test categories (list with counts, create, update, setActive, delete when empty). */
import { categoryCreateInput, categoryUpdateInput, idInput, setActiveInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as categories from "../../../admin/categories.service.ts";

export const adminCategoriesRouter = router({
  /** Output: every category in display order with testCount and activeTestCount. */
  list: adminProcedure.query(({ ctx }) => categories.listCategories(ctx.db)),
  /** Input: category fields (slug optional). Output: the category. CONFLICT on a taken name/slug. Audited. */
  create: adminWrite(categoryCreateInput, categories.createCategory),
  /** Input: { id, ...all fields }. Output: the category. NOT_FOUND / CONFLICT. Audited. */
  update: adminWrite(categoryUpdateInput, categories.updateCategory),
  /** Input: { id, active }. Output: the category. NOT_FOUND. Audited. */
  setActive: adminWrite(setActiveInput, categories.setCategoryActive),
  /** Input: { id }. Output: { id }. CONFLICT when the category still has tests. Audited. */
  delete: adminWrite(idInput, categories.deleteCategory),
});
