/**
 * admin.emails: the outbox as the console shows it — every message with its status, attempts and
 * last error, the rendered message, and "Send again" for failed ones. With no SMTP_URL (the embedded
 * default) messages stay queued here, so the console shows what would have been sent — except
 * single-use links (password reset, email confirmation, email change): whoever holds one can take over
 * the account, so the console shows a placeholder instead, whatever the message's status. The stored
 * row keeps the real link (until it is sent), so "Send again" delivers a working one.
 */
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { ADMIN_PAGE_SIZE, messages } from "@labcompare/validators";
import { absoluteLinks } from "../notifications/outbox-links.ts";
import { escapeHtml } from "../notifications/email-html.ts";
import { renderTemplate } from "../notifications/templates.ts";
import { readRetestReminderMessage } from "../notifications/retest-reminder-data.ts";
import type { RetestReminderQueued } from "../notifications/retest-templates.ts";
import type { RenderedMessage, TemplateName } from "../notifications/template-data.ts";
import { recordAudit } from "../audit/audit.ts";
import { pageArgs } from "../console-helpers.ts";

const listSelect = {
  id: true,
  recipient: true,
  template: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
  bookingId: true,
} satisfies Prisma.NotificationSelect;

/**
 * One page (25) of messages, newest first. Input: { status?, q? (recipient contains), page }.
 * Output: { items: [{ id, recipient, template, status, attempts, nextAttemptAt, lastError, createdAt,
 * sentAt, bookingId }], total, page, pageSize, counts: { queued, sending, sent, failed, cancelled } }.
 */
export async function listEmails(
  db: PrismaClient,
  input: { status?: "queued" | "sending" | "sent" | "failed" | "cancelled"; q?: string; page: number },
) {
  const where: Prisma.NotificationWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.q ? { recipient: { contains: input.q.toLowerCase() } } : {}),
  };
  const [items, total, grouped] = await Promise.all([
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...pageArgs(input.page),
      select: listSelect,
    }),
    db.notification.count({ where }),
    db.notification.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const g of grouped) counts[g.status] = g._count._all;
  return { items, total, page: input.page, pageSize: ADMIN_PAGE_SIZE, counts };
}

/** Messages whose `link` is a single-use link (a token that confirms an address or sets a new password). */
const SINGLE_USE_LINK_TEMPLATES: ReadonlySet<string> = new Set<TemplateName>([
  "email_verification",
  "password_reset",
  "email_change_confirm",
]);

/** A link (absolute or a site path) with a `token` parameter, in text or in an HTML attribute ("&amp;"). */
const TOKEN_LINK = /(?:https?:\/\/|\/)[^\s"'<>]*[?&](?:amp;)?token=[^\s"'<>]*/gi;

/**
 * The message as the console may show it: the `link` of a single-use-link message is replaced by
 * messages.admin.emailLinkHidden before rendering, and any other link carrying a token (a template
 * added later) is replaced in the rendered subject, text and HTML.
 */
export function renderForConsole(template: string, data: unknown, siteUrl: string): RenderedMessage {
  const hidden = messages.admin.emailLinkHidden;
  const shown =
    SINGLE_USE_LINK_TEMPLATES.has(template) && data && typeof data === "object"
      ? { ...(data as Record<string, unknown>), link: hidden }
      : data;
  const rendered = renderTemplate(template, absoluteLinks(shown, siteUrl));
  return {
    subject: rendered.subject.replace(TOKEN_LINK, hidden),
    text: rendered.text.replace(TOKEN_LINK, hidden),
    html: rendered.html.replace(TOKEN_LINK, escapeHtml(hidden)),
  };
}

/**
 * One message with its rendering { subject, text, html } (single-use links hidden, see
 * renderForConsole). Errors: NOT_FOUND.
 */
export async function getEmail(db: PrismaClient, id: string, siteUrl: string) {
  const row = await db.notification.findUnique({
    where: { id },
    select: { ...listSelect, data: true, messageId: true },
  });
  if (!row) throw new AppError("NOT_FOUND", messages.generic.notFound);
  const { data, ...rest } = row;
  const rendered =
    row.template === "retest_reminder"
      ? await renderRetestReminderForConsole(db, data as unknown as RetestReminderQueued, siteUrl)
      : renderForConsole(row.template, data, siteUrl);
  return { ...rest, rendered };
}

/**
 * A retest reminder's row keeps only its reminder's id and cancel link (the rest is read when it is
 * sent): rendered with the reminder as it is now, or messages.admin.emailReminderGone when the
 * reminder went with its account, family member or test.
 */
async function renderRetestReminderForConsole(
  db: PrismaClient,
  queued: RetestReminderQueued,
  siteUrl: string,
): Promise<RenderedMessage> {
  const message = await readRetestReminderMessage(db, queued);
  if (message) return renderForConsole("retest_reminder", message.data, siteUrl);
  const gone = messages.admin.emailReminderGone;
  return { subject: gone, text: gone, html: escapeHtml(gone) };
}

/**
 * "Send again": a failed message goes back to the queue, due now, with its attempts reset; the worker
 * sends the stored row (with its real link), not what the console showed. Audited.
 * Errors: NOT_FOUND; BAD_REQUEST when not failed.
 */
export async function resendEmail(db: PrismaClient, id: string, actorId: string) {
  return transaction(db, async (tx) => {
    const updated = await tx.notification.updateMany({
      where: { id, status: "failed" },
      data: { status: "queued", attempts: 0, nextAttemptAt: new Date(), lastError: null },
    });
    if (updated.count !== 1) {
      const exists = await tx.notification.count({ where: { id } });
      throw exists
        ? new AppError("BAD_REQUEST", messages.admin.emailNotFailed)
        : new AppError("NOT_FOUND", messages.generic.notFound);
    }
    await recordAudit(tx, actorId, {
      action: "notification.resend",
      entity: "notification",
      entityId: id,
      before: { status: "failed" },
      after: { status: "queued" },
    });
    return tx.notification.findUniqueOrThrow({ where: { id }, select: listSelect });
  });
}
