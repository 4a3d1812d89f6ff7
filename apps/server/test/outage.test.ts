/**
 * Database outage under steady traffic: the real server (a child process) on PostgreSQL reached
 * through a TCP proxy written here (packages/db/src/testing-proxy.ts), while clients keep reading
 * (catalog.labs.list, auth.me as a signed-in patient) and booking (booking.create with an idempotency
 * key; a 503 is sent again with the same key, as the web app's retry does). The proxy is cut twice:
 * first refusing new connections (the server is down), then resetting every connection at once (it
 * is restarting); every open connection is dropped both times. Then:
 *
 * - no answer is a 500, nor anything but 200 or 503; every 503 carries Retry-After and the message
 *   "The service is briefly unavailable. Please try again in a moment.";
 * - each cut was seen (some 503s while it lasted);
 * - every request sent from 3 s after the database's return (and answered before the next cut)
 *   answered 200;
 * - every booking acknowledged with 200 is in the database exactly once, under its key, with the
 *   id it was acknowledged with; no key made two bookings.
 *
 * Skipped with a message when PostgreSQL is unreachable. OUTAGE_DATABASE_URL (or TEST_DATABASE_URL)
 * names the server (default postgres://postgres@127.0.0.1:5432/postgres); the test creates and drops a
 * database `outage_<random>` there. Size: OUTAGE_CLIENTS concurrent clients (default 6), OUTAGE_CUT_MS
 * each cut's length (default 3000).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import pg from "pg";
import superjson from "superjson";
import { startTcpProxy, type TcpProxy } from "@labcompare/db/testing-proxy";
import { messages } from "@labcompare/validators";
import type { ServerProcess } from "./support/server-process.ts";
import { postgresOrWarn, slowTestPostgresUrl } from "./support/slow-postgres.ts";
import { useServerRun } from "./support/server-run.ts";
import { seedBookableLab, slotBookingInput, type BookableLab } from "./support/open-lab.ts";
import { bookingsByKey } from "./support/bookings-by-key.ts";

const PG_URL = slowTestPostgresUrl("OUTAGE_DATABASE_URL");
const CLIENTS = Number(process.env.OUTAGE_CLIENTS ?? 6);
const CUT_MS = Number(process.env.OUTAGE_CUT_MS ?? 3_000);
/** The promise under test: answers are 200 again this long after the database's return. */
const RECOVERY_MS = 3_000;
/** The plan, from the start of the traffic: a "refuse" cut, a "reset" cut, a calm end. */
const CUTS = [
  { mode: "refuse" as const, at: 1_500 },
  { mode: "reset" as const, at: 1_500 + CUT_MS + RECOVERY_MS + 1_500 },
];
const RUN_MS = CUTS[1]!.at + CUT_MS + RECOVERY_MS + 1_500;

const postgresDown = await postgresOrWarn(PG_URL, "outage test");

interface Sample {
  procedure: string;
  sentAt: number;
  /** Milliseconds from the start of the traffic to the answer (or the failure). */
  answeredAt: number;
  status: number;
  retryAfter: string | undefined;
  message: string | undefined;
  /** Error text when no HTTP answer came. */
  failure?: string;
}

/** One tRPC call over HTTP (GET for queries, POST for booking.create). */
async function call(
  base: string,
  procedure: string,
  input: unknown,
  cookie: string | null,
  started: number,
): Promise<Sample & { data?: { id?: string } }> {
  const sentAt = Date.now() - started;
  const query = procedure !== "booking.create";
  const body = JSON.stringify(superjson.serialize(input));
  const url = `${base}/trpc/${procedure}${query ? `?input=${encodeURIComponent(body)}` : ""}`;
  try {
    const res = await fetch(url, {
      method: query ? "GET" : "POST",
      headers: { ...(query ? {} : { "content-type": "application/json" }), ...(cookie ? { cookie } : {}) },
      body: query ? undefined : body,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json()) as {
      result?: { data?: unknown };
      error?: { json?: { message?: string } };
    };
    const data =
      json.result?.data === undefined
        ? undefined
        : superjson.deserialize<{ id?: string }>(json.result.data as never);
    const answeredAt = Date.now() - started;
    return {
      procedure,
      sentAt,
      answeredAt,
      status: res.status,
      retryAfter: res.headers.get("retry-after") ?? undefined,
      message: json.error?.json?.message,
      data,
    };
  } catch (error) {
    return {
      procedure,
      sentAt,
      answeredAt: Date.now() - started,
      status: 0,
      retryAfter: undefined,
      message: undefined,
      failure: String(error),
    };
  }
}

describe.skipIf(postgresDown !== null)("the database cut off behind a proxy under steady traffic", () => {
  const run = useServerRun(PG_URL, "outage");
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;
  let seeded: BookableLab;
  let direct: string;

  beforeAll(async () => {
    const target = new URL(PG_URL);
    direct = await run.database.create();
    // A lab open 07:00–22:00 with room for everyone, one test on offer, and a patient with a session a client.
    seeded = await seedBookableLab(direct, { label: "Outage", phone: "+97140000000", patients: CLIENTS });
    proxy = run.closeAtEnd(await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }));
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await run.start({ DATABASE_URL: viaProxy.href });
  });

  it(
    "answers 200 or 503 with Retry-After, recovers within 3 s, and keeps every acknowledged booking once",
    { timeout: 60_000 },
    async () => {
      const base = server!.url;
      const started = Date.now();
      const samples: Sample[] = [];
      /** Idempotency key → booking id acknowledged with 200; every key sent. */
      const acknowledged = new Map<string, string>();
      const keysSent = new Set<string>();
      const cutWindows: { mode: string; from: number; to: number }[] = [];

      const cuts = (async () => {
        for (const cut of CUTS) {
          await new Promise((resolve) => setTimeout(resolve, cut.at - (Date.now() - started)));
          const from = Date.now() - started;
          await proxy.cut(cut.mode);
          await new Promise((resolve) => setTimeout(resolve, CUT_MS));
          await proxy.restore();
          cutWindows.push({ mode: cut.mode, from, to: Date.now() - started });
        }
      })();

      const client = async (i: number) => {
        const cookie = `labcompare_session=${seeded.tokens[i]!}`;
        for (let n = 0; Date.now() - started < RUN_MS; n++) {
          samples.push(await call(base, "catalog.labs.list", {}, null, started));
          samples.push(await call(base, "auth.me", undefined, cookie, started));
          // A distinct slot for every booking: the k-th, k counting across the clients.
          const input = slotBookingInput(seeded, "Outage", i, n * CLIENTS + i, randomUUID());
          keysSent.add(input.idempotencyKey);
          // Sent again with the same key while refused for a moment (never past the run's end by much).
          for (;;) {
            const answer = await call(base, "booking.create", input, cookie, started);
            samples.push(answer);
            if (answer.status === 200 && typeof answer.data?.id === "string")
              acknowledged.set(input.idempotencyKey, answer.data.id);
            if (answer.status !== 503 || Date.now() - started > RUN_MS + 5_000) break;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      };
      await Promise.all([cuts, ...Array.from({ length: CLIENTS }, (_, i) => client(i))]);

      const failures = samples.filter(
        (s) =>
          s.status !== 200 &&
          !(s.status === 503 && s.retryAfter === "5" && s.message === messages.generic.serviceUnavailable),
      );
      const statuses = samples.reduce<Record<number, number>>(
        (counts, s) => ({ ...counts, [s.status]: (counts[s.status] ?? 0) + 1 }),
        {},
      );
      console.info(
        `outage test: ${samples.length} answers ${JSON.stringify(statuses)}; cuts ${JSON.stringify(cutWindows)}; ${acknowledged.size} bookings acknowledged of ${keysSent.size} keys`,
      );
      expect(failures.slice(0, 5), server!.tail()).toEqual([]);
      expect(samples.filter((s) => s.status === 500)).toHaveLength(0);

      for (const [index, cut] of cutWindows.entries()) {
        expect(
          samples.some((s) => s.status === 503 && s.sentAt >= cut.from && s.sentAt <= cut.to),
          `503s during cut ${cut.mode}`,
        ).toBe(true);
        const nextCut = cutWindows[index + 1]?.from ?? Infinity;
        const after = samples.filter((s) => s.sentAt >= cut.to + RECOVERY_MS && s.answeredAt < nextCut);
        expect(after.length, `answers after cut ${cut.mode}`).toBeGreaterThan(0);
        expect(
          after.filter((s) => s.status !== 200),
          `not 200 from ${RECOVERY_MS} ms after cut ${cut.mode}`,
        ).toEqual([]);
      }

      const check = new pg.Client({ connectionString: direct });
      await check.connect();
      try {
        const byKey = await bookingsByKey(check);
        expect(acknowledged.size).toBeGreaterThan(0);
        for (const [key, id] of acknowledged) expect(byKey.get(key), `booking of key ${key}`).toEqual([id]);
        expect([...byKey.values()].filter((ids) => ids.length > 1)).toEqual([]);
        expect([...byKey.keys()].every((key) => keysSent.has(key))).toBe(true);
      } finally {
        await check.end();
      }
    },
  );
});
