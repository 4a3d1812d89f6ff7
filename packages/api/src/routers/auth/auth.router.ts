/**
 * Accounts: sign up, sign in, sign out, "who am I", and self-service (verification, password reset
 * and change, email change, sessions). Sign-in, sign-up and reset requests are limited per call (per
 * IP, and per account for sign-in) by the `authAttempt` middleware and the services (rate-limits.ts).
 */
import {
  changeEmailInput,
  changePasswordInput,
  emailTokenInput,
  requestPasswordResetInput,
  resetPasswordInput,
  sessionIdInput,
  signInInput,
  signUpInput,
} from "@labcompare/validators";
import { authedProcedure, publicProcedure, router } from "../../trpc.ts";
import { signIn, signOut, signUp } from "../../accounts/auth.service.ts";
import * as account from "../../accounts/account.service.ts";
import * as password from "../../accounts/password.service.ts";
import * as sessions from "../../accounts/sessions.service.ts";
import { meOutput } from "./auth.schema.ts";
import { outputCheck } from "../../output-check.ts";

/** Counts every sign-in/sign-up/reset call against the caller's IP, however the request carried it. */
const authAttempt = publicProcedure.use(async ({ ctx, next }) => {
  await ctx.authLimits.attempt(ctx.ip);
  return next();
});

export const authRouter = router({
  /** The signed-in user ({ id, email, isAdmin, isLabStaff, staffLabIds, emailVerified }) or null. */
  me: publicProcedure.output(outputCheck(meOutput)).query(async ({ ctx }) => {
    if (!ctx.user) return { user: null };
    const row = await ctx.db.user.findUnique({
      where: { id: ctx.user.id },
      select: { emailVerifiedAt: true },
    });
    return {
      user: {
        id: ctx.user.id,
        email: ctx.user.email,
        isAdmin: ctx.user.isAdmin,
        isLabStaff: ctx.user.staffLabIds.length > 0,
        staffLabIds: ctx.user.staffLabIds,
        emailVerified: Boolean(row?.emailVerifiedAt),
      },
    };
  }),
  /** Creates a patient account and signs it in. Errors: CONFLICT email taken; BAD_REQUEST weak password; TOO_MANY_REQUESTS. */
  signUp: authAttempt.input(signUpInput).mutation(async ({ ctx, input }) => {
    const { user, cookie } = await signUp(ctx.db, ctx.auth, input, {
      userAgent: ctx.userAgent,
      previousSessionId: ctx.session?.id ?? null,
    });
    ctx.setCookie(cookie);
    return { user };
  }),
  /** Signs in (a new session id; the one presented, if any, ends). Errors: UNAUTHORIZED; TOO_MANY_REQUESTS. */
  signIn: authAttempt.input(signInInput).mutation(async ({ ctx, input }) => {
    const { user, cookie } = await signIn(ctx.db, ctx.auth, input, {
      userAgent: ctx.userAgent,
      previousSessionId: ctx.session?.id ?? null,
      limits: ctx.authLimits,
    });
    ctx.setCookie(cookie);
    return { user };
  }),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const { cookie } = await signOut(ctx.auth, ctx.session?.id ?? null);
    ctx.setCookie(cookie);
    return { ok: true };
  }),
  /** Emails a new verification link (no-op when verified or 3 sent this hour): { sent }. */
  resendVerification: authedProcedure.mutation(({ ctx }) => account.resendVerification(ctx.db, ctx.user.id)),
  /** { token } from the emailed link → { ok }. BAD_REQUEST for an invalid, expired or used link. */
  verifyEmail: publicProcedure
    .input(emailTokenInput)
    .mutation(({ ctx, input }) => account.verifyEmail(ctx.db, input.token)),
  /** { email } → { ok: true } whether or not the account exists; emails a 30-minute link when it does. */
  requestPasswordReset: authAttempt
    .input(requestPasswordResetInput)
    .mutation(({ ctx, input }) => password.requestPasswordReset(ctx.db, input.email)),
  /** { token, newPassword } → { ok }; every session of the account ends. */
  resetPassword: authAttempt
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => password.resetPassword(ctx.db, input)),
  /** { currentPassword, newPassword } → { ok }; the account's other sessions end. */
  changePassword: authedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => password.changePassword(ctx.db, ctx.user, ctx.session.id, input)),
  /** { newEmail, password } → { ok }; the change takes effect when the link sent to the new address is opened. */
  changeEmail: authedProcedure
    .input(changeEmailInput)
    .mutation(({ ctx, input }) => account.changeEmail(ctx.db, ctx.user, input)),
  /** { token } → { email }: the new address is the account's. */
  confirmEmailChange: publicProcedure
    .input(emailTokenInput)
    .mutation(({ ctx, input }) => account.confirmEmailChange(ctx.db, input.token)),
  /** The account's live sessions: [{ id, createdAt, lastUsedAt, expiresAt, browser, current }]. */
  sessions: authedProcedure.query(({ ctx }) => sessions.listSessions(ctx.db, ctx.user.id, ctx.session.id)),
  /** { id } of one of the caller's sessions → { ok }. */
  signOutSession: authedProcedure
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => sessions.signOutSession(ctx.db, ctx.user.id, input.id)),
  /** Ends every session of the account, this one included. */
  signOutEverywhere: authedProcedure.mutation(async ({ ctx }) => {
    const { cookie } = await sessions.signOutEverywhere(ctx.auth, ctx.user.id);
    ctx.setCookie(cookie);
    return { ok: true };
  }),
});
