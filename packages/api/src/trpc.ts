/**
 * tRPC initialisation (create-t3-turbo layout): superjson, an error formatter that adds the flattened
 * zod error and each message's key and parameters (`messageKey`, `params`, per field `fieldMessages`), a span per call (trpc-tracing.ts), the middleware applying the one mapping of AppError
 * to TRPCError (trpc-errors.ts), and the procedure kinds (public, authed, admin, and lab staff for
 * lab operations). Anonymous callers of an authed or admin procedure get UNAUTHORIZED; a signed-in
 * non-admin calling an admin procedure gets FORBIDDEN (documenso).
 */
import { initTRPC } from "@trpc/server";
import { z, ZodError } from "zod";
import { userExists } from "@labcompare/db";
import { describeMessage, messages, type MessageRef } from "@labcompare/validators";
import { AppError } from "./app-error.ts";
import type { Context } from "./context.ts";
import { isMissingRowError } from "./errors.ts";
import { containsNul } from "./input-nul.ts";
import { transformer } from "./transformer.ts";
import { inProcedureSpan } from "./trpc-tracing.ts";
import { requestIdOfError, trpcErrorOf } from "./trpc-errors.ts";

/**
 * The key and parameters of each message of a flattened zod error's fields, in the same order as
 * `zodError.fieldErrors` (null for a text that is no message). Input: fieldErrors; output: { field: [MessageRef | null] }.
 */
function fieldMessagesOf(
  fieldErrors: Record<string, string[] | undefined>,
): Record<string, (MessageRef | null)[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, texts]) => [
      field,
      (texts ?? []).map((text) => describeMessage(text)),
    ]),
  );
}

const t = initTRPC.context<Context>().create({
  // superjson, skipping its walk for answers that are plain JSON (transformer.ts).
  transformer,
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    // A validation failure's message is the first field message, so a toast reads like the form.
    const firstMessage = zodError
      ? ((Object.values(zodError.fieldErrors).flat()[0] as string | undefined) ?? zodError.formErrors[0])
      : undefined;
    // Never send internal error text (SQL, stack) to the browser.
    const message =
      firstMessage ?? (error.code === "INTERNAL_SERVER_ERROR" ? messages.generic.serverError : shape.message);
    const reasoned = error.cause instanceof AppError ? error.cause : null;
    // The message's key and parameters (message-keys.ts): an AppError's were taken when it was made.
    const ref = reasoned && reasoned.message === message ? reasoned.messageRef : describeMessage(message);
    // A server-side failure names its request, so a report can be matched to the log's lines.
    const requestId = shape.data.httpStatus >= 500 ? (ctx?.requestId ?? requestIdOfError(error)) : null;
    return {
      ...shape,
      message,
      data: {
        ...shape.data,
        stack: undefined,
        zodError,
        fieldMessages: zodError ? fieldMessagesOf(zodError.fieldErrors) : null,
        messageKey: ref?.messageKey ?? null,
        params: ref?.params ?? null,
        ...(ref?.paramKeys ? { paramKeys: ref.paramKeys } : {}),
        reason: reasoned?.reason ?? null,
        details: reasoned?.details ?? null,
        ...(requestId ? { requestId } : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Outermost middleware: a failed call answers `trpcErrorOf` its cause (an AppError, an unreachable database), else unchanged. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const mapped = result.ok ? null : trpcErrorOf(result.error.cause);
  if (mapped) throw mapped;
  return result;
});

/**
 * Every procedure refuses text with a NUL character (PostgreSQL cannot store U+0000 in text):
 * BAD_REQUEST with a clear message, before any schema or database sees it.
 */
const rejectNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new AppError("BAD_REQUEST", messages.validation.inputHasNul);
  return next();
});

/** Outside every other middleware: the span of the call (trpc-tracing.ts) sees its final outcome. */
const traced = t.middleware(({ path, type, next }) => inProcedureSpan(path, type, () => next()));

export const publicProcedure = t.procedure.use(traced).use(appErrors).use(rejectNul);

/**
 * Signed-in callers only (UNAUTHORIZED "Please sign in to continue" otherwise). The session is read
 * when the request begins; when the account is deleted while the request runs (its own deletion in
 * the same batch, or an admin's), a write that then misses the user's row answers the same
 * UNAUTHORIZED instead of a server error.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.session || !ctx.user) {
    throw new AppError("UNAUTHORIZED", messages.auth.signInRequired);
  }
  const result = await next({ ctx: { ...ctx, session: ctx.session, user: ctx.user } });
  // A database error reaches here as the cause, or (a failure a service reported) the AppError's cause.
  const cause = result.ok
    ? null
    : result.error.cause instanceof AppError
      ? result.error.cause.cause
      : result.error.cause;
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isMissingRowError(cause)) {
    const account = await userExists(ctx.db, ctx.user.id);
    if (!account) throw new AppError("UNAUTHORIZED", messages.auth.signInRequired);
  }
  return result;
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new AppError("FORBIDDEN", messages.auth.forbidden);
  return next({ ctx: { ...ctx, labScope: null as string[] | null } });
});

/**
 * The labs a signed-in user works with in lab operations: null (every lab) for an admin, their lab
 * ids for a lab_staff user, undefined for anyone else (FORBIDDEN). Shared by labStaffProcedure and
 * the plain HTTP routes of the console (apps/server), so both authorise alike.
 */
export function labScopeOf(user: { isAdmin: boolean; staffLabIds: string[] }): string[] | null | undefined {
  if (user.isAdmin) return null;
  return user.staffLabIds.length > 0 ? user.staffLabIds : undefined;
}

/**
 * Lab operations (admin bookings and day views): admins see every lab (`ctx.labScope` null); a
 * lab_staff user sees only their labs (`ctx.labScope` = their lab ids); anyone else is FORBIDDEN.
 */
export const labStaffProcedure = authedProcedure.use(({ ctx, next }) => {
  const labScope = labScopeOf(ctx.user);
  if (labScope === undefined) throw new AppError("FORBIDDEN", messages.auth.forbidden);
  return next({ ctx: { ...ctx, labScope } });
});
