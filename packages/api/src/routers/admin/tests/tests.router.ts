/**
 * admin.tests: the test catalogue (catalogueAreaRouter). `list` { q?, categoryId?, active?, page }:
 * 25 tests per page by name, with total, category, offer and booking counts; `byId` the test with all
 * its offers (AED strings; NOT_FOUND "Test not found"); `create` (slug optional) and `update` CONFLICT
 * on a taken name/slug; `delete` CONFLICT when the test has bookings (deactivate it instead). Every
 * write is audited.
 */
import { adminTestsListInput, testCreateInput, testUpdateInput } from "@labcompare/validators";
import { catalogueAreaRouter } from "../catalogue-area.ts";
import * as tests from "../../../admin/tests.service.ts";

export const adminTestsRouter = catalogueAreaRouter({
  listInput: adminTestsListInput,
  list: tests.listTests,
  get: tests.getTest,
  createInput: testCreateInput,
  create: tests.createTest,
  updateInput: testUpdateInput,
  update: tests.updateTest,
  setActive: tests.setTestActive,
  delete: tests.deleteTest,
});
