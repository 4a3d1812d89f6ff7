/** admin.resources: health resources shown on /resources. */
import { idInput, resourceInput, resourceUpdateInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import * as resources from "../../../content/resources.service.ts";

export const adminResourcesRouter = router({
  /** Output: every resource, newest first. */
  list: adminProcedure.query(({ ctx }) => resources.listResources(ctx.db)),
  /** Input: { title, category, description, link (http/https) }. Output: the resource. Audited. */
  create: adminProcedure
    .input(resourceInput)
    .mutation(({ ctx, input }) => resources.createResource(ctx.db, input, ctx.user.id)),
  /** Input: { id, ...same fields }. Output: the resource. NOT_FOUND "Resource not found". Audited. */
  update: adminProcedure
    .input(resourceUpdateInput)
    .mutation(({ ctx, input }) => resources.updateResource(ctx.db, input, ctx.user.id)),
  /** Input: { id }. Output: { id }. NOT_FOUND "Resource not found". Audited. */
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => resources.deleteResource(ctx.db, input, ctx.user.id)),
});
