/**
 * Drives Prisma's WebAssembly schema engine offline (no native engine can be downloaded on the
 * project's machines). A throwaway in-memory PGlite serves as shadow database.
 *
 * diffSql(from, to) returns the SQL script that turns `from` into `to`;
 * "-- This is an empty migration." means no difference.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { createRequire } from "node:module";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";

// The package targets bundlers (it imports a .wasm file); Node needs the module instantiated by hand.
async function loadEngine() {
  const wasmPath = join(
    dirname(createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm")),
    "schema_engine_bg.wasm",
  );
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
    "./schema_engine_bg.js": engineBindings as unknown as WebAssembly.ModuleImports,
  });
  const exports = instance.exports as unknown as { __wbindgen_start: () => void };
  (engineBindings as unknown as { __wbg_set_wasm: (w: unknown) => void }).__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  return engineBindings.SchemaEngine;
}

export const repoRoot = resolve(import.meta.dirname, "../../..");
export const schemaPath = join(repoRoot, "prisma/schema.prisma");
export const migrationsDir = join(repoRoot, "prisma/migrations");

type Target =
  | { tag: "empty" }
  | { tag: "schemaDatamodel"; files: { path: string; content: string }[] }
  | {
      tag: "migrations";
      baseDir: string;
      lockfile: { path: string; content: string | null };
      shadowDbInitScript: string;
      migrationDirectories: unknown[];
    };

export function schemaTarget(content = readFileSync(schemaPath, "utf8")): Target {
  return { tag: "schemaDatamodel", files: [{ path: schemaPath, content }] };
}

export function migrationsTarget(): Target {
  const lockPath = join(migrationsDir, "migration_lock.toml");
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    tag: "migrations",
    baseDir: migrationsDir,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: readFileSync(join(migrationsDir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

export async function diffSql(from: Target, to: Target): Promise<string> {
  // The adapter's own shadow database is a bare PGlite without pg_trgm, which migration 1 needs.
  const main = await PGlite.create({ extensions: { pg_trgm } });
  const shadow = await PGlite.create({ extensions: { pg_trgm } });
  const mainFactory = new PrismaPGlite(main);
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: mainFactory.provider,
    adapterName: mainFactory.adapterName,
    connect: () => mainFactory.connect(),
    connectToShadowDb: () => new PrismaPGlite(shadow).connect(),
  });
  const SchemaEngine = await loadEngine();
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, readFileSync(schemaPath, "utf8")]] },
    () => {},
    factory,
  );
  try {
    const result = await engine.diff({
      from: from as never,
      to: to as never,
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return (result as unknown as { stdout: string }).stdout;
  } finally {
    engine.free();
    await main.close();
    await shadow.close();
  }
}
