/**
 * The production server bundle (apps/server/dist/server.mjs) for the scripts and tests that run it:
 * whether it is older than the TypeScript sources it is built from, and building it.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Newest modification time (ms) of the TypeScript sources under `dir`, generated code aside; 0 when absent. */
function newestSource(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name) && !entry.parentPath.includes("generated")) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when `bundle` is missing or older than a source of apps/server/src or packages/<name>/src under `repoRoot`. */
export function bundleIsStale(repoRoot: string, bundle: string): boolean {
  if (!existsSync(bundle)) return true;
  const sourceDirs = [
    "apps/server/src",
    ...readdirSync(join(repoRoot, "packages")).map((p) => `packages/${p}/src`),
  ];
  const newest = Math.max(...sourceDirs.map((d) => newestSource(join(repoRoot, d))));
  return newest > statSync(bundle).mtimeMs;
}

/** Builds apps/server/dist/server.mjs (`npm run build --workspace @labcompare/server`); throws when the build fails. */
export function buildServerBundle(repoRoot: string): void {
  execSync("npm run build --workspace @labcompare/server", {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
