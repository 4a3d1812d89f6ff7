/**
 * SIGTERM under load: the real server (a child process) on a fresh PostgreSQL database, with an
 * SMTP server of its own so the outbox worker runs, gets DRAIN_BOOKINGS booking.create calls over
 * HTTP (patients signed up through the API, their session cookies sent back), 8 at a time; SIGTERM
 * arrives once a third are acknowledged, and calls go on until one finds the listener closed. Then:
 * - /health/ready, probed right after the signal, answered 503 (shutdown: draining);
 * - the process exited 0;
 * - every booking acknowledged with 200 is in the database exactly once, under its key and id;
 * - no outbox row is left 'sending' (the worker's round ended before the database closed).
 *
 * Skipped with a message when PostgreSQL is unreachable. DRAIN_DATABASE_URL (or TEST_DATABASE_URL)
 * names the server (default postgres://postgres@127.0.0.1:5432/postgres); the test creates and drops
 * a database `drain_<random>` there. Size: DRAIN_BOOKINGS (default 50).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import pg from "pg";
import superjson from "superjson";
import type { ServerProcess } from "./support/server-process.ts";
import { postgresOrWarn, slowTestPostgresUrl } from "./support/slow-postgres.ts";
import { useServerRun } from "./support/server-run.ts";
import { seedBookableLab, slotBookingInput, type BookableLab } from "./support/open-lab.ts";
import { startSmtpPeer } from "../../../packages/api/test/smtp-peer.ts";
import { bookingsByKey } from "./support/bookings-by-key.ts";

const PG_URL = slowTestPostgresUrl("DRAIN_DATABASE_URL");
const BOOKINGS = Number(process.env.DRAIN_BOOKINGS ?? 50);
const CONCURRENCY = 8;
const PATIENTS = 4;

const postgresDown = await postgresOrWarn(PG_URL, "drain test");

interface Answer {
  status: number;
  /** Answered after SIGTERM was sent. */
  afterSignal?: boolean;
  id?: string;
  /** Text of the error when no HTTP answer came (refused after the listener closed). */
  failure?: string;
}

async function post(
  base: string,
  procedure: string,
  input: unknown,
  cookie?: string,
): Promise<Answer & { cookie?: string }> {
  try {
    const res = await fetch(`${base}/trpc/${procedure}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(superjson.serialize(input)),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await res.json().catch(() => ({}))) as { result?: { data?: unknown } };
    const data =
      json.result?.data === undefined
        ? undefined
        : superjson.deserialize<{ id?: string }>(json.result.data as never);
    const setCookie = res.headers.get("set-cookie")?.split(";")[0];
    return { status: res.status, id: data?.id, cookie: setCookie };
  } catch (error) {
    return { status: 0, failure: String(error) };
  }
}

describe.skipIf(postgresDown !== null)("SIGTERM while bookings are being made", () => {
  const run = useServerRun(PG_URL, "drain");
  let direct: string;
  let seeded: BookableLab;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    direct = await run.database.create();
    // A lab open 07:00–22:00 with room for everyone and one test on offer; the patients sign up below.
    seeded = await seedBookableLab(direct, { label: "Drain", phone: "+97140000001" });
    const smtp = run.closeAtEnd(await startSmtpPeer());
    server = await run.start({
      DATABASE_URL: direct,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      AUTH_RATE_LIMIT_PER_MINUTE: "100",
      // Long enough for the first probes after the signal to land on a machine busy with other work.
      SHUTDOWN_DELAY_MS: "500",
    });
  });

  it(
    "answers 503 on /health/ready at once, finishes what it acknowledged, leaves no email 'sending', exits 0",
    { timeout: 90_000 },
    async () => {
      const base = server!.url;
      const cookies: string[] = [];
      for (let i = 0; i < PATIENTS; i++) {
        const signUp = await post(base, "auth.signUp", {
          email: `drain-${i}@example.com`,
          password: "drain client passphrase 1",
        });
        expect(signUp.status, server!.tail()).toBe(200);
        cookies.push(signUp.cookie!);
      }

      const acknowledged = new Map<string, string>();
      const answers: Answer[] = [];
      let signalled = false;
      let readyAfterSignal: number | string | undefined;
      const sendSignal = async () => {
        signalled = true;
        process.kill(server!.pid, "SIGTERM");
        // The signal reaches the child a moment after kill() returns: probe until it has (within the delay).
        for (let attempt = 0; attempt < 20 && readyAfterSignal !== 503; attempt++) {
          const probe = await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
            (error: unknown) => String(error),
          );
          readyAfterSignal = typeof probe === "string" ? probe : probe.status;
          if (readyAfterSignal !== 503) await new Promise((resolve) => setTimeout(resolve, 5));
        }
      };
      let next = 0;
      let probing: Promise<void> | undefined;
      // After the signal, calls go on until one finds the listener closed, so some arrive before,
      // during and after the close whatever the machine's speed.
      const refused = () => answers.some((a) => a.afterSignal && a.status === 0);
      const more = (k: number) => k < BOOKINGS || (signalled && k < BOOKINGS * 4 && !refused());
      const worker = async () => {
        for (let k = next++; more(k); k = next++) {
          const key = randomUUID();
          const patient = k % PATIENTS;
          // A distinct slot for every booking: the k-th.
          const input = slotBookingInput(seeded, "Drain", patient, k, key);
          const answer = await post(base, "booking.create", input, cookies[patient]);
          answers.push({ ...answer, afterSignal: signalled });
          if (answer.status === 200 && answer.id) acknowledged.set(key, answer.id);
          if (!signalled && acknowledged.size >= Math.ceil(BOOKINGS / 3)) probing = sendSignal();
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
      await probing;
      const exit = await server!.exited;

      const statuses = answers.reduce<Record<string, number>>(
        (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
        {},
      );
      const servedAfter = answers.filter((a) => a.afterSignal && a.status === 200).length;
      console.info(
        `drain test: ${answers.length} calls ${JSON.stringify(statuses)}; ${acknowledged.size} acknowledged, ${servedAfter} of them after SIGTERM; /health/ready after SIGTERM: ${readyAfterSignal}`,
      );
      expect(readyAfterSignal, server!.tail()).toBe(503);
      expect(exit, server!.tail()).toEqual({ code: 0, signal: null });
      expect(readFileSync(server!.logFile, "utf8")).toContain("SIGTERM: shutting down");
      // Requests in flight at the signal (and those arriving during the delay) were still answered.
      expect(servedAfter).toBeGreaterThan(0);
      // Nothing but success, a refusal while closing, or no connection at all.
      expect(answers.filter((a) => ![200, 503, 0].includes(a.status))).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(Math.ceil(BOOKINGS / 3));

      const check = new pg.Client({ connectionString: direct });
      await check.connect();
      try {
        const byKey = await bookingsByKey(check);
        for (const [key, id] of acknowledged) expect(byKey.get(key), `booking of key ${key}`).toEqual([id]);
        const sending = await check.query(`SELECT id FROM notifications WHERE status = 'sending'`);
        expect(sending.rows).toEqual([]);
        const sent = await check.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM notifications WHERE status = 'sent'`,
        );
        // The worker ran (messages of the bookings went out before the end).
        expect(sent.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await check.end();
      }
    },
  );
});
