/**
 * Production observability of the host: X-Request-Id on every answer and in every log line of the
 * request, /metrics (who may read it, what it holds), /health/live and /health/ready (each check, and
 * 503 while shutting down), and the request id in 5xx bodies of tRPC and of plain routes, with the
 * database cut off behind a TCP proxy (when PostgreSQL is reachable; skipped with a message otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import superjson from "superjson";
import { listMigrations, openDatabase } from "@labcompare/db";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { startTcpProxy, type TcpProxy } from "@labcompare/db/testing-proxy";
import { postgresUnreachable } from "@labcompare/db/testing-net";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { registerHealthChecks } from "../src/health.ts";
import { errorOf, postTrpc, signInFrom } from "./support/trpc-answer.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = "metrics-token-0123456789";
const database = testDatabaseOptions();
const logLines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ METRICS_TOKEN: TOKEN }),
    database: database.options,
    logger: {
      level: "info",
      stream: new Writable({ write: (chunk, _enc, done) => void (logLines.push(String(chunk)), done()) }),
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("request ids", () => {
  it("every answer carries X-Request-Id: a safe incoming one is kept, anything else replaced by a UUID", async () => {
    const fresh = await app.inject({ method: "GET", url: "/health" });
    expect(fresh.headers["x-request-id"]).toMatch(UUID);
    const kept = await app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "lb-1234.abc_DEF" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abc_DEF");
    for (const bad of ["has space", "a".repeat(65), "new\\nline", "<script>", ""]) {
      const res = await app.inject({ method: "GET", url: "/health", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"], bad).toMatch(UUID);
    }
    // Answers sent by an early hook (a /trpc/ path that does not decode) carry it too.
    const early = await app.inject({ method: "GET", url: "/trpc/_%25_" });
    expect(early.statusCode).toBe(404);
    expect(early.headers["x-request-id"]).toMatch(UUID);
  });

  it("the access log line of a request carries its id", async () => {
    await app.inject({ method: "GET", url: "/health/live", headers: { "x-request-id": "access-log-check" } });
    const lines = logLines
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string })
      .filter((line) => line.reqId === "access-log-check");
    expect(lines.map((line) => line.msg)).toContain("request completed");
  });
});

describe("/metrics", () => {
  it("answers loopback and the bearer token; anyone else gets the site's 404", async () => {
    const local = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(local.statusCode).toBe(200);
    expect(local.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await app.inject({ method: "GET", url: "/metrics", remoteAddress: "::1" })).statusCode).toBe(200);
    const remote = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5" });
    const missing = await app.inject({ method: "GET", url: "/no-such-path", remoteAddress: "203.0.113.5" });
    expect(remote.statusCode).toBe(404);
    expect(remote.headers["content-type"]).toBe(missing.headers["content-type"]);
    expect(remote.body).toBe(missing.body.replaceAll("/no-such-path", "/metrics"));
    const token = await app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: "203.0.113.5",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(token.statusCode).toBe(200);
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      expect(
        (
          await app.inject({
            method: "GET",
            url: "/metrics",
            remoteAddress: "203.0.113.5",
            headers: { authorization },
          })
        ).statusCode,
        authorization,
      ).toBe(404);
    }
  });

  it("behind a trusted proxy, the forwarded client address decides (a second app: its own registry)", async () => {
    const proxied = await buildApp({
      env: testEnv({ TRUST_PROXY: "true" }),
      database: testDatabaseOptions().options,
    });
    // /metrics from the proxy on this machine, for the client `forwardedFor`.
    const metricsFor = (forwardedFor: string) =>
      proxied.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": forwardedFor },
      });
    try {
      expect((await metricsFor("203.0.113.5")).statusCode).toBe(404);
      expect((await metricsFor("127.0.0.1")).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("holds request counts and durations by procedure and status, sign-in failures, bookings, the outbox and process metrics", async () => {
    const failed = await signInFrom(
      app,
      { email: "nobody@example.com", password: "wrong password 1" },
      "10.9.0.1",
    );
    expect(failed.statusCode).toBe(401);
    await app.inject({ method: "GET", url: "/health" });
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(text).toMatch(
      /^labcompare_http_requests_total\{route="\/trpc",procedure="auth\.signIn",status="401"\} 1$/m,
    );
    expect(text).toMatch(
      /^labcompare_http_request_duration_seconds_bucket\{le="\+Inf",route="\/trpc",procedure="auth\.signIn",status="401"\} 1$/m,
    );
    expect(text).toMatch(
      /^labcompare_http_requests_total\{route="\/health",procedure="",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^labcompare_sign_in_failures_total\{code="UNAUTHORIZED"\} 1$/m);
    expect(text).toMatch(/^labcompare_bookings_created_total 0$/m);
    expect(text).toMatch(/^labcompare_bookings_cancelled_total 0$/m);
    for (const status of ["queued", "sending", "sent", "failed", "cancelled"])
      expect(text).toMatch(new RegExp(`^labcompare_outbox_messages\\{status="${status}"\\} \\d+$`, "m"));
    expect(text).toMatch(/^labcompare_outbox_oldest_due_seconds \d/m);
    expect(text).toMatch(/^labcompare_outbox_read_success 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // An invented procedure name does not become a series of its own.
    await app.inject({ method: "GET", url: "/trpc/made.up.name" });
    const after = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(after).not.toContain("made.up.name");
    expect(after).toMatch(/procedure="\(unknown\)",status="404"/);
  });
});

describe("health", () => {
  it("/health/live answers 200; /health/ready answers 200 with every check, the outbox and the overload guard not configured", async () => {
    expect((await app.inject({ method: "GET", url: "/health/live" })).json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ok",
      checks: {
        database: "ok",
        migrations: "ok",
        outbox: "not_configured",
        shutdown: "ok",
        load: "not_configured",
        pages: "ok",
      },
    });
  });

  it("/health/ready answers 503 while the home pages are being rendered into the page cache after start", async () => {
    let warming = true;
    const bare = Fastify();
    registerHealthChecks(bare, { db: app.db, outbox: null, pagesWarming: () => warming });
    const cold = await bare.inject({ method: "GET", url: "/health/ready" });
    expect(cold.statusCode).toBe(503);
    expect(cold.json()).toMatchObject({ failing: ["pages"], checks: { pages: "warming" } });
    warming = false;
    const warm = await bare.inject({ method: "GET", url: "/health/ready" });
    expect(warm.statusCode).toBe(200);
    expect(warm.json()).toMatchObject({ checks: { pages: "ok" } });
  });

  it("/health/ready answers 503 naming a pending migration and a stuck outbox worker", async () => {
    const bare = Fastify();
    registerHealthChecks(bare, {
      db: app.db,
      outbox: { lastRoundEndedAt: () => Date.now() - 120_000, intervalMs: 1_000 },
      knownMigrations: [...listMigrations(), "99999999999999_not_applied"],
    });
    const res = await bare.inject({ method: "GET", url: "/health/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: "unavailable",
      failing: ["migrations", "outbox"],
      checks: { database: "ok", migrations: "pending", outbox: "stale", shutdown: "ok" },
    });
    const fresh = Fastify();
    registerHealthChecks(fresh, {
      db: app.db,
      outbox: { lastRoundEndedAt: () => Date.now() - 500, intervalMs: 1_000 },
    });
    expect((await fresh.inject({ method: "GET", url: "/health/ready" })).json()).toMatchObject({
      checks: { outbox: "ok" },
    });
    await Promise.all([bare.close(), fresh.close()]);
  });

  it("while draining, /health/ready answers 503 (shutdown) with the request id, and answers ask to reconnect", async () => {
    const draining = await buildApp({ env: testEnv(), database: testDatabaseOptions().options });
    try {
      draining.readiness.startDraining();
      const res = await draining.inject({ method: "GET", url: "/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "unavailable",
        failing: ["shutdown"],
        requestId: res.headers["x-request-id"],
      });
      expect(res.headers.connection).toBe("close");
      expect((await draining.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe("closing right after start", () => {
  it(
    "stops warming the home pages instead of failing when the server closes during the warm-up",
    { timeout: 40_000 },
    async () => {
      const rejections: unknown[] = [];
      const record = (reason: unknown) => rejections.push(reason);
      process.on("unhandledRejection", record);
      const database = testDatabaseOptions();
      const early = await buildApp({ env: testEnv(), database: database.options });
      try {
        await early.listen({ host: "127.0.0.1", port: 0 });
        expect(early.pagesWarming()).toBe(true);
        await early.close();
        // The render under way when the server closed ends first (seconds on a loaded machine).
        await expect.poll(() => early.pagesWarming(), { timeout: 20_000, interval: 100 }).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(rejections).toEqual([]);
      } finally {
        process.off("unhandledRejection", record);
        await database.drop();
      }
    },
  );
});

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const postgresDown = await postgresUnreachable(PG_URL);
if (postgresDown)
  console.warn(
    `observability test: PostgreSQL at ${PG_URL} is unreachable (${postgresDown}); the outage part is skipped.`,
  );

describe.skipIf(postgresDown !== null)("the database cut off (PostgreSQL behind a TCP proxy)", () => {
  const schema = `obs_${randomBytes(5).toString("hex")}`;
  let proxy: TcpProxy;
  let cut: FastifyInstance;
  beforeAll(async () => {
    const target = new URL(PG_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(PG_URL);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    cut = await buildApp({ env: testEnv(), database: { databaseUrl: viaProxy.href, schema, poolSize: 2 } });
  });
  afterAll(async () => {
    await cut?.close();
    await proxy?.close();
    const admin = await openDatabase({ databaseUrl: PG_URL, migrate: false, poolSize: 1 });
    await admin.sql.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.close();
  });

  it("pool metrics are read; /health/ready and 503 bodies of tRPC (context and procedure) name the request", async () => {
    const signUp = await postTrpc(cut, "auth.signUp", {
      email: "cut@example.com",
      password: "long enough pw",
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = String(signUp.headers["set-cookie"]).split(";")[0]!;
    const metrics = (await cut.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toMatch(/^labcompare_db_pool_connections\{state="max"\} 2$/m);
    expect(metrics).toMatch(/^labcompare_db_pool_connections\{state="total"\} \d+$/m);

    await proxy.cut("refuse");
    try {
      const ready = await cut.inject({ method: "GET", url: "/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        failing: ["database"],
        checks: { database: "failed" },
        requestId: ready.headers["x-request-id"],
      });

      // The session cannot be read: the call fails while its context is made.
      const me = await cut.inject({
        method: "GET",
        url: "/trpc/auth.me",
        headers: { cookie, "x-request-id": "outage-me-1" },
      });
      expect(me.statusCode).toBe(503);
      expect(errorOf(me).data.requestId).toBe("outage-me-1");
      // A procedure's own query fails.
      const input = encodeURIComponent(
        JSON.stringify(
          superjson.serialize({ labId: "00000000-0000-4000-8000-000000000000", date: "2030-01-07" }),
        ),
      );
      const slots = await cut.inject({ method: "GET", url: `/trpc/booking.slots?input=${input}` });
      expect(slots.statusCode).toBe(503);
      expect(errorOf(slots).data.requestId).toBe(slots.headers["x-request-id"]);
      expect(slots.headers["x-request-id"]).toMatch(UUID);

      const scrape = (await cut.inject({ method: "GET", url: "/metrics" })).body;
      expect(scrape).toMatch(/^labcompare_outbox_read_success 0$/m);
      expect(scrape).toMatch(/^process_resident_memory_bytes /m);
    } finally {
      await proxy.restore();
    }
    // A 4xx carries no request id in its body.
    const bad = await postTrpc(cut, "auth.signIn", {
      email: "cut@example.com",
      password: "wrong password 1",
    });
    expect(bad.statusCode).toBe(401);
    expect(errorOf(bad).data.requestId).toBeUndefined();
  });
});
