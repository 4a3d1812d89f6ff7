/** The signed-in user's own profile and data: read, update, export, delete. */
import {
  deleteAccountInput,
  familyMemberIdInput,
  familyMemberInput,
  familyMemberUpdateInput,
  localeInput,
  profileUpdateInput,
  remindersInput,
  savedPlanInput,
} from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";
import { ownMutation } from "../../service-procedures.ts";
import { deleteMyAccount, getProfile, setLocale, updateProfile } from "../../accounts/profile.service.ts";
import { exportMyData } from "../../accounts/profile-export.service.ts";
import { setSavedPlan } from "../../insurance/saved-plan.service.ts";
import {
  addFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
  updateFamilyMember,
} from "../../family/family.service.ts";

/** The caller's family members: the people they book tests for and keep results of. */
const familyRouter = router({
  /** → [{ id, name, dateOfBirth ("YYYY-MM-DD"), sex, relation, consentAt, archivedAt, createdAt }], oldest first (archived ones too). */
  list: authedProcedure.query(({ ctx }) => listFamilyMembers(ctx.db, ctx.user.id)),
  /**
   * { name, dateOfBirth, sex, relation, consent? } → the member. BAD_REQUEST FAMILY_LIMIT (10 active),
   * CONSENT_REQUIRED (an adult without consent). See addFamilyMember.
   */
  add: ownMutation(familyMemberInput, addFamilyMember),
  /** { id, name, dateOfBirth, sex, relation, consent? } → the member; NOT_FOUND for another account's or an archived one. */
  update: ownMutation(familyMemberUpdateInput, updateFamilyMember),
  /** { id } → { archived }: archived when it has bookings or results, else deleted; NOT_FOUND for another account's. */
  remove: ownMutation(familyMemberIdInput, (db, userId, { id }) => removeFamilyMember(db, userId, id)),
});

export const profileRouter = router({
  /**
   * { id, email, emailVerified, firstName, lastName, phone (E.164), remindersEnabled, locale ("en" | "ar"),
   * dateOfBirth ("YYYY-MM-DD" or null), sex (female | male | undisclosed or null),
   * insurance ({ planSlug, memberNumber } or null) }.
   */
  get: authedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  /**
   * { firstName, lastName, phone, dateOfBirth?, sex? } (names and phone replaced, empty = null; date of
   * birth and sex unchanged when absent) → the profile. BAD_REQUEST for an invalid phone or date of birth.
   */
  update: ownMutation(profileUpdateInput, updateProfile),
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
  setLocale: ownMutation(localeInput, (db, userId, { locale }) => setLocale(db, userId, locale)),
  /**
   * { planSlug } | null → the saved plan ({ planSlug, memberNumber } or null): the plan prices and the
   * booking form start with (null: self-pay). NOT_FOUND "Insurance plan not found" for a plan not offered.
   */
  setInsurancePlan: ownMutation(savedPlanInput, setSavedPlan),
  /** Everything stored about the caller (see exportMyData), for a JSON download. */
  export: authedProcedure.query(({ ctx }) => exportMyData(ctx.db, ctx.user.id)),
  /** { password } → { ok }; the account is erased (see deleteMyAccount) and the session cookie cleared. */
  family: familyRouter,
  deleteAccount: authedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const { cookie } = await deleteMyAccount(ctx.db, ctx.auth, ctx.fileStore, ctx.user.id, input.password);
    ctx.setCookie(cookie);
    return { ok: true };
  }),
});
