/**
 * Size budget of the web build: for each public page, the JavaScript and CSS a first visit
 * downloads — the entry chunk, the page's lazy chunk and everything they import statically, from
 * Vite's manifest (apps/web/dist/.vite/manifest.json) — compressed with brotli (quality 11, as the
 * server's precompressed files). Sizes are deterministic for a given build.
 *
 *   npm run build --workspace @labcompare/web && npm run size   # prints the table; exit 1 when over budget
 *
 * Targets: initial JS ≤ 120 KB brotli, CSS ≤ 15 KB brotli per public page (TARGET_KB). Every
 * page's first load carries React DOM, Mantine's core, React Query + tRPC + superjson and React
 * Router (their shares: docs/performance.md), so where a page cannot meet the JS target the check
 * enforces a ratchet instead: each page's figures when the budget was last lowered plus about 3 %, never above a
 * target that is met. CI runs this after the build (root
 * package.json, test:e2e). Lower a page's budget when it shrinks; raise one only with a reason in
 * the commit message.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const dist = resolve(import.meta.dirname, "../apps/web/dist");
const TARGET_KB = { js: 120, css: 15 };
/** Public pages a visitor lands on from a search engine or a shared link, with their enforced budgets (KB brotli). */
const PAGES: Record<string, { entry: string; js: number; css: number }> = {
  // Each budget: the page's figures when the budget was last lowered plus about 3 % (history: git log of this file).
  home: { entry: "src/features/home/HomePage.tsx", js: 153.9, css: 11.6 },
  search: { entry: "src/features/search/SearchPage.tsx", js: 167.0, css: 14.8 },
  category: { entry: "src/features/category/CategoryPage.tsx", js: 148.4, css: 11.4 },
  test: { entry: "src/features/test-detail/TestDetailPage.tsx", js: 173.5, css: 14.7 },
  lab: { entry: "src/features/lab/LabPage.tsx", js: 159.9, css: 12.0 },
  labs: { entry: "src/features/labs/LabsPage.tsx", js: 159.0, css: 13.5 },
  basket: { entry: "src/features/basket/BasketPage.tsx", js: 162.8, css: 14.1 },
  "blog post": { entry: "src/features/blog/BlogPostPage.tsx", js: 146.5, css: 12.0 },
};

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error("No entry in the Vite manifest: build the web app first.");

const brotliCache = new Map<string, number>();
function brotliBytes(file: string): number {
  let size = brotliCache.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(join(dist, file)), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
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

// Server-rendered pages name their module in apps/web/src/router.tsx (ssrPage("src/….tsx", …)); the
// server links that chunk's CSS and JavaScript from this manifest, so a wrong name would serve the
// page unstyled until its script runs.
const routerSource = readFileSync(resolve(import.meta.dirname, "../apps/web/src/router.tsx"), "utf8");
for (const [, module, imported] of routerSource.matchAll(
  /ssrPage\("([^"]+)", \(\) => import\("\.\/([^"]+)"\)\)/g,
)) {
  if (module !== `src/${imported}.tsx` || !manifest[module]) {
    throw new Error(
      `router.tsx: ssrPage("${module}") must name the imported module (src/${imported}.tsx) as in the Vite manifest`,
    );
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let over = false;
console.log(
  `page         JS files  JS brotli KB (budget)  CSS brotli KB (budget)   targets: JS ≤ ${TARGET_KB.js} KB, CSS ≤ ${TARGET_KB.css} KB`,
);
for (const [name, page] of Object.entries(PAGES)) {
  if (!manifest[page.entry])
    throw new Error(`${page.entry} is not in the Vite manifest: update PAGES in scripts/size-budget.ts`);
  const { js, css } = closure(
    page.entry,
    ...(Object.values(closure(entryKey)) as [Set<string>, Set<string>]),
  );
  const jsBytes = [...js].reduce((sum, f) => sum + brotliBytes(f), 0);
  const cssBytes = [...css].reduce((sum, f) => sum + brotliBytes(f), 0);
  const budget = { js: page.js, css: Math.min(page.css, TARGET_KB.css) };
  const flags = [
    jsBytes > budget.js * 1024 ? "JS over budget" : "",
    cssBytes > budget.css * 1024 ? "CSS over budget" : "",
  ].filter(Boolean);
  const targets = [
    jsBytes > TARGET_KB.js * 1024 ? "JS above target" : "",
    cssBytes > TARGET_KB.css * 1024 ? "CSS above target" : "",
  ].filter(Boolean);
  if (flags.length) over = true;
  const cell = (bytes: number, limit: number) => `${kb(bytes).padStart(6)} (${limit.toFixed(1).padStart(5)})`;
  console.log(
    `${name.padEnd(12)} ${String(js.size).padStart(8)}  ${cell(jsBytes, budget.js).padStart(20)}  ${cell(cssBytes, budget.css).padStart(21)}   ${[...flags, ...targets].join(", ")}`,
  );
}
if (over) {
  console.log(
    "Over budget: a public page's first load grew (see the comment at the top of scripts/size-budget.ts).",
  );
  process.exitCode = 1;
}
