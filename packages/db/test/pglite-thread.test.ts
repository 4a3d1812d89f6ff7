/**
 * The embedded database's thread (pglite-host.ts): reachable only through a Unix socket in a folder
 * of its user, removed on close; its failures reach the host instead of leaving it waiting.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startPGliteThread } from "../src/pglite-host.ts";
import { migratedTemplate } from "../src/pglite-template.ts";
import { listMigrations } from "../src/migrate.ts";
import { openDatabase } from "../src/index.ts";

describe("PGlite's thread", () => {
  it("serves on a Unix socket in a folder only its user can open, and removes it on close", async () => {
    const thread = await startPGliteThread(undefined);
    try {
      await thread.serve();
      expect(statSync(thread.socketDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(thread.socketDir, ".s.PGSQL.5432")).isSocket()).toBe(true);
      const client = new pg.Client({ host: thread.socketDir, user: "postgres", database: "postgres" });
      await client.connect();
      expect((await client.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await thread.close();
    }
    expect(existsSync(thread.socketDir)).toBe(false);
  });

  it("rejects a failed set-up statement with PostgreSQL's code", async () => {
    const thread = await startPGliteThread(undefined);
    try {
      await expect(thread.direct.exec("SELECT no_such_column")).rejects.toMatchObject({ code: "42703" });
    } finally {
      await thread.close();
    }
  });

  it("rejects the start when PGlite cannot open the data folder", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "labcompare-thread-")), "not-a-folder");
    writeFileSync(file, "x");
    await expect(startPGliteThread(file)).rejects.toThrow();
    rmSync(dirname(file), { recursive: true, force: true });
  });

  it("reports a thread that ends unexpectedly as lost, and its calls fail instead of waiting", async () => {
    const thread = await startPGliteThread(
      undefined,
      new URL("./fixtures/thread-exits.worker.mjs", import.meta.url),
    );
    const error = await thread.lost;
    expect(error.message).toMatch(/exit code 3/);
    await expect(thread.direct.query("SELECT 1")).rejects.toThrow(/ended/);
    expect(existsSync(thread.socketDir)).toBe(false);
    await thread.close();
  });

  it("keeps a migrated database's archive, which starts a database with every migration applied", async () => {
    const db = await openDatabase({});
    await db.close();
    const template = migratedTemplate();
    expect(template.exists).toBe(true);
    const thread = await startPGliteThread(undefined, undefined, template.path);
    try {
      const { rows } = await thread.direct.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`,
      );
      expect(rows.map((row) => row.migration_name)).toEqual(listMigrations());
    } finally {
      await thread.close();
    }
  });

  it("rejects the start from an archive PGlite cannot read", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "labcompare-thread-")), "broken.tar");
    writeFileSync(file, "not a tar archive");
    await expect(startPGliteThread(undefined, undefined, file)).rejects.toThrow();
    rmSync(dirname(file), { recursive: true, force: true });
  });
});
