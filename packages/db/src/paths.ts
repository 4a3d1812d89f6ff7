/**
 * Where the repository's files are (prisma/migrations, prisma/seed-data, apps/web/dist), found the
 * same way from the TypeScript sources and from the bundled server (apps/server/dist/server.mjs), whose
 * own folder differs.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The nearest folder at or above `from` that holds `prisma/schema.prisma`: the repository root.
 * Throws when there is none (a server copied without its repository).
 */
export function findRepoRoot(from: string = import.meta.dirname): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, "prisma", "schema.prisma"))) return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`No prisma/schema.prisma at or above ${from}: run the server from its repository.`);
    dir = parent;
  }
}

/** The repository root (see findRepoRoot). */
export const repoRoot = findRepoRoot();

/** The demo and reference data files (prisma/seed-data). */
export const seedDataDir = resolve(repoRoot, "prisma/seed-data");
