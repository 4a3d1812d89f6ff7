/**
 * tRPC initialisation (create-t3-turbo layout): superjson, an error formatter that adds the flattened
 * zod error, and the procedure kinds (public, authed, admin, and lab staff for lab operations). Anonymous callers of an authed or admin procedure get
 * UNAUTHORIZED; a signed-in non-admin calling an admin procedure gets FORBIDDEN (documenso).
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { userExists } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import type { Context } from "./context.ts";
import { isMissingRowError, ReasonedCause } from "./errors.ts";
import { transformer } from "./transformer.ts";

const t = initTRPC.context<Context>().create({
  // superjson, skipping its walk for answers that are plain JSON (transformer.ts).
  transformer,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    // A validation failure's message is the first field message, so a toast reads like the form.
    const firstMessage = zodError
      ? (Object.values(zodError.fieldErrors).flat()[0] as string | undefined) ?? zodError.formErrors[0]
      : undefined;
    // Never send internal error text (SQL, stack) to the browser.
    const message =
      firstMessage ?? (error.code === "INTERNAL_SERVER_ERROR" ? messages.generic.serverError : shape.message);
    const reasoned = error.cause instanceof ReasonedCause ? error.cause : null;
    return {
      ...shape,
      message,
      data: { ...shape.data, stack: undefined, zodError, reason: reasoned?.reason ?? null, details: reasoned?.details ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * True when any string in `value` (keys included, any depth) contains U+0000. Each object is visited
 * once: superjson inputs may share or cycle references (`referentialEqualities`), and a walk of every
 * path through them would never end (found by apps/api/test/fuzz.test.ts). The body limit bounds the
 * number of objects, so the walk is linear in the request's size.
 */
export function containsNul(value: unknown): boolean {
  // Iterative, so a deeply nested input cannot overflow the stack.
  const seen = new WeakSet<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
      continue;
    }
    if (item === null || typeof item !== "object" || seen.has(item)) continue;
    seen.add(item);
    for (const [key, child] of Object.entries(item)) {
      if (key.includes("\u0000")) return true;
      pending.push(child);
    }
  }
  return false;
}

/**
 * Every procedure refuses text with a NUL character (PostgreSQL cannot store U+0000 in text):
 * BAD_REQUEST with a clear message, before any schema or database sees it.
 */
const rejectNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST", message: messages.validation.inputHasNul });
  return next();
});

export const publicProcedure = t.procedure.use(rejectNul);

/**
 * Signed-in callers only (UNAUTHORIZED "Please sign in to continue" otherwise). The session is read
 * when the request begins; when the account is deleted while the request runs (its own deletion in
 * the same batch, or an admin's), a write that then misses the user's row answers the same
 * UNAUTHORIZED instead of a server error.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.session || !ctx.user) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: messages.auth.signInRequired });
  }
  const result = await next({ ctx: { ...ctx, session: ctx.session, user: ctx.user } });
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isMissingRowError(result.error.cause)) {
    const account = await userExists(ctx.db, ctx.user.id);
    if (!account) throw new TRPCError({ code: "UNAUTHORIZED", message: messages.auth.signInRequired });
  }
  return result;
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: "FORBIDDEN", message: messages.auth.forbidden });
  return next({ ctx: { ...ctx, labScope: null as string[] | null } });
});

/**
 * Lab operations (admin bookings and day views): admins see every lab (`ctx.labScope` null); a
 * lab_staff user sees only their labs (`ctx.labScope` = their lab ids); anyone else is FORBIDDEN.
 */
export const labStaffProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.isAdmin) return next({ ctx: { ...ctx, labScope: null as string[] | null } });
  if (ctx.user.staffLabIds.length > 0) return next({ ctx: { ...ctx, labScope: ctx.user.staffLabIds as string[] | null } });
  throw new TRPCError({ code: "FORBIDDEN", message: messages.auth.forbidden });
});
