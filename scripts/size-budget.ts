/**
 * Size budget of the web build (issue 12): for each public page, the JavaScript and CSS a first visit
 * downloads — the entry chunk, the page's lazy chunk and everything they import statically, from
 * Vite's manifest (apps/web/dist/.vite/manifest.json) — compressed with brotli (quality 11, as the
 * server's precompressed files). Sizes are deterministic for a given build.
 *
 *   npm run build --workspace @labcompare/web && npm run size   # prints the table; exit 1 when over budget
 *
 * Budgets (issue 12): initial JS ≤ 120 KB brotli, CSS ≤ 15 KB brotli per public page.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const dist = resolve(import.meta.dirname, "../apps/web/dist");
const BUDGET_KB = { js: 120, css: 15 };
/** Public pages a visitor lands on from a search engine or a shared link. */
const PAGES: Record<string, string> = {
  home: "src/pages/HomePage.tsx",
  search: "src/pages/SearchPage.tsx",
  category: "src/pages/CategoryPage.tsx",
  test: "src/pages/TestDetailPage.tsx",
  lab: "src/pages/lab/LabPage.tsx",
  labs: "src/pages/info/LabsPage.tsx",
  basket: "src/pages/basket/BasketPage.tsx",
  "blog post": "src/pages/BlogPostPage.tsx",
};

interface Chunk { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error("No entry in the Vite manifest: build the web app first.");

const brotliCache = new Map<string, number>();
function brotliBytes(file: string): number {
  let size = brotliCache.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    brotliCache.set(file, size);
  }
  return size;
}

/** The chunk `key` and every chunk it imports statically, as output files (JS and CSS). */
function closure(key: string, js = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) closure(imported, js, css);
  return { js, css };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let over = false;
console.log(`page         JS files  JS brotli KB  CSS brotli KB   (budget: JS ≤ ${BUDGET_KB.js} KB, CSS ≤ ${BUDGET_KB.css} KB)`);
for (const [name, key] of Object.entries(PAGES)) {
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: update PAGES in scripts/size-budget.ts`);
  const { js, css } = closure(key, ...Object.values(closure(entryKey)) as [Set<string>, Set<string>]);
  const jsBytes = [...js].reduce((sum, f) => sum + brotliBytes(f), 0);
  const cssBytes = [...css].reduce((sum, f) => sum + brotliBytes(f), 0);
  const flags = [jsBytes > BUDGET_KB.js * 1024 ? "JS over" : "", cssBytes > BUDGET_KB.css * 1024 ? "CSS over" : ""].filter(Boolean);
  if (flags.length) over = true;
  console.log(`${name.padEnd(12)} ${String(js.size).padStart(8)}  ${kb(jsBytes).padStart(12)}  ${kb(cssBytes).padStart(13)}   ${flags.join(", ")}`);
}
if (over) {
  console.log("Over budget.");
  process.exitCode = 1;
}
