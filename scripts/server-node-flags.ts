/**
 * Node's flags for the server, as the root package.json's `start` script gives them: the one place
 * they are written (the Dockerfile's CMD repeats them). The bench, the tests that start the server,
 * Playwright and the Lighthouse audit read them here, so every server runs as production does.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const packageJson = fileURLToPath(new URL("../package.json", import.meta.url));

/**
 * The flags between `node` and `apps/server/dist/server.mjs` in `npm start`, for `env`: a shell
 * `${NAME:+--flag}` gives `--flag` when NAME is set and not empty, as sh does. Output: one flag an entry.
 */
export function serverNodeFlags(env: Record<string, string | undefined> = process.env): string[] {
  const start =
    (JSON.parse(readFileSync(packageJson, "utf8")) as { scripts: Record<string, string> }).scripts.start ??
    "";
  const flags = /\bnode\s+(.*?)\s*apps\/server\/dist\/server\.mjs/.exec(start)?.[1] ?? "";
  return flags
    .replace(/\$\{(\w+):\+([^}]*)\}/g, (_all, name: string, value: string) => (env[name] ? value : ""))
    .split(/\s+/)
    .filter(Boolean);
}
