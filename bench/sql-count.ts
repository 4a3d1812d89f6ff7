/**
 * Statements per project request, counted in this process: the project's `buildApp` is opened on the
 * benchmark's database (after the servers have stopped), the drivers are wrapped to count what
 * they send (`pg`'s Client.query; PGlite's query, exec, and BEGIN/COMMIT of its transactions), and
 * each benchmarked request is injected a few times. Costs a few seconds; BENCH_COUNT_SQL=0 skips it.
 */
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";

export interface InjectRequest {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export async function countProjectStatements(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Folder for files the app may write (the admin password file). */
  scratchDir: string;
  publicUrl: string;
  /** Each route's request maker (called once per injected request: bookings must differ). */
  routes: Record<string, () => InjectRequest>;
  repeat?: number;
}): Promise<Record<string, number>> {
  let count = 0;
  const patched: [object, string, unknown][] = [];
  const wrap = (target: object, key: string, make: (orig: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown) => {
    const orig = (target as Record<string, unknown>)[key] as (...args: unknown[]) => unknown;
    patched.push([target, key, orig]);
    (target as Record<string, unknown>)[key] = make(orig);
  };
  wrap(pg.Client.prototype, "query", (orig) => function (this: unknown, ...args: unknown[]) {
    count++;
    return orig.apply(this, args);
  });
  for (const key of ["query", "exec"]) {
    wrap(PGlite.prototype, key, (orig) => function (this: unknown, ...args: unknown[]) {
      count++;
      return orig.apply(this, args);
    });
  }
  wrap(PGlite.prototype, "transaction", (orig) => function (this: unknown, callback: unknown) {
    count += 2; // BEGIN, COMMIT (or ROLLBACK)
    return orig.call(this, (tx: Record<string, (...a: unknown[]) => unknown>) =>
      (callback as (t: unknown) => unknown)({
        ...tx,
        query: (...a: unknown[]) => (count++, tx.query!(...a)),
        exec: (...a: unknown[]) => (count++, tx.exec!(...a)),
        sql: (...a: unknown[]) => (count++, tx.sql!(...a)),
      }),
    );
  });
  try {
    const { buildApp } = await import("../apps/api/src/app.ts");
    const { testEnv } = await import("../apps/api/src/env.ts");
    const app = await buildApp({
      env: testEnv({ PUBLIC_URL: opts.publicUrl, DATA_DIR: opts.scratchDir, AUTH_RATE_LIMIT_PER_MINUTE: "1000000" }),
      database: opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir: opts.dataDir },
      logger: false,
    });
    const result: Record<string, number> = {};
    try {
      for (const [name, make] of Object.entries(opts.routes)) {
        const send = async () => {
          const r = make();
          const res = await app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.body });
          if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        };
        await send(); // first call: plans compiled, caches filled
        const repeat = opts.repeat ?? 5;
        count = 0;
        for (let i = 0; i < repeat; i++) await send();
        await new Promise((r) => setTimeout(r, 50)); // fire-and-forget writes, if any
        result[name] = count / repeat;
      }
    } finally {
      await app.close();
    }
    return result;
  } finally {
    for (const [target, key, orig] of patched.reverse()) (target as Record<string, unknown>)[key] = orig;
  }
}
