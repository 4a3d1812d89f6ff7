/** admin.emails: the email outbox (admins only). */
import { adminEmailsListInput, idInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { getEmail, listEmails, resendEmail } from "../../../admin/emails.service.ts";

export const adminEmailsRouter = router({
  /** { status?, q?, page } → a page of messages, newest first, with counts per status. */
  list: adminProcedure.input(adminEmailsListInput).query(({ ctx, input }) => listEmails(ctx.db, input)),
  /** { id } → the message with { rendered: { subject, text, html } }; single-use links are shown as a placeholder. */
  byId: adminProcedure.input(idInput).query(({ ctx, input }) => getEmail(ctx.db, input.id, ctx.siteUrl)),
  /** { id } of a failed message → queued again, due now. */
  resend: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => resendEmail(ctx.db, input.id, ctx.user.id)),
});
