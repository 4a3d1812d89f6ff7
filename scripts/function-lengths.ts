/**
 * Lists the functions (declarations, function expressions, arrow functions, methods, accessors,
 * constructors) of a source folder with their length in lines, longest first.
 *
 *   npx tsx scripts/function-lengths.ts [folder=apps/web/src] [--min=N] [--max=N]
 *
 * --min hides functions shorter than N lines (default 1). --max makes the script exit 1 when a
 * function is longer than N lines, so it can guard a limit.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

interface FunctionLength {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|cts)$/.test(entry) && !entry.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** The name a reader would look for: the declaration's, or the variable/property it is assigned to. */
function functionName(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) {
    // e.g. memo(function …), useCallback(() => …): name it after the call and what holds it.
    const holder = parent.parent;
    const callee = parent.expression.getText(file);
    if (ts.isVariableDeclaration(holder)) return `${holder.name.getText(file)} (${callee})`;
    return `(${callee} callback)`;
  }
  if (ts.isExportAssignment(parent)) return "default export";
  return "(anonymous)";
}

function measure(path: string): FunctionLength[] {
  const text = readFileSync(path, "utf8");
  const kind = path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const fn = node;
      const start = file.getLineAndCharacterOfPosition(fn.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(fn.getEnd()).line;
      found.push({ file: path, line: start + 1, name: functionName(fn, file), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const args = process.argv.slice(2);
const option = (name: string): number | undefined => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : undefined;
};
const folder = args.find((a) => !a.startsWith("--")) ?? "apps/web/src";
const min = option("min") ?? 1;
const max = option("max");

const all = sourceFiles(folder)
  .flatMap(measure)
  .sort((a, b) => b.lines - a.lines);
for (const fn of all.filter((f) => f.lines >= min)) {
  console.log(`${String(fn.lines).padStart(5)}  ${relative(process.cwd(), fn.file)}:${fn.line}  ${fn.name}`);
}
if (max !== undefined) {
  const over = all.filter((f) => f.lines > max);
  if (over.length > 0) {
    console.error(`${over.length} function(s) longer than ${max} lines`);
    process.exit(1);
  }
}
