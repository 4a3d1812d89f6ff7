/**
 * The Lighthouse runs of scripts/lighthouse.ts: one page audited RUNS times (median by performance
 * score), its scores, failed audits and LCP/CLS/TBT, and the printed table against the targets.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
/** Minimum scores (0-100); performance has none. */
export const THRESHOLDS: Partial<Record<Category, number>> = {
  seo: 100,
  accessibility: 95,
  "best-practices": 95,
};

/** Where and how to audit: the site's origin, Chrome's debugging port, the desktop preset or the mobile one. */
export interface AuditSetup {
  origin: string;
  port: number;
  desktop: boolean;
}

export interface PageResult {
  label: string;
  path: string;
  scores: Record<Category, number | null>;
  /** Audits that lost points, per category (performance left out). */
  issues: string[];
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse displays them. */
  metrics: string;
  /** LCP and TBT in ms, CLS unitless: the numbers the targets are checked against. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

/** The targets for a public page on the mobile preset (median run). */
const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** Audits `page` RUNS times and returns the run with the median performance score. */
export async function auditMedian(
  page: { label: string; path: string },
  setup: AuditSetup,
): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(page, setup));
  runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return runs[Math.floor(runs.length / 2)]!;
}

async function audit(page: { label: string; path: string }, setup: AuditSetup): Promise<PageResult> {
  const url = setup.origin + page.path;
  let lhr;
  // A run can fail on a trace hiccup (e.g. NO_NAVSTART): try up to three times.
  for (let attempt = 1; ; attempt++) {
    console.log(`› Lighthouse ${url}${attempt > 1 ? ` (attempt ${attempt})` : ""}`);
    const result = await lighthouse(
      url,
      { port: setup.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      setup.desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    // LIGHTHOUSE_SAVE_DIR keeps every run's full report (JSON) for a closer look at a figure.
    if (process.env.LIGHTHOUSE_SAVE_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
      writeFileSync(
        join(
          process.env.LIGHTHOUSE_SAVE_DIR,
          `${page.label.replace(/[^a-z0-9]+/gi, "-").slice(0, 40)}-${Date.now()}.json`,
        ),
        JSON.stringify(lhr),
      );
    }
    if (!lhr.runtimeError) break;
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
    ]),
  ) as Record<Category, number | null>;
  const issues: string[] = [];
  for (const category of CATEGORIES) {
    if (category === "performance") continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      const items = (a.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      const examples = items
        .slice(0, 3)
        .map((item) => {
          const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
          return (
            node?.snippet ??
            node?.nodeLabel ??
            (item.source as string | undefined) ??
            (item.url as string | undefined) ??
            JSON.stringify(item).slice(0, 160)
          );
        })
        .map((s) => `\n        ${String(s).slice(0, 200)}`)
        .join("");
      issues.push(
        `[${category}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}${examples}`,
      );
    }
  }
  for (const w of lhr.runWarnings ?? []) issues.push(`[warning] ${w}`);
  const metric = (id: string, name: string) => `${name} ${lhr.audits[id]?.displayValue ?? "n/a"}`;
  const metrics = [
    metric("first-contentful-paint", "FCP"),
    metric("largest-contentful-paint", "LCP"),
    metric("total-blocking-time", "TBT"),
    metric("cumulative-layout-shift", "CLS"),
    metric("speed-index", "SI"),
  ].join(", ");
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    label: page.label,
    path: page.path,
    scores,
    issues,
    metrics,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
  };
}

export function printTable(results: PageResult[], setup: AuditSetup) {
  const header = ["Page", "Performance", "Accessibility", "Best practices", "SEO"];
  const rows = results.map((r) => [
    `${r.label.length > 48 ? `${r.label.slice(0, 47)}…` : r.label}`,
    ...CATEGORIES.map((c) => {
      const s = r.scores[c];
      const min = THRESHOLDS[c];
      return s === null ? "n/a" : `${s}${min !== undefined && s < min ? " ✗" : ""}`;
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(
    `\nLighthouse scores (${setup.desktop ? "desktop preset" : "mobile (default) preset"}), ${setup.origin}`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nPerformance (median of ${RUNS} run${RUNS > 1 ? "s" : ""}) against the targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
  );
  const mark = (ok: boolean) => (ok ? "" : " ✗");
  for (const r of results) {
    const perf = r.scores.performance;
    console.log(
      `  ${r.label}: performance ${perf ?? "n/a"}${mark((perf ?? 0) >= TARGETS.performance)}, ` +
        `LCP ${r.lcpMs === null ? "n/a" : `${(r.lcpMs / 1000).toFixed(2)} s`}${mark((r.lcpMs ?? Infinity) <= TARGETS.lcpMs)}, ` +
        `CLS ${r.cls === null ? "n/a" : r.cls.toFixed(3)}${mark((r.cls ?? Infinity) <= TARGETS.cls)}, ` +
        `TBT ${r.tbtMs === null ? "n/a" : `${Math.round(r.tbtMs)} ms`}${mark((r.tbtMs ?? Infinity) <= TARGETS.tbtMs)}  (${r.metrics})`,
    );
  }
}
