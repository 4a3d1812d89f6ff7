/**
 * OpenTelemetry tracing of the production bundle (apps/server/dist/server.mjs, built first when older
 * than the sources), run as a child process with a small OTLP/HTTP receiver (JSON) beside it:
 * - OTEL_EXPORTER_OTLP_ENDPOINT set: tRPC calls sent with a W3C traceparent give, in that trace, the
 *   HTTP server span (parent: the caller's span), a `trpc <path>` span under it with the call's
 *   outcome, and SQL spans under the tRPC span, from the driver path (catalog.search) and from Prisma
 *   (catalog.categories.byId); /health gets no span; the spans arrive although the server is stopped
 *   (SIGTERM) before the exporter's batch delay has passed: shutdown flushes them.
 * - unset: the server starts, the receiver gets nothing, and no SDK module is imported (every module
 *   URL the process resolves is recorded by a preload, support/record-imports.mjs; the first case
 *   checks that the same record does list the SDK when tracing is on).
 * Database: PGlite in a temp folder, or a new database on the PostgreSQL server of TEST_DATABASE_URL
 * (dropped at the end; the case is skipped with a message when that server is unreachable).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { postgresUnreachable } from "@labcompare/db/testing-net";
import { buildServerBundle, bundleIsStale } from "../../../scripts/server-bundle.ts";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from "./support/otlp-receiver.ts";
import { freePort, repoRoot, startServer } from "./support/server-process.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const postgresDown = PG_URL ? await postgresUnreachable(PG_URL) : null;
if (postgresDown)
  console.warn(`tracing test: PostgreSQL at ${PG_URL} is unreachable (${postgresDown}); skipped.`);

const BUNDLE = resolve(repoRoot, "apps/server/dist/server.mjs");
const RECORDER = resolve(import.meta.dirname, "support/record-imports.mjs");
/** Modules only tracing imports. */
const SDK_MODULES =
  /node_modules\/(@opentelemetry\/sdk-node|@opentelemetry\/exporter-trace-otlp-(http|proto)|@fastify\/otel|@prisma\/instrumentation)\//;
const SERVER = 2;
const CLIENT = 3;

const tmp = mkdtempSync(join(tmpdir(), "tracing-"));
const dbName = `tracing_${randomBytes(5).toString("hex")}`;
let databaseUrl: string | undefined;

/** Runs the bundle with `env` until `work` is done, then stops it with SIGTERM. Output: the modules it imported. */
async function runServer(
  name: string,
  env: Record<string, string>,
  work: (url: string) => Promise<void>,
): Promise<string[]> {
  const importsFile = join(tmp, `${name}.imports`);
  const port = await freePort();
  const server = await startServer(
    {
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(tmp, "data"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO_DATA: "false",
      ADMIN_EMAIL: "tracing-admin@example.com",
      ADMIN_PASSWORD: "tracing admin passphrase 7",
      WEB_DIST_DIR: join(tmp, "no-web-build"),
      SHUTDOWN_DELAY_MS: "0",
      RECORD_IMPORTS_FILE: importsFile,
      ...env,
    },
    { port, logFile: join(tmp, `${name}.log`), timeoutMs: 90_000, script: ["--import", RECORDER, BUNDLE] },
  );
  try {
    await work(server.url);
  } finally {
    await server.stop("SIGTERM");
  }
  expect((await server.exited).code, server.tail()).toBe(0);
  return readFileSync(importsFile, "utf8").split("\n").filter(Boolean);
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

async function trpcGet(url: string, path: string, input: unknown, traceparent?: string): Promise<number> {
  const query = encodeURIComponent(JSON.stringify({ json: input }));
  const res = await fetch(`${url}/trpc/${path}?input=${query}`, {
    headers: traceparent ? { traceparent } : {},
  });
  await res.arrayBuffer();
  return res.status;
}

/** The spans of `traceId` under `parent` (children, their children, …). */
function descendants(spans: ReceivedSpan[], parent: ReceivedSpan): ReceivedSpan[] {
  const children = spans.filter((s) => s.traceId === parent.traceId && s.parentSpanId === parent.spanId);
  return children.flatMap((child) => [child, ...descendants(spans, child)]);
}

/** The chain of spans from `span` up to the trace's root in this process (parents that were received). */
function ancestors(spans: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const parent = spans.find((s) => s.traceId === span.traceId && s.spanId === span.parentSpanId);
  return parent ? [parent, ...ancestors(spans, parent)] : [];
}

beforeAll(async () => {
  if (bundleIsStale(repoRoot, BUNDLE)) buildServerBundle(repoRoot);
  if (PG_URL && !postgresDown) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    databaseUrl = new URL(`/${dbName}`, PG_URL).href;
  }
});

afterAll(async () => {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(postgresDown !== null)("OpenTelemetry tracing of the built server", () => {
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  // A server start on a new PGlite folder takes 5-30 s on a busy machine.
  it(
    "OTEL_EXPORTER_OTLP_ENDPOINT set: HTTP span in the caller's trace, tRPC span under it, SQL spans under that",
    { timeout: 120_000 },
    async () => {
      const search = { traceId: hex(16), parentId: hex(8) };
      const missing = { traceId: hex(16), parentId: hex(8) };
      const imports = await runServer(
        "on",
        { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" },
        async (url) => {
          expect(
            await trpcGet(
              url,
              "catalog.search",
              { q: "vitamin", page: 1 },
              `00-${search.traceId}-${search.parentId}-01`,
            ),
          ).toBe(200);
          expect(
            await trpcGet(
              url,
              "catalog.categories.byId",
              { id: "no-such-category" },
              `00-${missing.traceId}-${missing.parentId}-01`,
            ),
          ).toBe(404);
        },
      );
      const { spans } = receiver;
      expect(
        imports.some((u) => SDK_MODULES.test(u)),
        "the import record lists the SDK when tracing is on",
      ).toBe(true);
      expect(receiver.others).toEqual([]);

      // catalog.search: its SQL goes straight to the driver (packages/db driver-tracing.ts).
      const http = spans.filter((s) => s.traceId === search.traceId && s.kind === SERVER);
      expect(http.map((s) => [s.name, s.parentSpanId, s.attributes["http.response.status_code"]])).toEqual([
        ["GET /trpc/:path", search.parentId, 200],
      ]);
      expect(http[0]!.resource["service.name"]).toBe("labcompare-api");
      const trpc = spans.filter((s) => s.traceId === search.traceId && s.name === "trpc catalog.search");
      expect(trpc).toHaveLength(1);
      // Its parent is @fastify/otel's span of the route handler, whose parent is the request's span.
      expect(ancestors(spans, trpc[0]!).map((s) => [s.name, s.spanId])).toEqual([
        ["handler - trpc", expect.any(String)],
        ["GET /trpc/:path", http[0]!.spanId],
      ]);
      expect(trpc[0]!.attributes).toMatchObject({
        "trpc.path": "catalog.search",
        "trpc.type": "query",
        "trpc.outcome": "ok",
      });
      const searchSql = descendants(spans, trpc[0]!).filter(
        (s) => s.kind === CLIENT && s.attributes["db.system.name"] === "postgresql",
      );
      expect(searchSql.length).toBeGreaterThan(0);
      expect(
        searchSql.every(
          (s) => s.scope === "@labcompare/db" && typeof s.attributes["db.query.text"] === "string",
        ),
      ).toBe(true);

      // catalog.categories.byId: a Prisma query (@prisma/instrumentation), answered NOT_FOUND.
      const failed = spans.filter(
        (s) => s.traceId === missing.traceId && s.name === "trpc catalog.categories.byId",
      );
      expect(failed).toHaveLength(1);
      expect(failed[0]!.attributes).toMatchObject({
        "trpc.outcome": "error",
        "trpc.error_code": "NOT_FOUND",
      });
      const missingHttp = ancestors(spans, failed[0]!).find((s) => s.kind === SERVER);
      expect(missingHttp?.parentSpanId).toBe(missing.parentId);
      expect(missingHttp?.attributes["http.response.status_code"]).toBe(404);
      const prisma = descendants(spans, failed[0]!);
      expect(prisma.map((s) => s.name)).toContain("prisma:client:operation");
      expect(
        prisma.some(
          (s) =>
            s.name === "prisma:client:db_query" &&
            String(s.attributes["db.query.text"]).includes("test_categories"),
        ),
      ).toBe(true);

      // Probes are not traced (startServer polled /health until it answered).
      expect(
        spans.filter((s) =>
          `${s.name} ${s.attributes["url.path"] as string | undefined}`.includes("/health"),
        ),
      ).toEqual([]);
    },
  );

  it(
    "unset: the server starts, nothing is exported and no SDK module is imported",
    { timeout: 120_000 },
    async () => {
      const before = receiver.spans.length;
      const imports = await runServer("off", {}, async (url) => {
        expect(
          await trpcGet(url, "catalog.search", { q: "vitamin", page: 1 }, `00-${hex(16)}-${hex(8)}-01`),
        ).toBe(200);
      });
      expect(
        imports.some((u) => u.includes("/apps/server/dist/server.mjs")),
        "the record covers the server's own imports",
      ).toBe(true);
      expect(imports.filter((u) => SDK_MODULES.test(u))).toEqual([]);
      expect(receiver.spans.length).toBe(before);
      expect(receiver.others).toEqual([]);
    },
  );
});
