/**
 * The bare baseline's database access: `pg` on PostgreSQL (a pool of the project's size and session
 * settings), or PGlite called in the same process when there is no URL (the project runs it in a
 * worker thread behind a socket: this baseline leaves out that hop). One
 * `query` and one `tx` (BEGIN … COMMIT on one connection), and a count of every statement sent,
 * BEGIN and COMMIT included, so the benchmark can print statements per request.
 */
import pg from "pg";

export interface BareQueryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface BareDb extends BareQueryable {
  kind: "postgres" | "pglite";
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws). */
  tx<T>(fn: (q: BareQueryable) => Promise<T>): Promise<T>;
  /** Statements sent so far (BEGIN, COMMIT and ROLLBACK included). */
  statements(): number;
  close(): Promise<void>;
}

export interface BareDbOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** pg_trgm.word_similarity_threshold, as packages/db sets it (SEARCH_WORD_SIMILARITY_THRESHOLD). */
  trigramThreshold: number;
  /** Pool size for PostgreSQL; the project's default is 10. */
  poolSize: number;
}

export async function openBareDb(options: BareDbOptions): Promise<BareDb> {
  let count = 0;
  if (options.databaseUrl) {
    // The same session settings as packages/db's openPostgres (schema "public").
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      options: `-c search_path=public,public -c pg_trgm.word_similarity_threshold=${options.trigramThreshold}`,
    });
    return {
      kind: "postgres",
      query(text, params) {
        count++;
        return pool.query(text, params as unknown[]) as never;
      },
      async tx(fn) {
        const client = await pool.connect();
        const q: BareQueryable = {
          query(text, params) {
            count++;
            return client.query(text, params as unknown[]) as never;
          },
        };
        try {
          await q.query("BEGIN");
          const result = await fn(q);
          await q.query("COMMIT");
          return result;
        } catch (error) {
          await q.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      statements: () => count,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  await db.exec(`SET pg_trgm.word_similarity_threshold = ${options.trigramThreshold}`);
  return {
    kind: "pglite",
    query(text, params) {
      count++;
      return db.query(text, params) as never;
    },
    async tx(fn) {
      // PGlite sends BEGIN and COMMIT (or ROLLBACK) itself and holds its one connection meanwhile.
      count += 2;
      return db.transaction((t) =>
        fn({
          query(text, params) {
            count++;
            return t.query(text, params) as never;
          },
        }),
      );
    },
    statements: () => count,
    close: () => db.close(),
  };
}
