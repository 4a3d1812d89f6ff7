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
import * as labs from "../../../admin/labs.service.ts";

export const adminLabsRouter = router({
  /** Input: { q?, emirate?, active?, page }. Output: 25 labs per page by name, with total, offer and booking counts. */
  list: adminProcedure.input(adminLabsListInput).query(({ ctx, input }) => labs.listLabs(ctx.db, input)),
  /** Input: { id } (UUID or slug). Output: the lab. NOT_FOUND "Lab not found". */
  byId: adminProcedure.input(byIdOrSlugInput).query(({ ctx, input }) => labs.getLab(ctx.db, input.id)),
  /** Input: lab fields (slug optional). Output: the lab. CONFLICT on a taken name/slug. Audited. */
  create: adminProcedure
    .input(labCreateInput)
    .mutation(({ ctx, input }) => labs.createLab(ctx.db, input, ctx.user.id)),
  /** Input: { id, ...all fields }. Output: the lab. NOT_FOUND / CONFLICT. Audited. */
  update: adminProcedure
    .input(labUpdateInput)
    .mutation(({ ctx, input }) => labs.updateLab(ctx.db, input, ctx.user.id)),
  /** Input: { id, active }. Output: the lab. NOT_FOUND. Audited. */
  setActive: adminProcedure
    .input(setActiveInput)
    .mutation(({ ctx, input }) => labs.setLabActive(ctx.db, input, ctx.user.id)),
  /** Input: { id }. Output: { id }. CONFLICT when the lab has bookings. Audited. */
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => labs.deleteLab(ctx.db, input, ctx.user.id)),
});
