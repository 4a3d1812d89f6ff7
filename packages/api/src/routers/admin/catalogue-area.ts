/**
 * The procedures of a console catalogue area whose rows are listed a page at a time, opened by UUID
 * or slug and written through audited writes (admin.labs, admin.tests).
 */
import type { z } from "zod";
import type { PrismaClient } from "@labcompare/db";
import { byIdOrSlugInput, idInput, setActiveInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../trpc.ts";
import { adminWrite } from "./admin-write.ts";

type Write<I, T> = (db: PrismaClient, input: I, actorId: string) => Promise<T>;

/**
 * The area's router: `list` (input `listInput`: its filters and page; output the service's page),
 * `byId` ({ id }: UUID or slug; NOT_FOUND from `get`), and the audited writes `create`
 * (`createInput`), `update` (`updateInput`: { id, ...all fields }), `setActive` ({ id, active }) and
 * `delete` ({ id }; CONFLICT while the row is referenced). Each write's output is the service's.
 */
export function catalogueAreaRouter<
  L extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Page,
  Row,
  Created,
  Updated,
  Switched,
>(area: {
  listInput: L;
  list: (db: PrismaClient, input: z.output<L>) => Promise<Page>;
  get: (db: PrismaClient, idOrSlug: string) => Promise<Row>;
  createInput: C;
  create: Write<z.output<C>, Created>;
  updateInput: U;
  update: Write<z.output<U>, Updated>;
  setActive: Write<z.output<typeof setActiveInput>, Switched>;
  delete: Write<z.output<typeof idInput>, { id: string }>;
}) {
  return router({
    list: adminProcedure
      .input(area.listInput)
      // tRPC types a generic schema's parsed input as a conditional type; for a zod schema it is z.output<L>.
      .query(({ ctx, input }) => area.list(ctx.db, input as z.output<L>)),
    byId: adminProcedure.input(byIdOrSlugInput).query(({ ctx, input }) => area.get(ctx.db, input.id)),
    create: adminWrite(area.createInput, area.create),
    update: adminWrite(area.updateInput, area.update),
    setActive: adminWrite(setActiveInput, area.setActive),
    delete: adminWrite(idInput, area.delete),
  });
}
