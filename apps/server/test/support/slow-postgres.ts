/**
 * PostgreSQL for the slow server tests (crash, outage, drain, outbox soak): which server they use,
 * whether it answers, and a database of their own on it, so a run never touches another's data.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { postgresUnreachable } from "@labcompare/db/testing-net";

/** The server's URL: process.env[`variable`], else TEST_DATABASE_URL, else the local postgres database. */
export function slowTestPostgresUrl(variable: string): string {
  return (
    process.env[variable] ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

/**
 * null when PostgreSQL at `url` answers; else why not, after a warning "`test`: PostgreSQL at … is
 * unreachable (…); `skipped`" (what the test leaves out).
 */
export async function postgresOrWarn(
  url: string,
  test: string,
  skipped = "skipped.",
): Promise<string | null> {
  const down = await postgresUnreachable(url);
  if (down) console.warn(`${test}: PostgreSQL at ${url} is unreachable (${down}); ${skipped}`);
  return down;
}

/** A database `<prefix>_<random hex>` on the server of `serverUrl`; its role needs CREATEDB. */
export interface OwnDatabase {
  name: string;
  /** The database's URL (serverUrl with its path replaced). */
  url: string;
  /** Creates the database; resolves to its URL. */
  create(): Promise<string>;
  /** Drops it WITH (FORCE) (connections still open are ended) and closes the admin connection. */
  drop(): Promise<void>;
}

/** An OwnDatabase named `<prefix>_` and `randomBytesCount` random bytes in hex (5 unless given). */
export function ownDatabase(serverUrl: string, prefix: string, randomBytesCount = 5): OwnDatabase {
  const name = `${prefix}_${randomBytes(randomBytesCount).toString("hex")}`;
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  return {
    name,
    url,
    async create() {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      return url;
    },
    async drop() {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
