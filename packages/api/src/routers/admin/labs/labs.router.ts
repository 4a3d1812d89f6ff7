/** admin.labs: partner labs (list/search, byId, create, update, setActive, delete). */
import {
  adminLabsListInput,
  byIdOrSlugInput,
  idInput,
  labCreateInput,
  labUpdateInput,
  setActiveInput,
} from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as labs from "../../../admin/labs.service.ts";

export const adminLabsRouter = router({
  /** Input: { q?, emirate?, active?, page }. Output: 25 labs per page by name, with total, offer and booking counts. */
  list: adminProcedure.input(adminLabsListInput).query(({ ctx, input }) => labs.listLabs(ctx.db, input)),
  /** Input: { id } (UUID or slug). Output: the lab. NOT_FOUND "Lab not found". */
  byId: adminProcedure.input(byIdOrSlugInput).query(({ ctx, input }) => labs.getLab(ctx.db, input.id)),
  /** Input: lab fields (slug optional). Output: the lab. CONFLICT on a taken name/slug. Audited. */
  create: adminWrite(labCreateInput, labs.createLab),
  /** Input: { id, ...all fields }. Output: the lab. NOT_FOUND / CONFLICT. Audited. */
  update: adminWrite(labUpdateInput, labs.updateLab),
  /** Input: { id, active }. Output: the lab. NOT_FOUND. Audited. */
  setActive: adminWrite(setActiveInput, labs.setLabActive),
  /** Input: { id }. Output: { id }. CONFLICT when the lab has bookings. Audited. */
  delete: adminWrite(idInput, labs.deleteLab),
});
