/**
 * Query plans for the search benchmark: captures the SQL a call sends (by wrapping pg's
 * Client.query) and runs each statement again under EXPLAIN (ANALYZE, BUFFERS). One line per
 * statement: top nodes, indexes used, sequential scans, execution time (ms), shared buffers; with
 * `full`, the whole plan, the SQL and its parameters.
 */
import pg from "pg";
import type { Database } from "@labcompare/db";

// ---------- SQL capture: every statement pg sends while `capturing` is set ----------

interface Captured {
  text: string;
  values: unknown[];
}
let capturing: Captured[] | null = null;
const clientQuery = Reflect.get(pg.Client.prototype, "query") as (
  this: pg.Client,
  ...a: unknown[]
) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  if (capturing) {
    const first = a[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === "string" ? first : first?.text;
    const values = typeof first === "string" ? (Array.isArray(a[1]) ? a[1] : []) : (first?.values ?? []);
    if (text) capturing.push({ text, values });
  }
  return clientQuery.apply(this, a);
} as typeof pg.Client.prototype.query;

async function captureSql(run: () => Promise<unknown>): Promise<Captured[]> {
  capturing = [];
  try {
    await run();
    return capturing;
  } finally {
    capturing = null;
  }
}

// ---------- plans ----------

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** "count" for the capped count, the search statements by their shape, else the table the statement reads from. */
function statementLabel(sql: string): string {
  if (/^\s*WITH c AS \(/i.test(sql)) return "typo check";
  if (/^\s*WITH m AS MATERIALIZED/i.test(sql)) return "ranked page+count";
  if (/^\s*SELECT count\(\*\)::int AS n FROM \(/i.test(sql)) return "count";
  if (/^\s*SELECT COUNT\(\*\)/i.test(sql)) return "count";
  const from = /\bFROM\s+(?:"?\w+"?\.)?"?(\w+)"?/i.exec(sql);
  return `rows ${from?.[1] ?? "?"}`;
}

/** One line: top nodes (to the first scan or join), indexes, sequential scans, time, buffers. */
function planLine(label: string, plan: { Plan: PlanNode; "Execution Time": number }): string {
  const path: string[] = [];
  let node: PlanNode | undefined = plan.Plan;
  while (node && path.length < 4) {
    path.push(
      node["Node Type"] +
        (node["Index Name"]
          ? ` (${node["Index Name"]})`
          : node["Relation Name"]
            ? ` on ${node["Relation Name"]}`
            : ""),
    );
    if (/Scan|Join|Nested Loop/.test(node["Node Type"])) break;
    node = node.Plans?.[0];
  }
  const indexes = new Set<string>();
  const seq = new Set<string>();
  walk(plan.Plan, (n) => {
    if (n["Index Name"]) indexes.add(n["Index Name"]);
    if (n["Node Type"] === "Seq Scan" && n["Relation Name"]) seq.add(n["Relation Name"]);
  });
  return (
    `${label.padEnd(20)} ${plan["Execution Time"].toFixed(2).padStart(7)} ms  ${path.join(" ← ")}` +
    `  | indexes: ${[...indexes].join(", ") || "none"}` +
    (seq.size ? `  | SEQ SCAN: ${[...seq].join(", ")}` : "") +
    `  | buffers hit ${plan.Plan["Shared Hit Blocks"] ?? 0} read ${plan.Plan["Shared Read Blocks"] ?? 0}`
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement one call sends: one line each, and the full plans with --plans. */
export async function explainCall(
  db: Database,
  run: () => Promise<unknown>,
  full: boolean,
): Promise<string[]> {
  const statements = await captureSql(run);
  const lines: string[] = [];
  for (const s of statements) {
    if (/^\s*(BEGIN|COMMIT|ROLLBACK|SET|SHOW)\b/i.test(s.text)) continue;
    const label = statementLabel(s.text);
    const json = await db.sql.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`,
      s.values,
    );
    lines.push(planLine(label, json.rows[0]!["QUERY PLAN"][0]));
    if (full) {
      const text = await db.sql.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`,
        s.values,
      );
      lines.push(`    SQL: ${s.text.replace(/\s+/g, " ").slice(0, 600)}`);
      lines.push(`    params: ${JSON.stringify(s.values).slice(0, 300)}`);
      for (const r of text.rows) lines.push(`    ${r["QUERY PLAN"]}`);
    }
  }
  return lines;
}
