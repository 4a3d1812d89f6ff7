/** admin.offers: lab offers (list by test or lab, upsert, setActive) and the CSV price-list import. */
import {
  offerImportInput,
  offersByLabInput,
  offersByTestInput,
  offerUpsertInput,
  setActiveInput,
} from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as offers from "../../../admin/offers.service.ts";
import * as priceList from "../../../admin/price-list-import.service.ts";

export const adminOffersRouter = router({
  /** Input: { testId }. Output: every offer of the test, cheapest first (AED strings). NOT_FOUND "Test not found". */
  listByTest: adminProcedure
    .input(offersByTestInput)
    .query(({ ctx, input }) => offers.listOffersByTest(ctx.db, input)),
  /** Input: { labId, q?, page }. Output: 25 offers per page by test name, with total. NOT_FOUND "Lab not found". */
  listByLab: adminProcedure
    .input(offersByLabInput)
    .query(({ ctx, input }) => offers.listOffersByLab(ctx.db, input)),
  /** Input: { labId, testId, priceAed, originalPriceAed?, homeCollectionFeeAed?, turnaroundHours, active }. Output: the offer. Audited. */
  upsert: adminWrite(offerUpsertInput, offers.upsertOffer),
  /** Input: { id, active }. Output: the offer. NOT_FOUND "Offer not found". Audited. */
  setActive: adminWrite(setActiveInput, offers.setOfferActive),
  /** Input: { labId, csv }. Output: rows to add / to change (before vs after) / unchanged count / bad rows with line and reason. Writes nothing. */
  importPreview: adminProcedure
    .input(offerImportInput)
    .mutation(({ ctx, input }) => priceList.previewImport(ctx.db, input)),
  /** Input: { labId, csv }. Re-validates and applies every good row in one transaction. Output: counts and bad rows. Audited. */
  importApply: adminWrite(offerImportInput, priceList.applyImport),
});
