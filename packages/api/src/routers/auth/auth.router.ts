/** Sign up, sign in, sign out and "who am I". Rate limited per IP by the HTTP host. */
import { signInInput, signUpInput } from "@labcompare/validators";
import { publicProcedure, router } from "../../trpc.ts";
import { signIn, signOut, signUp } from "./auth.service.ts";

export const authRouter = router({
  /** The signed-in user ({ id, email, isAdmin }) or null. */
  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user ? { id: ctx.user.id, email: ctx.user.email, isAdmin: ctx.user.isAdmin } : null })),
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    const { user, cookie } = await signUp(ctx.db, ctx.auth, input);
    ctx.setCookie(cookie);
    return { user };
  }),
  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { user, cookie } = await signIn(ctx.db, ctx.auth, input);
    ctx.setCookie(cookie);
    return { user };
  }),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const { cookie } = await signOut(ctx.auth, ctx.session?.id ?? null);
    ctx.setCookie(cookie);
    return { ok: true };
  }),
});
