/**
 * The email outbox worker of the host: it sends over SMTP when SMTP_URL is set; otherwise messages
 * wait in the outbox, where the admin console shows them.
 */
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { startOutboxWorker } from "@labcompare/api";
import type { Database } from "@labcompare/db";
import type { Env } from "./env.ts";
import type { OutboxLiveness } from "./health.ts";
import { errorForLog, smtpErrorForLog } from "./log-privacy.ts";

/**
 * Starts the worker when SMTP_URL is set and stops it when `app` closes. Output: what readiness
 * reads of it (health.ts), or null when none runs.
 */
export function startHostOutboxWorker(
  app: FastifyInstance,
  db: Database,
  env: Env,
  siteUrl: string,
): OutboxLiveness | null {
  if (!env.SMTP_URL) return null;
  const worker = startOutboxWorker(db.prisma, {
    transport: nodemailer.createTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    siteUrl,
    intervalMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    drainMs: env.OUTBOX_DRAIN_MS,
    // Only the notification's id, its attempt number (as the worker reports it) and SMTP's
    // code/command/response code: the mail server's text and nodemailer's message repeat the
    // recipient's address.
    onError: (error, failure) => {
      if (failure.kind === "round") app.log.warn({ err: errorForLog(error) }, "Email outbox round failed");
      else
        app.log.warn(
          { notification: failure.notificationId, attempt: failure.attempt, smtp: smtpErrorForLog(error) },
          "Email not sent",
        );
    },
  });
  app.addHook("onClose", async () => worker.stop());
  return { lastRoundEndedAt: () => worker.lastRoundEndedAt(), intervalMs: env.OUTBOX_POLL_MS };
}
