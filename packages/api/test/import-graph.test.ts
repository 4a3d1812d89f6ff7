/**
 * The import graph of packages/api/src, read with the TypeScript compiler: a router
 * (src/routers/<area>/) imports no other area's folder, a service (the rest of src/, but root.ts and
 * index.ts, which compose and export the routers) imports no router, and no cycle runs through the
 * imports, neither between files nor between the subjects (src/<subject>/, src/routers/<area>/, a
 * file directly in src/). `import type` and `export type` are left out: they are gone at run time.
 * eslint.config.js forbids the same router imports as they are written.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../src");

/** Every .ts file under `dir`, as paths relative to SRC with "/" separators. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [path.relative(SRC, full).split(path.sep).join("/")] : [];
  });
}

/** The relative module specifiers `file` imports or re-exports at run time (static and dynamic). */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(SRC, file), "utf8"),
    ts.ScriptTarget.Latest,
    false,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith("."));
}

/** file → the files of src/ it imports at run time. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const targets = runtimeSpecifiers(file)
      .map((specifier) =>
        path
          .relative(SRC, path.resolve(SRC, path.dirname(file), specifier))
          .split(path.sep)
          .join("/"),
      )
      .filter((target) => target.endsWith(".ts") && !target.startsWith(".."));
    graph.set(file, targets);
  }
  return graph;
}

/** "routers/<area>" for a router, the first folder under src/ for a service, else the file itself. */
function subjectOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "routers") return parts.slice(0, 2).join("/");
  return parts.length > 1 ? parts[0]! : file;
}

/** The cycles of `graph` (each as its path, first node repeated at the end), one per strongly connected part. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

const graph = importGraph();
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

describe("packages/api/src imports", () => {
  it("reads the routers and services", () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(edges.some((e) => e.from === "root.ts" && e.to === "routers/booking/booking.router.ts")).toBe(
      true,
    );
  });

  it("a router imports no other area's router folder", () => {
    const crossing = edges
      .filter(
        (e) =>
          e.from.startsWith("routers/") &&
          e.to.startsWith("routers/") &&
          subjectOf(e.from) !== subjectOf(e.to),
      )
      .map((e) => `${e.from} → ${e.to}`);
    expect(crossing).toEqual([]);
  });

  it("a service imports no router", () => {
    const composing = new Set(["root.ts", "index.ts"]);
    const upward = edges
      .filter(
        (e) =>
          !e.from.startsWith("routers/") &&
          !composing.has(e.from) &&
          (e.to.startsWith("routers/") || e.to === "root.ts"),
      )
      .map((e) => `${e.from} → ${e.to}`);
    expect(upward).toEqual([]);
  });

  it("no cycle between files", () => {
    expect(cycles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("no cycle between subjects", () => {
    const subjects = new Map<string, string[]>();
    for (const { from, to } of edges) {
      const [a, b] = [subjectOf(from), subjectOf(to)];
      if (a !== b) subjects.set(a, [...new Set([...(subjects.get(a) ?? []), b])]);
    }
    expect(cycles(subjects).map((c) => c.join(" → "))).toEqual([]);
  });
});
