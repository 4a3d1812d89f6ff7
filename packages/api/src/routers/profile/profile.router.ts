/** The signed-in user's own profile. */
import { profileUpdateInput } from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";
import { getProfile, updateProfile } from "./profile.service.ts";

export const profileRouter = router({
  get: authedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  update: authedProcedure.input(profileUpdateInput).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
});
