/**
 * Several instances behind a load balancer: two servers (separate processes) on one PostgreSQL and
 * one Redis, behind nginx (Debian's, when installed) or else a small round-robin Node proxy. Shows
 * that the sign-in limit is shared (Redis) and that an admin's SEO change is seen through both
 * instances at once (PostgreSQL LISTEN/NOTIFY drops every instance's page cache).
 *
 * Needs PostgreSQL at 127.0.0.1:5432 (skipped with a message otherwise); Redis is started by the test
 * (redis-server) or taken from 127.0.0.1:6379.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { freePort, reachable } from "@labcompare/db/testing-net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { serverNodeFlags } from "../../../scripts/server-node-flags.ts";
import { trpcBody } from "./support/trpc-answer.ts";
import { spawnNginx, writeNginxConf } from "./support/nginx-balancer.ts";

const root = resolve(import.meta.dirname, "../../..");
const PG_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = { email: "scale-admin@example.com", password: "scale admin passphrase" };

async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const hasPostgres = await reachable(5432);
const children: ChildProcess[] = [];
let proxy: Server | null = null;
let database = "";
let lbPort = 0;
let instancePorts: number[] = [];
let redisUrl = "";
let balancer = "";

beforeAll(async () => {
  if (!hasPostgres) return;
  const tmp = mkdtempSync(join(tmpdir(), "labcompare-scale-"));
  // Redis: our own server when the binary is here, else the machine's on 6379 (a spare database).
  if (spawnSync("redis-server", ["--version"]).status === 0) {
    const port = await freePort();
    children.push(
      spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      ),
    );
    await waitFor(() => reachable(port), "redis-server");
    redisUrl = `redis://127.0.0.1:${port}`;
  } else if (await reachable(6379)) {
    redisUrl = `redis://127.0.0.1:6379/${8 + Math.floor(Math.random() * 7)}`;
  } else {
    throw new Error("Neither redis-server nor a Redis on 127.0.0.1:6379 is available");
  }

  database = `scale_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();

  const webDist = join(tmp, "dist");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeFileSync(
    join(webDist, "index.html"),
    "<!doctype html><html><head><title>LabCompare UAE</title></head><body><div id=root></div></body></html>",
  );
  lbPort = await freePort();
  instancePorts = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: redisUrl,
    PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
    TRUST_PROXY: "true",
    AUTH_RATE_LIMIT_PER_MINUTE: "6",
    SEED_DEMO_DATA: "false",
    WEB_DIST_DIR: webDist,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // One after the other: the first migrates and creates the admin.
  for (const [i, port] of instancePorts.entries()) {
    const child = spawn(
      process.execPath,
      [...serverNodeFlags(env), "--import", "tsx", join(root, "apps/server/src/server.ts")],
      {
        cwd: root,
        env: { ...env, PORT: String(port), DATA_DIR: join(tmp, `data-${i}`) },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    children.push(child);
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, `instance ${i + 1}`);
  }

  if (spawnSync("nginx", ["-v"]).status === 0) {
    balancer = "nginx";
    const conf = writeNginxConf(tmp, { port: lbPort, upstream: instancePorts, workerConnections: 256 });
    children.push(spawnNginx(tmp, conf, "inherit"));
  } else {
    // A minimal round-robin proxy standing in for the load balancer.
    balancer = "node proxy";
    let next = 0;
    proxy = createServer((req, res) => {
      const port = instancePorts[next++ % instancePorts.length]!;
      const upstream = request(
        {
          host: "127.0.0.1",
          port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((done) => proxy!.listen(lbPort, "127.0.0.1", done));
  }
  await waitFor(async () => (await fetch(`http://127.0.0.1:${lbPort}/health`)).ok, balancer);
}, 180_000);

afterAll(async () => {
  for (const child of children.reverse()) child.kill("SIGTERM");
  const running = () => children.some((c) => c.exitCode === null && c.signalCode === null);
  await waitFor(() => Promise.resolve(!running()), "the servers to stop", 5_000).catch(() => {});
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  proxy?.close();
  if (database) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

const post = (base: string, procedure: string, input: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://127.0.0.1:${lbPort}`, ...headers },
    body: trpcBody(input),
  });

describe.skipIf(!hasPostgres)("two instances behind a load balancer", () => {
  it("share the sign-in limit: attempts spread over both instances are counted together", async () => {
    const lb = `http://127.0.0.1:${lbPort}`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await post(lb, "auth.signIn", { email: "nobody@example.com", password: "wrong password" })).status,
      );
    // AUTH_RATE_LIMIT_PER_MINUTE=6 for the whole site, though each instance saw only about half.
    expect(statuses, balancer).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Straight to each instance, as the same client (X-Forwarded-For): both already know the count.
    for (const port of instancePorts) {
      const direct = await post(
        `http://127.0.0.1:${port}`,
        "auth.signIn",
        { email: "nobody@example.com", password: "wrong password" },
        { "x-forwarded-for": "127.0.0.1" },
      );
      expect(direct.status).toBe(429);
    }
  });

  it("show an admin's SEO change through both instances at once", async () => {
    const pageTitle = async (port: number) =>
      /<title[^>]*>([^<]*)<\/title>/.exec(await (await fetch(`http://127.0.0.1:${port}/`)).text())?.[1];
    // Both instances render (and cache) the home page with the old title.
    const before = await Promise.all(instancePorts.map(pageTitle));
    expect(before[0]).toBe(before[1]);
    // The admin saves new settings through instance 1.
    const signIn = await post(`http://127.0.0.1:${instancePorts[0]}`, "auth.signIn", ADMIN, {
      "x-forwarded-for": "10.9.9.9",
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const title = `Scale Check ${randomBytes(3).toString("hex")}`;
    const saved = await post(
      `http://127.0.0.1:${instancePorts[0]}`,
      "admin.seo.upsert",
      { siteTitle: title, siteDescription: "Two instances, one site." },
      { cookie },
    );
    expect(saved.status).toBe(200);
    // Instance 2 drops its cached page on the notification.
    await waitFor(
      async () => (await pageTitle(instancePorts[1]!))?.includes(title) ?? false,
      "instance 2 to show the new title",
      10_000,
    );
    expect(await pageTitle(instancePorts[0]!)).toContain(title);
    expect(await pageTitle(lbPort)).toContain(title);
  });
});

it.skipIf(hasPostgres)("needs PostgreSQL at 127.0.0.1:5432 for the two-instance check (skipped)", () => {
  console.warn("scale.test.ts: no PostgreSQL on 127.0.0.1:5432, so the two-instance check did not run.");
});
