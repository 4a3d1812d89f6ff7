/**
 * isDatabaseUnavailable on real errors, each produced for real: a closed port (127.0.0.1:1), a
 * server that accepts and resets or never answers, PostgreSQL behind a TCP proxy that is cut during
 * a query, a backend ended by pg_terminate_backend, and transaction deadlines; and false for the
 * errors that must stay what they are (constraint violations, syntax errors, bugs). Through pg's
 * pool, Prisma model and raw queries and Prisma's interactive transaction (@prisma/adapter-pg).
 * The cases that need a server use the PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432 and are
 * skipped with a message when it is unreachable.
 */
import { createServer, type Server } from "node:net";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  openDatabase,
  PrismaClient,
  transaction,
  TransactionTimeoutError,
} from "../src/index.ts";
import { createTestDatabase, type TestDatabase } from "../src/testing.ts";
import { startTcpProxy } from "../src/testing-proxy.ts";
import { postgresUnreachable } from "../src/testing-net.ts";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** What `run` threw (it must throw). */
async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

/** A pg pool and a Prisma client over it (as openDatabase makes them) for `url`. */
function clients(url: string, poolOptions: pg.PoolConfig = {}) {
  const pool = new pg.Pool({ connectionString: url, max: 2, ...poolOptions });
  pool.on("error", () => {});
  return { pool, prisma: new PrismaClient({ adapter: new PrismaPg(pool) }) };
}

/** Every way a statement goes, failing the same way on `url`. */
async function failures(url: string, poolOptions: pg.PoolConfig = {}): Promise<Record<string, unknown>> {
  const { pool, prisma } = clients(url, poolOptions);
  const result = {
    pool: await thrown(() => pool.query("SELECT 1")),
    model: await thrown(() => prisma.lab.findMany()),
    raw: await thrown(() => prisma.$queryRawUnsafe("SELECT 1")),
    transaction: await thrown(() => prisma.$transaction((tx) => tx.lab.findMany())),
  };
  await prisma.$disconnect();
  await pool.end().catch(() => {});
  return result;
}

/** A TCP server on 127.0.0.1 doing `onConnection` to each client; its port. */
async function tcpServer(
  onConnection: Parameters<typeof createServer>[1],
): Promise<{ server: Server; port: number }> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as { port: number }).port };
}

describe("a database that cannot be reached", () => {
  it("connection refused: pg's ECONNREFUSED, Prisma's P1001 (model, transaction) and P2010 DatabaseNotReachable (raw)", async () => {
    const errors = await failures("postgres://postgres@127.0.0.1:1/postgres");
    expect((errors.pool as { code: string }).code).toBe("ECONNREFUSED");
    expect((errors.model as { code: string }).code).toBe("P1001");
    expect((errors.transaction as { code: string }).code).toBe("P1001");
    expect((errors.raw as { code: string }).code).toBe("P2010");
    for (const [way, error] of Object.entries(errors)) expect(isDatabaseUnavailable(error), way).toBe(true);
  });

  it("reset on connect: pg's 'Connection terminated unexpectedly', passed through by Prisma", async () => {
    const { server, port } = await tcpServer((socket) => socket.resetAndDestroy());
    const errors = await failures(`postgres://postgres@127.0.0.1:${port}/postgres`);
    server.close();
    expect((errors.pool as Error).message).toMatch(/Connection terminated unexpectedly|ECONNRESET/);
    for (const [way, error] of Object.entries(errors)) expect(isDatabaseUnavailable(error), way).toBe(true);
  });

  it("connect timed out (a peer that never answers): 'Connection terminated due to connection timeout'", async () => {
    const held: import("node:net").Socket[] = [];
    const { server, port } = await tcpServer((socket) => void held.push(socket));
    const errors = await failures(`postgres://postgres@127.0.0.1:${port}/postgres`, {
      connectionTimeoutMillis: 200,
    });
    for (const socket of held) socket.destroy();
    server.close();
    expect((errors.pool as Error).message).toBe("Connection terminated due to connection timeout");
    for (const [way, error] of Object.entries(errors)) expect(isDatabaseUnavailable(error), way).toBe(true);
  });

  it("the app's own pool gives up connecting to a silent server within seconds, as unavailable", async () => {
    const held: import("node:net").Socket[] = [];
    const { server, port } = await tcpServer((socket) => void held.push(socket));
    const db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      migrate: false,
      poolSize: 1,
    });
    const started = performance.now();
    const error = await thrown(() => db.prisma.lab.findMany());
    const waited = performance.now() - started;
    await db.close().catch(() => {});
    for (const socket of held) socket.destroy();
    server.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(waited).toBeLessThan(15_000);
  }, 30_000);
});

const postgresDown = await postgresUnreachable(PG_URL);
if (postgresDown)
  console.warn(
    `unavailable.test: PostgreSQL at ${PG_URL} is unreachable (${postgresDown}); its cases are skipped.`,
  );

describe.skipIf(postgresDown !== null)("a PostgreSQL connection lost during the work", () => {
  const target = new URL(PG_URL);
  const admin = new pg.Client({ connectionString: PG_URL });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  it("cut during a query or a transaction (proxy): ECONNRESET or 'Connection terminated unexpectedly', '… not queryable'", async () => {
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(PG_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    const { pool, prisma } = clients(url.href, { max: 4 });
    await pool.query("SELECT 1");
    const pending = {
      pool: thrown(() => pool.query("SELECT pg_sleep(5)")),
      raw: thrown(() => prisma.$queryRawUnsafe("SELECT pg_sleep(5)::text")),
      transaction: thrown(() =>
        prisma.$transaction(async (tx) => {
          await tx.$queryRawUnsafe("SELECT 1");
          await new Promise((resolve) => setTimeout(resolve, 600));
          return tx.lab.findMany();
        }),
      ),
    };
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut("refuse");
    const errors: Record<string, unknown> = Object.fromEntries(
      await Promise.all(Object.entries(pending).map(async ([way, error]) => [way, await error] as const)),
    );
    errors.refusedAfter = await thrown(() => prisma.lab.findMany());
    await prisma.$disconnect();
    await pool.end().catch(() => {});
    await proxy.close();
    expect((errors.pool as Error).message).toMatch(/Connection terminated unexpectedly|ECONNRESET/);
    for (const [way, error] of Object.entries(errors)) expect(isDatabaseUnavailable(error), way).toBe(true);
  });

  it("backend ended by the server (pg_terminate_backend): SQLSTATE 57P01, through Prisma as P2010", async () => {
    const { pool, prisma } = clients(PG_URL);
    const terminate = async (marker: string) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
    };
    const viaPool = thrown(() => pool.query("SELECT pg_sleep(5), 'm-pool'"));
    await terminate("m-pool");
    const viaPrisma = thrown(() => prisma.$queryRawUnsafe("SELECT pg_sleep(5)::text, 'm-prisma'"));
    await terminate("m-prisma");
    const errors = { pool: await viaPool, prisma: await viaPrisma };
    await prisma.$disconnect();
    await pool.end().catch(() => {});
    expect((errors.pool as { code: string }).code).toBe("57P01");
    expect((errors.prisma as { code: string }).code).toBe("P2010");
    for (const [way, error] of Object.entries(errors)) expect(isDatabaseUnavailable(error), way).toBe(true);
  });

  it("no connection free within maxWait: Prisma's P2028", async () => {
    const { pool, prisma } = clients(PG_URL, { max: 1 });
    const busy = prisma.$transaction(async (tx) => tx.$queryRawUnsafe("SELECT pg_sleep(0.5)::text"));
    const error = await thrown(() =>
      prisma.$transaction(async (tx) => tx.$queryRawUnsafe("SELECT 1"), { maxWait: 50 }),
    );
    await busy;
    await prisma.$disconnect();
    await pool.end();
    expect((error as { code: string }).code).toBe("P2028");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("errors that are not an outage (the test database)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("transaction() past its timeout, in both modes: TransactionTimeoutError, unavailable", async () => {
    const slow = () => new Promise((resolve) => setTimeout(resolve, 200));
    for (const raw of [true, false]) {
      const error = await thrown(() =>
        raw
          ? transaction(db.prisma, slow, { raw: true, timeout: 30 })
          : transaction(db.prisma, slow, { timeout: 30 }),
      );
      expect(error, `raw ${raw}`).toBeInstanceOf(TransactionTimeoutError);
      expect(isDatabaseUnavailable(error), `raw ${raw}`).toBe(true);
    }
  });

  it("division by zero, a syntax error, a missing row, a bug: not unavailable; an outage under a wrapper's cause is", async () => {
    const divided = await thrown(() => db.prisma.$queryRawUnsafe(`SELECT 1/0`));
    const syntax = await thrown(() => db.prisma.$queryRawUnsafe(`SELEC 1`));
    const missing = await thrown(() =>
      db.prisma.lab.update({ where: { id: "00000000-0000-4000-8000-000000000000" }, data: { name: "x" } }),
    );
    for (const error of [
      divided,
      syntax,
      missing,
      new TypeError("x is undefined"),
      new Error("boom"),
      null,
      "text",
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    const refused = await thrown(() =>
      new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/postgres" }).query("SELECT 1"),
    );
    expect(
      isDatabaseUnavailable(new Error("wrapped", { cause: new Error("again", { cause: refused }) })),
    ).toBe(true);
  });
});
