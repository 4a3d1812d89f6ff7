/** admin.resources: health resources shown on /resources. */
import { idInput, resourceInput, resourceUpdateInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as resources from "../../../content/resources.service.ts";

export const adminResourcesRouter = router({
  /** Output: every resource, newest first. */
  list: adminProcedure.query(({ ctx }) => resources.listResources(ctx.db)),
  /** Input: { title, category, description, link (http/https) }. Output: the resource. Audited. */
  create: adminWrite(resourceInput, resources.createResource),
  /** Input: { id, ...same fields }. Output: the resource. NOT_FOUND "Resource not found". Audited. */
  update: adminWrite(resourceUpdateInput, resources.updateResource),
  /** Input: { id }. Output: { id }. NOT_FOUND "Resource not found". Audited. */
  delete: adminWrite(idInput, resources.deleteResource),
});
