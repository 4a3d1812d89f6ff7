/**
 * The admin console's audited writes wired in one line each: a procedure that checks its input with
 * the shared zod schema and calls the service with the database and the signed-in admin as the actor.
 */
import type { z } from "zod";
import type { PrismaClient } from "@labcompare/db";
import { adminProcedure } from "../../trpc.ts";

/**
 * Admin writes on `base` (adminProcedure or one built on it): each checks its input with `schema`,
 * then calls `write(db, input, actorId)` with the signed-in admin as the actor its audit row names.
 */
export function adminWritesOn(base: typeof adminProcedure) {
  return <S extends z.ZodType, T>(
    schema: S,
    write: (db: PrismaClient, input: z.output<S>, actorId: string) => Promise<T>,
  ) =>
    // tRPC types a generic schema's parsed input as a conditional type; for a zod schema it is z.output<S>.
    base.input(schema).mutation(({ ctx, input }) => write(ctx.db, input as z.output<S>, ctx.user.id));
}

/** An admin write on adminProcedure (adminWritesOn). */
export const adminWrite = adminWritesOn(adminProcedure);
