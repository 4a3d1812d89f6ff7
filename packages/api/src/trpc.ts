/**
 * tRPC initialisation (create-t3-turbo layout): superjson, an error formatter that adds the flattened
 * zod error, and the three procedure kinds. Anonymous callers of an authed or admin procedure get
 * UNAUTHORIZED; a signed-in non-admin calling an admin procedure gets FORBIDDEN (documenso).
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import { messages } from "@labcompare/validators";
import type { Context } from "./context.ts";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    // A validation failure's message is the first field message, so a toast reads like the form.
    const firstMessage = zodError
      ? (Object.values(zodError.fieldErrors).flat()[0] as string | undefined) ?? zodError.formErrors[0]
      : undefined;
    // Never send internal error text (SQL, stack) to the browser.
    const message =
      firstMessage ?? (error.code === "INTERNAL_SERVER_ERROR" ? messages.generic.serverError : shape.message);
    return { ...shape, message, data: { ...shape.data, stack: undefined, zodError } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.session || !ctx.user) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: messages.auth.signInRequired });
  }
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.user } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: "FORBIDDEN", message: messages.auth.forbidden });
  return next({ ctx });
});
