/** The signed-in user's own profile and data: read, update, export, delete. */
import { deleteAccountInput, localeInput, profileUpdateInput, remindersInput } from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";
import {
  deleteMyAccount,
  exportMyData,
  getProfile,
  setLocale,
  updateProfile,
} from "../../accounts/profile.service.ts";

export const profileRouter = router({
  /** { id, email, emailVerified, firstName, lastName, phone (E.164), remindersEnabled, locale ("en" | "ar") }. */
  get: authedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  /** { firstName, lastName, phone } (all replaced; empty = null) → the profile. BAD_REQUEST for an invalid phone. */
  update: authedProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  /** { enabled } → the profile: appointment reminders by email on or off (booking messages are always sent). */
  setReminders: authedProcedure.input(remindersInput).mutation(async ({ ctx, input }) => {
    await ctx.db.profile.upsert({
      where: { id: ctx.user.id },
      create: { id: ctx.user.id, remindersEnabled: input.enabled },
      update: { remindersEnabled: input.enabled },
    });
    return getProfile(ctx.db, ctx.user.id);
  }),
  /** { locale: "en" | "ar" } → the profile: the language of the site's pages for `/` and of every email from now on. */
  setLocale: authedProcedure
    .input(localeInput)
    .mutation(({ ctx, input }) => setLocale(ctx.db, ctx.user.id, input.locale)),
  /** Everything stored about the caller (see exportMyData), for a JSON download. */
  export: authedProcedure.query(({ ctx }) => exportMyData(ctx.db, ctx.user.id)),
  /** { password } → { ok }; the account is erased (see deleteMyAccount) and the session cookie cleared. */
  deleteAccount: authedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const { cookie } = await deleteMyAccount(ctx.db, ctx.auth, ctx.fileStore, ctx.user.id, input.password);
    ctx.setCookie(cookie);
    return { ok: true };
  }),
});
