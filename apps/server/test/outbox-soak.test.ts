/**
 * The outbox under a slow mail server, with three instances: three real server processes on one
 * PostgreSQL database, each running the outbox worker against one SMTP peer (in this process) that
 * takes OUTBOX_SOAK_SEND_MS (default 5 s) to accept each message. The lease (OUTBOX_LEASE_MS, set
 * short here) is longer than one send but shorter than several, so a sender holding more than the
 * message it is sending would see its other rows claimed again by the other instances. Then:
 *
 * - every queued Message-ID reaches the SMTP peer exactly once;
 * - every row is `sent` after one attempt, with its claim cleared;
 * - after SIGTERM no row is left `sending`.
 *
 * Skipped with a message when PostgreSQL is unreachable. OUTBOX_SOAK_DATABASE_URL (or
 * TEST_DATABASE_URL) names the server (default postgres://postgres@127.0.0.1:5432/postgres); the test
 * creates and drops a database `outbox_<random>` there. Size: OUTBOX_SOAK_MESSAGES (default 12).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@labcompare/db";
import { queueMessages } from "@labcompare/api";
import type { ServerProcess } from "./support/server-process.ts";
import { postgresOrWarn, slowTestPostgresUrl } from "./support/slow-postgres.ts";
import { useServerRun } from "./support/server-run.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../packages/api/test/smtp-peer.ts";

const PG_URL = slowTestPostgresUrl("OUTBOX_SOAK_DATABASE_URL");
const MESSAGES = Number(process.env.OUTBOX_SOAK_MESSAGES ?? 12);
const SEND_MS = Number(process.env.OUTBOX_SOAK_SEND_MS ?? 5_000);
/** Longer than one send, shorter than two: what a sender holds must be only what it is sending. */
const LEASE_MS = Math.round(SEND_MS * 1.6);
const INSTANCES = 3;

const postgresDown = await postgresOrWarn(PG_URL, "outbox soak test");

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
async function terminate(server: ServerProcess, graceMs: number): Promise<void> {
  const killer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  await server.stop("SIGTERM");
  clearTimeout(killer);
}

describe.skipIf(postgresDown !== null)("the outbox with a slow mail server and three instances", () => {
  const run = useServerRun(PG_URL, "outbox");
  const servers: ServerProcess[] = [];
  let smtp: SmtpPeer;
  let db: Database;

  beforeAll(async () => {
    const databaseUrl = await run.database.create();
    db = run.closeAtEnd(await openDatabase({ databaseUrl, poolSize: 2 }));
    // Each message is accepted SEND_MS after its data arrived.
    smtp = run.closeAtEnd(await startSmtpPeer({ acceptDelayMs: SEND_MS }));
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "250",
      OUTBOX_LEASE_MS: String(LEASE_MS),
      OUTBOX_DRAIN_MS: String(SEND_MS + 2_000),
    };
    for (let i = 0; i < INSTANCES; i++) servers.push(await run.start(env, `server-${i}`));
  });

  it(
    `delivers each of ${MESSAGES} messages exactly once, each row sent after one attempt`,
    { timeout: 30_000 + (MESSAGES * SEND_MS * 3) / INSTANCES },
    async () => {
      await queueMessages(
        db.prisma,
        Array.from({ length: MESSAGES }, (_, i) => ({
          recipient: `soak-${i}@example.com`,
          template: "email_verification" as const,
          data: { link: `/verify-email?token=soak${i}`, validFor: "24 hours" },
        })),
      );
      const rows = await db.prisma.notification.findMany({ select: { messageId: true } });
      const expected = rows.map((r) => r.messageId).sort();
      expect(expected).toHaveLength(MESSAGES);

      // Until every row is sent, then one more lease and send: a message claimed twice would arrive by then.
      const deadline = Date.now() + (MESSAGES * SEND_MS * 2) / INSTANCES + 15_000;
      while (
        Date.now() < deadline &&
        (await db.prisma.notification.count({ where: { status: "sent" } })) < MESSAGES
      ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + SEND_MS));
      await Promise.all(servers.map((s) => terminate(s, SEND_MS + 5_000)));

      const counts = new Map<string, number>();
      for (const mail of smtp.received)
        counts.set(mail.messageId ?? "(none)", (counts.get(mail.messageId ?? "(none)") ?? 0) + 1);
      const duplicated = [...counts].filter(([, n]) => n > 1);
      expect(
        duplicated,
        `Message-IDs delivered more than once (of ${smtp.received.length} deliveries)`,
      ).toEqual([]);
      expect([...counts.keys()].sort()).toEqual(expected);
      const after = await db.prisma.notification.findMany({
        select: { status: true, attempts: true, claimToken: true, claimedUntil: true },
      });
      expect(
        after.filter(
          (r) => r.status !== "sent" || r.attempts !== 1 || r.claimToken !== null || r.claimedUntil !== null,
        ),
      ).toEqual([]);
    },
  );
});
