/**
 * results.shares: the signed-in account holder's links for a doctor to one person's results.
 * Owner-only: another account's link, family member or report answers NOT_FOUND.
 */
import { shareCreateInput, shareRevokeInput } from "@labcompare/validators";
import { authedProcedure, router } from "../../trpc.ts";
import { checkedOwnMutation } from "../../service-procedures.ts";
import { createShare, listShares, revokeShare } from "../../sharing/shares.service.ts";
import { shareCreatedOutput, shareListOutput, shareOutput } from "./shares.schema.ts";
import { outputCheck } from "../../output-check.ts";

export const sharesRouter = router({
  /**
   * { personId? (a family member's id; omitted/null = the account holder), reportId? (omitted/null =
   * all results), days (1–30, default 14), withPin (default true) } → { id, url, expiresAt, pin? }:
   * the URL and PIN are shown once. NOT_FOUND for another account's member or report. See createShare.
   */
  create: authedProcedure
    .input(shareCreateInput)
    .output(outputCheck(shareCreatedOutput))
    .mutation(({ ctx, input }) => createShare(ctx.db, ctx.user.id, input, { siteUrl: ctx.siteUrl })),
  /** The caller's links, newest first: [{ id, person, scope, report, withPin, expiresAt, revokedAt, lastOpenedAt, createdAt, status }]. */
  list: authedProcedure
    .output(outputCheck(shareListOutput))
    .query(({ ctx }) => listShares(ctx.db, ctx.user.id)),
  /** { id } → the link, withdrawn (its page answers 410 from now on). NOT_FOUND for anyone else's link. */
  revoke: checkedOwnMutation(shareRevokeInput, shareOutput, (db, userId, { id }) =>
    revokeShare(db, userId, id),
  ),
});
