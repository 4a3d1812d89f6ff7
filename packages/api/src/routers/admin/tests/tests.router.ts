/** admin.tests: the test catalogue (list/search, byId with offers, create, update, setActive, delete). */
import {
  adminTestsListInput,
  byIdOrSlugInput,
  idInput,
  setActiveInput,
  testCreateInput,
  testUpdateInput,
} from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as tests from "../../../admin/tests.service.ts";

export const adminTestsRouter = router({
  /** Input: { q?, categoryId?, active?, page }. Output: 25 tests per page by name, with total, category, offer and booking counts. */
  list: adminProcedure.input(adminTestsListInput).query(({ ctx, input }) => tests.listTests(ctx.db, input)),
  /** Input: { id } (UUID or slug). Output: the test with all its offers (AED strings). NOT_FOUND "Test not found". */
  byId: adminProcedure.input(byIdOrSlugInput).query(({ ctx, input }) => tests.getTest(ctx.db, input.id)),
  /** Input: test fields (slug optional). Output: the test. CONFLICT on a taken name/slug. Audited. */
  create: adminWrite(testCreateInput, tests.createTest),
  /** Input: { id, ...all fields }. Output: the test. NOT_FOUND / CONFLICT. Audited. */
  update: adminWrite(testUpdateInput, tests.updateTest),
  /** Input: { id, active }. Output: the test. NOT_FOUND. Audited. */
  setActive: adminWrite(setActiveInput, tests.setTestActive),
  /** Input: { id }. Output: { id }. CONFLICT when the test has bookings (deactivate it instead). Audited. */
  delete: adminWrite(idInput, tests.deleteTest),
});
