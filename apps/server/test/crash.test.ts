/**
 * Crash test: the real server (`node --import tsx apps/server/src/server.ts`) in a
 * child process, many concurrent patients booking (and cancelling and rescheduling) over HTTP, a
 * SIGKILL in the middle of it, a restart on the same data, and every unanswered request sent again
 * with the same idempotency key until answered. Then, straight from the database (after a second
 * SIGKILL at the end):
 *
 * - every acknowledged booking is there exactly once, with the key and patient it was made with;
 * - every key sent produced exactly one booking, and a retried key returned that same booking;
 * - no booking lacks its items (one or two tests, as asked), its audit row or its "received" email;
 * - every cancellation and reschedule that was answered is what the row shows, with one email each;
 * - every slot counter (`booking_slot_usage.booked`) equals the non-cancelled bookings in that slot,
 *   and none is over the lab's capacity.
 *
 * Both on PostgreSQL (a fresh database `crash_<random>`, dropped afterwards; skipped with a message
 * when the server is unreachable) and on PGlite (a temporary DATA_DIR), where the restart must take
 * over the data folder's lock left by the killed process at once.
 *
 * Size: CRASH_CLIENTS concurrent clients (default 200, on both databases: PGlite has one connection,
 * so its booking transactions queue one behind another, but 200 clients are answered within the
 * transactions' 20 s wait on a quiet machine; on a busy one the clients wait out the 503s and send
 * again, and CRASH_CLIENTS=50 halves the PGlite half's time), each
 * making CRASH_BOOKINGS bookings (default 2; every 4th booking is also cancelled, every 5th rescheduled).
 * CRASH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432/postgres); the test creates and drops its own database there.
 */
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "@labcompare/db";
import { freePort, productionTestEnv, startServer, type ServerProcess } from "./support/server-process.ts";
import { ownDatabase, postgresOrWarn, slowTestPostgresUrl } from "./support/slow-postgres.ts";
import { distinctSlot, patientsWithSessions, seedOpenLab } from "./support/open-lab.ts";
import {
  runClient,
  type ClientPlan,
  type Operation,
  type SlotChoice,
  type Tracker,
} from "./support/crash-clients.ts";

const PG_URL = slowTestPostgresUrl("CRASH_DATABASE_URL");
const BOOKINGS_PER_CLIENT = Number(process.env.CRASH_BOOKINGS ?? 2);
const CLIENTS = {
  postgres: Number(process.env.CRASH_CLIENTS ?? 200),
  pglite: Number(process.env.CRASH_CLIENTS ?? 200),
};
const CAPACITY = 100;
/** Share of the planned bookings acknowledged before the kill. */
const KILL_AT = 0.35;

const postgresDown = await postgresOrWarn(PG_URL, "crash test", "the PostgreSQL run is skipped.");

interface Seeded {
  labId: string;
  testIds: string[];
  users: { id: string; email: string; token: string }[];
}

/** Lab (capacity 100 a slot, 07:00–22:00), two tests with offers, and `clients` patients with sessions. */
async function seed(db: Database, clients: number): Promise<Seeded> {
  const { labId, testIds } = await seedOpenLab(db.prisma, {
    label: "Crash",
    phone: "+97140000000",
    capacity: CAPACITY,
    tests: [
      { name: "Crash Vitamin D", priceAed: 80 },
      { name: "Crash Lipid Profile", priceAed: 100 },
    ],
  });
  const users = await patientsWithSessions(db.prisma, "crash", clients, "crash client passphrase 1");
  return { labId, testIds, users };
}

/** Slots of the run: the first `count` distinct lab-visit slots (distinctSlot). */
function slotList(count: number): SlotChoice[] {
  return Array.from({ length: count }, (_, k) => distinctSlot(k));
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

interface RunReport {
  clients: number;
  operations: number;
  creates: number;
  inFlightAtKill: number;
  retriedOperations: number;
  /** 503 answers (database busy past its deadline) that the clients waited out and sent again. */
  busyAnswers: number;
  retriedCreatesThatHadCommitted: number;
  killAfterMs: number;
  restartMs: number;
  firstStartMs: number;
  killedPid: number;
  totalMs: number;
  bookingsInDatabase: number;
  problems: string[];
}

/**
 * The run: start, book, SIGKILL at KILL_AT of the planned bookings, restart on the same port and
 * data, finish every client, SIGKILL again, and check the database through `verify`.
 */
async function crashRun(opts: {
  label: string;
  clients: number;
  env: Record<string, string>;
  seeded: Seeded;
  /** Called between the kill and the restart (PGlite: the stale lock is there). */
  afterKill?: (killed: ServerProcess) => void;
  /** Opens the database after the final kill; returns a query function and a closer. */
  openForCheck: () => Promise<{ query: Query; close: () => Promise<void> }>;
  logDir: string;
}): Promise<RunReport> {
  const started = Date.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...productionTestEnv("crash", port, opts.logDir),
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    ...opts.env,
  };
  const logFile = join(opts.logDir, "server.log");
  let server = await startServer(env, { port, logFile, timeoutMs: 90_000 });
  const firstStartMs = server.readyMs;
  const firstPid = server.pid;

  const slotCount = Math.max(2 * BOOKINGS_PER_CLIENT, Math.ceil((opts.clients * BOOKINGS_PER_CLIENT) / 40));
  const slots = slotList(slotCount);
  const tracker: Tracker = {
    inFlight: new Set(),
    operations: [],
    acknowledgedCreates: 0,
    deadline: Date.now() + 240_000,
  };
  const plans: ClientPlan[] = opts.seeded.users.slice(0, opts.clients).map((user, i) => ({
    url: () => url,
    cookie: `labcompare_session=${user.token}`,
    labId: opts.seeded.labId,
    testIds: opts.seeded.testIds,
    slots: Array.from({ length: BOOKINGS_PER_CLIENT }, (_, j) => slots[(i + j) % slotCount]!),
    rescheduleSlots: Array.from(
      { length: BOOKINGS_PER_CLIENT },
      (_, j) => slots[(i + j + BOOKINGS_PER_CLIENT) % slotCount]!,
    ),
    client: i,
    email: user.email,
  }));
  const planned = plans.length * BOOKINGS_PER_CLIENT;
  const clients = Promise.allSettled(plans.map((plan) => runClient(plan, tracker)));

  // Kill mid-run, at a moment with requests in flight (on a busy machine the clients can all sit
  // between two requests for a few milliseconds).
  const killAt = Math.ceil(planned * KILL_AT);
  while (
    (tracker.acknowledgedCreates < killAt || tracker.inFlight.size === 0) &&
    Date.now() < tracker.deadline
  )
    await new Promise((r) => setTimeout(r, 1));
  const inFlight = [...tracker.inFlight];
  for (const op of inFlight) op.inFlightAtKill = true;
  const killedAt = Date.now();
  await server.stop("SIGKILL");
  opts.afterKill?.(server);

  // The clients' retries arrive as soon as it listens: /health may wait behind them, so the start-up
  // time is read from the server's "is running" line.
  server = await startServer(env, { port, logFile, timeoutMs: 90_000 });
  const restartMs = server.readyMs;
  expect(server.pid).not.toBe(firstPid);

  const outcomes = await clients;
  const clientErrors = outcomes
    .filter((o): o is PromiseRejectedResult => o.status === "rejected")
    .map((o) => String(o.reason));
  // A second crash at the end: what was acknowledged must survive this one too.
  await server.stop("SIGKILL");

  const { query, close } = await opts.openForCheck();
  let problems: string[];
  let bookingsInDatabase = 0;
  let retriedCreatesThatHadCommitted = 0;
  try {
    const checked = await verify(query, tracker.operations, opts.seeded, killedAt);
    problems = [...clientErrors.map((e) => `client failed: ${e}`), ...checked.problems];
    bookingsInDatabase = checked.bookings;
    retriedCreatesThatHadCommitted = checked.recovered;
    // The checks themselves are checked: break the data three ways and see each one reported.
    const someBooking = (
      await query(`SELECT id::text AS id FROM bookings WHERE status <> 'cancelled' ORDER BY id LIMIT 1`)
    )[0]!.id as string;
    const acknowledged = tracker.operations.find(
      (o) => o.kind === "create" && o.answer?.status === 200 && o.answer.data?.id !== someBooking,
    )!.answer!.data!.id as string;
    await query(
      `UPDATE booking_slot_usage SET booked = booked + 1 WHERE (lab_id, slot_date, slot_time) IN (SELECT lab_id, scheduled_date, scheduled_time FROM bookings WHERE id = '${someBooking}')`,
    );
    await query(`DELETE FROM booking_items WHERE booking_id = '${someBooking}'`);
    await query(`DELETE FROM audit_logs WHERE entity_id = '${acknowledged}'`);
    await query(`DELETE FROM notifications WHERE booking_id = '${acknowledged}'`);
    await query(`DELETE FROM bookings WHERE id = '${acknowledged}'`);
    const broken = (await verify(query, tracker.operations, opts.seeded, killedAt)).problems.join("\n");
    for (const expected of [
      /counter \d+, \d+ bookings/,
      new RegExp(`booking ${someBooking} has no items`),
      new RegExp(`acknowledged booking ${acknowledged} is missing`),
    ]) {
      if (!expected.test(broken))
        problems.push(`self-check: a broken database was not reported (${expected})`);
    }
  } finally {
    await close();
  }
  const report: RunReport = {
    clients: plans.length,
    operations: tracker.operations.length,
    creates: tracker.operations.filter((o) => o.kind === "create").length,
    inFlightAtKill: inFlight.length,
    retriedOperations: tracker.operations.filter((o) => o.unanswered > 0).length,
    busyAnswers: tracker.operations.reduce((n, o) => n + (o.busy ?? 0), 0),
    retriedCreatesThatHadCommitted,
    killAfterMs: killedAt - started,
    restartMs,
    firstStartMs,
    killedPid: firstPid,
    totalMs: Date.now() - started,
    bookingsInDatabase,
    problems,
  };
  console.log(
    `crash test (${opts.label}): ${report.clients} clients, ${report.operations} operations (${report.creates} bookings); ` +
      `SIGKILL after ${report.killAfterMs} ms with ${report.inFlightAtKill} requests in flight; the restart was up in ${report.restartMs} ms (first start ${report.firstStartMs} ms); ` +
      `${report.retriedOperations} operations sent again, ${report.retriedCreatesThatHadCommitted} of them bookings the killed server had committed without answering; ${report.busyAnswers} 503s waited out; ` +
      `${report.bookingsInDatabase} bookings in the database; ${report.problems.length} problems; ${report.totalMs} ms in all`,
  );
  if (problems.length)
    console.error(
      `crash test (${opts.label}) problems:\n  ${problems.slice(0, 40).join("\n  ")}\nserver log: ${logFile}`,
    );
  return report;
}

/** The database checks listed at the top of the file; returns the problems found. */
async function verify(
  query: Query,
  operations: Operation[],
  seeded: Seeded,
  killedAt: number,
): Promise<{ problems: string[]; bookings: number; recovered: number }> {
  const problems: string[] = [];
  const bookings = await query(
    `SELECT id::text AS id, user_id::text AS user_id, idempotency_key::text AS key, status::text AS status, lab_id::text AS lab_id,
            to_char(scheduled_date, 'YYYY-MM-DD') AS date, scheduled_time AS time, collection_mode::text AS mode, created_at
     FROM bookings`,
  );
  const items = new Map(
    (
      await query(`SELECT booking_id::text AS id, count(*)::int AS n FROM booking_items GROUP BY booking_id`)
    ).map((r) => [r.id as string, Number(r.n)]),
  );
  const audits = new Map(
    (
      await query(
        `SELECT entity_id::text AS id, count(*)::int AS n FROM audit_logs WHERE action = 'booking.create' GROUP BY entity_id`,
      )
    ).map((r) => [r.id as string, Number(r.n)]),
  );
  const mails = new Map(
    (
      await query(
        `SELECT booking_id::text AS id, template, count(*)::int AS n FROM notifications WHERE booking_id IS NOT NULL AND template IN ('booking_created', 'booking_cancelled', 'booking_rescheduled') GROUP BY booking_id, template`,
      )
    ).map((r) => [`${String(r.id)}/${String(r.template)}`, Number(r.n)]),
  );
  const usage = await query(
    `SELECT lab_id::text AS lab_id, to_char(slot_date, 'YYYY-MM-DD') AS date, slot_time AS time, collection_mode::text AS mode, booked FROM booking_slot_usage`,
  );

  const byId = new Map(bookings.map((b) => [b.id as string, b]));
  const byKey = new Map<string, Record<string, unknown>[]>();
  for (const b of bookings) if (b.key) byKey.set(b.key as string, [...(byKey.get(b.key as string) ?? []), b]);
  const userOf = new Map(seeded.users.map((u, i) => [i, u.id]));

  // Expected final state of each booking, from the answers.
  const expected = new Map<
    string,
    { date: string; time: string; cancelled: boolean; rescheduled: boolean; tests: number }
  >();
  const sentKeys = new Set<string>();
  let recovered = 0;
  for (const op of operations) {
    const answer = op.answer;
    const label = `client ${op.client} ${op.kind} ${JSON.stringify(op.input).slice(0, 160)}`;
    if (!answer) {
      problems.push(`${label}: never answered`);
      continue;
    }
    if (op.kind === "create") {
      const key = op.input.idempotencyKey as string;
      sentKeys.add(key);
      const rows = byKey.get(key) ?? [];
      if (answer.status !== 200) {
        problems.push(
          `${label}: answered ${answer.status} ${answer.error?.message ?? JSON.stringify(answer.body).slice(0, 200)}`,
        );
        if (rows.length) problems.push(`${label}: refused, yet ${rows.length} booking(s) carry its key`);
        continue;
      }
      const id = answer.data!.id as string;
      const row = byId.get(id);
      if (!row) {
        problems.push(`${label}: acknowledged booking ${id} is missing${op.unanswered ? " (retried)" : ""}`);
        continue;
      }
      if (rows.length !== 1)
        problems.push(`${label}: key ${key} has ${rows.length} bookings (expected exactly 1)`);
      if (row.key !== key) problems.push(`${label}: booking ${id} has key ${String(row.key)}, not ${key}`);
      if (row.user_id !== userOf.get(op.client))
        problems.push(`${label}: booking ${id} belongs to ${String(row.user_id)}`);
      if (op.unanswered > 0 && new Date(row.created_at as string).getTime() < killedAt) recovered++;
      expected.set(id, {
        date: op.input.scheduledDate as string,
        time: op.input.scheduledTime as string,
        cancelled: false,
        rescheduled: false,
        tests: (op.input.testIds as string[]).length,
      });
    } else {
      const id = op.input.id as string;
      const state = expected.get(id);
      if (!state) {
        problems.push(`${label}: for a booking that was never acknowledged`);
        continue;
      }
      const reason = answer.error?.data?.reason;
      if (op.kind === "cancel") {
        // A retry of a cancellation the killed server had committed finds it cancelled already.
        if (
          answer.status === 200 ||
          (op.unanswered > 0 && answer.status === 400 && reason === "TRANSITION_REFUSED")
        )
          state.cancelled = true;
        else problems.push(`${label}: answered ${answer.status} ${answer.error?.message ?? ""}`);
      } else if (answer.status === 200) {
        state.date = op.input.scheduledDate as string;
        state.time = op.input.scheduledTime as string;
        state.rescheduled = true;
      } else problems.push(`${label}: answered ${answer.status} ${answer.error?.message ?? ""}`);
    }
  }

  for (const b of bookings) {
    const id = b.id as string;
    if (!b.key || !sentKeys.has(b.key as string))
      problems.push(`booking ${id} (key ${String(b.key)}) was never asked for`);
    const want = expected.get(id);
    const n = items.get(id) ?? 0;
    if (n === 0) problems.push(`booking ${id} has no items`);
    if (want && n !== want.tests) problems.push(`booking ${id} has ${n} items, ${want.tests} were booked`);
    if ((audits.get(id) ?? 0) !== 1)
      problems.push(`booking ${id} has ${audits.get(id) ?? 0} "booking.create" audit rows`);
    if ((mails.get(`${id}/booking_created`) ?? 0) !== 1)
      problems.push(
        `booking ${id} has ${mails.get(`${id}/booking_created`) ?? 0} "booking_created" emails queued`,
      );
    if (!want) continue;
    if ((b.status === "cancelled") !== want.cancelled)
      problems.push(
        `booking ${id} is ${String(b.status)}, expected ${want.cancelled ? "cancelled" : "not cancelled"}`,
      );
    if (b.date !== want.date || b.time !== want.time)
      problems.push(
        `booking ${id} is at ${String(b.date)} ${String(b.time)}, expected ${want.date} ${want.time}`,
      );
    if (want.cancelled && (mails.get(`${id}/booking_cancelled`) ?? 0) !== 1)
      problems.push(
        `booking ${id} has ${mails.get(`${id}/booking_cancelled`) ?? 0} "booking_cancelled" emails`,
      );
    if (want.rescheduled && (mails.get(`${id}/booking_rescheduled`) ?? 0) !== 1)
      problems.push(
        `booking ${id} has ${mails.get(`${id}/booking_rescheduled`) ?? 0} "booking_rescheduled" emails`,
      );
  }

  // Slot counters against the bookings.
  const slotKey = (r: Record<string, unknown>) => [r.lab_id, r.date, r.time, r.mode].map(String).join(" ");
  const counted = new Map<string, number>();
  for (const b of bookings)
    if (b.status !== "cancelled") counted.set(slotKey(b), (counted.get(slotKey(b)) ?? 0) + 1);
  const counters = new Map(usage.map((u) => [slotKey(u), Number(u.booked)]));
  for (const k of new Set([...counted.keys(), ...counters.keys()])) {
    if ((counters.get(k) ?? 0) !== (counted.get(k) ?? 0))
      problems.push(`slot ${k}: counter ${counters.get(k) ?? "missing"}, ${counted.get(k) ?? 0} bookings`);
    if ((counters.get(k) ?? 0) > CAPACITY)
      problems.push(`slot ${k}: counter ${counters.get(k)} over capacity ${CAPACITY}`);
  }
  return { problems, bookings: bookings.length, recovered };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse())
    await c().catch((e) => console.warn(`crash test clean-up: ${(e as Error).message}`));
});

describe.skipIf(postgresDown !== null)("crash and restart on PostgreSQL", () => {
  it(`keeps every acknowledged booking exactly once through a SIGKILL (${CLIENTS.postgres} clients)`, async () => {
    const database = ownDatabase(PG_URL, "crash", 6);
    const databaseUrl = await database.create();
    cleanups.push(() => database.drop());

    const db = await openDatabase({ databaseUrl, poolSize: 4 });
    const seeded = await seed(db, CLIENTS.postgres).finally(() => db.close());
    const logDir = mkdtempSync(join(tmpdir(), "labcompare-crash-pg-"));

    const report = await crashRun({
      label: "PostgreSQL",
      clients: CLIENTS.postgres,
      env: { DATABASE_URL: databaseUrl },
      seeded,
      logDir,
      async openForCheck() {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        return {
          query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
          close: () => client.end(),
        };
      },
    });
    expect(report.inFlightAtKill, "requests in flight when the server was killed").toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
    rmSync(logDir, { recursive: true, force: true });
  }, 300_000);
});

describe("crash and restart on PGlite (embedded, DATA_DIR)", () => {
  it(`keeps every acknowledged booking exactly once through a SIGKILL, and the restart takes over the lock at once (${CLIENTS.pglite} clients)`, async () => {
    const root = mkdtempSync(join(tmpdir(), "labcompare-crash-pglite-"));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dataDir = join(root, "pglite");
    const db = await openDatabase({ dataDir });
    const seeded = await seed(db, CLIENTS.pglite).finally(() => db.close());
    let staleLock: { pid: string; lockDir: boolean } | undefined;
    let takeoverMs = 0;

    const report = await crashRun({
      label: "PGlite",
      clients: CLIENTS.pglite,
      env: { DATA_DIR: dataDir },
      seeded,
      logDir: root,
      afterKill() {
        // What the killed process left: its lock folder and its PID.
        staleLock = {
          pid: existsSync(`${dataDir}.lock.pid`)
            ? readFileSync(`${dataDir}.lock.pid`, "utf8").trim()
            : "(none)",
          lockDir: existsSync(`${dataDir}.lock`),
        };
      },
      async openForCheck() {
        // After the final SIGKILL the lock is stale again: this process takes it over.
        const started = Date.now();
        const check = await openDatabase({ dataDir, migrate: false });
        takeoverMs = Date.now() - started;
        return { query: async (text) => (await check.sql.query(text)).rows, close: () => check.close() };
      },
    });
    console.log(
      `crash test (PGlite): the killed server left lock folder ${staleLock?.lockDir ? "present" : "absent"} and PID file ${staleLock?.pid}; the restart was up in ${report.restartMs} ms; opening after the final kill took ${takeoverMs} ms`,
    );
    expect(
      staleLock,
      "the killed server's lock folder and PID are still there (the takeover is what is tested)",
    ).toEqual({ pid: String(report.killedPid), lockDir: true });
    // Taken over at once: no slower than the first start (plus slack for a busy machine), and well
    // before proper-lockfile would call the lock stale (15 s).
    expect(report.restartMs, "restart on the killed server's data folder").toBeLessThan(
      Math.max(15_000, 2 * report.firstStartMs),
    );
    expect(takeoverMs).toBeLessThan(15_000);
    expect(report.inFlightAtKill, "requests in flight when the server was killed").toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
  }, 300_000);
});
