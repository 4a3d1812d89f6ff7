/**
 * Imports a lab's CSV price list through the admin API, the same two steps as the admin screen:
 * preview (what will be added / changed / is unchanged / is bad, with line numbers and reasons),
 * then apply (every good row in one transaction on the server).
 *
 *   npm run catalog:import -- --lab <lab-slug> <file.csv> [--dry-run] [--verbose]
 *
 * Environment: API_URL (default http://localhost:3000), ADMIN_EMAIL, ADMIN_PASSWORD.
 * CSV columns: test (slug, exact name or LOINC code), price_aed, and optionally original_price_aed,
 * home_collection_fee_aed, turnaround_hours. Sample: prisma/seed-data/sample-price-list.csv.
 * Exit status: 0 all rows fine; 1 bad rows (the good ones are still applied) or any error
 * (sign-in, unknown lab, unreadable file, server refused); 2 wrong usage.
 */
import { readFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createClient, TRPCClientError, type AppRouter } from "../src/index.ts";
import type { inferRouterOutputs } from "@trpc/server";

type Preview = inferRouterOutputs<AppRouter>["admin"]["offers"]["importPreview"];
type OfferValues = Preview["toAdd"][number]["values"];

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };

export const USAGE = `Usage: npm run catalog:import -- --lab <lab-slug> <file.csv> [--dry-run] [--verbose]

Environment: API_URL (default http://localhost:3000), ADMIN_EMAIL, ADMIN_PASSWORD`;

/** Rows listed per section unless --verbose. */
const LIST_LIMIT = 50;

function describeChange(before: OfferValues, after: OfferValues): string {
  const parts: string[] = [];
  if (before.priceAed !== after.priceAed) parts.push(`price ${before.priceAed} → ${after.priceAed} AED`);
  if (before.originalPriceAed !== after.originalPriceAed)
    parts.push(`original price ${before.originalPriceAed ?? "none"} → ${after.originalPriceAed ?? "none"}`);
  if (before.homeCollectionFeeAed !== after.homeCollectionFeeAed)
    parts.push(
      `home collection fee ${before.homeCollectionFeeAed ?? "none"} → ${after.homeCollectionFeeAed ?? "none"}`,
    );
  if (before.turnaroundHours !== after.turnaroundHours)
    parts.push(`turnaround ${before.turnaroundHours} h → ${after.turnaroundHours} h`);
  if (!before.active && after.active) parts.push("reactivated");
  return parts.join(", ");
}

function printList<T>(io: Io, title: string, rows: T[], line: (row: T) => string, verbose: boolean): void {
  if (!rows.length) return;
  io.out(`${title}:`);
  const shown = verbose ? rows : rows.slice(0, LIST_LIMIT);
  for (const row of shown) io.out(`  ${line(row)}`);
  if (shown.length < rows.length)
    io.out(`  … and ${rows.length - shown.length} more (use --verbose to list all)`);
}

/** The server's message for a failed call, or a clear one when the API cannot be reached. */
function errorMessage(error: unknown, apiUrl: string): string {
  if (error instanceof TRPCClientError) {
    const cause = (error.cause as { message?: string; cause?: { code?: string } } | undefined) ?? undefined;
    if (!error.data && (error.message === "fetch failed" || cause?.cause?.code === "ECONNREFUSED")) {
      return `Could not reach the API at ${apiUrl} (${cause?.cause?.code ?? error.message}). Is the server running? Set API_URL if it runs elsewhere.`;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the import. `argv`: the arguments after the script name; `env`: API_URL, ADMIN_EMAIL,
 * ADMIN_PASSWORD. Returns the exit status (0, 1 or 2, see the file comment); prints to `io`.
 */
export async function runCatalogImport(
  argv: string[],
  env: Record<string, string | undefined>,
  io: Io = consoleIo,
): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        lab: { type: "string" },
        "dry-run": { type: "boolean" },
        verbose: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  }
  try {
    args = parse();
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.values.help) {
    io.out(USAGE);
    return 0;
  }
  const labSlug = args.values.lab;
  const file = args.positionals[0];
  if (!labSlug || !file || args.positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (!email || !password) {
    io.err(`Set ADMIN_EMAIL and ADMIN_PASSWORD to an admin account.\n\n${USAGE}`);
    return 2;
  }
  const apiUrl = env.API_URL || "http://localhost:3000";
  const verbose = Boolean(args.values.verbose);

  let csv: string;
  try {
    csv = await readFile(resolve(file), "utf8");
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }

  const api = createClient({ url: apiUrl });
  try {
    const { user } = await api.auth.signIn.mutate({ email, password });
    if (!user.isAdmin) {
      io.err(`${user.email} is not an admin.`);
      return 1;
    }
    const lab = await api.admin.labs.byId.query({ id: labSlug });

    const preview = await api.admin.offers.importPreview.mutate({ labId: lab.id, csv });
    io.out(`Lab: ${lab.name} (${lab.slug})`);
    io.out(`Price list: ${basename(file)}, ${preview.rowCount} row${preview.rowCount === 1 ? "" : "s"}`);
    io.out(`  to add:    ${preview.toAdd.length}`);
    io.out(`  to change: ${preview.toChange.length}`);
    io.out(`  unchanged: ${preview.unchangedCount}`);
    io.out(`  bad rows:  ${preview.badRows.length}`);
    if (preview.ignoredColumns.length) io.out(`Ignored columns: ${preview.ignoredColumns.join(", ")}`);
    printList(
      io,
      "Changes",
      preview.toChange,
      (r) => `line ${r.line}  ${r.test.name}: ${describeChange(r.before, r.after)}`,
      verbose,
    );
    printList(
      io,
      "Additions",
      preview.toAdd,
      (r) => `line ${r.line}  ${r.test.name}: ${r.values.priceAed} AED, ${r.values.turnaroundHours} h`,
      verbose,
    );
    printList(
      io,
      "Bad rows",
      preview.badRows,
      (r) => `line ${r.line}  ${r.test ? `"${r.test}"` : "(no test)"}: ${r.reason}`,
      true,
    );

    if (args.values["dry-run"]) {
      io.out("Dry run: nothing was changed.");
      return preview.badRows.length ? 1 : 0;
    }

    const result = await api.admin.offers.importApply.mutate({ labId: lab.id, csv });
    io.out(
      `Applied to ${result.lab.name}: ${result.added} added, ${result.changed} changed, ${result.unchanged} unchanged` +
        (result.badRows.length
          ? `; ${result.badRows.length} bad row${result.badRows.length === 1 ? "" : "s"} skipped.`
          : "."),
    );
    if (result.badRows.length) {
      io.err(`Fix the bad rows listed above and import the file again.`);
      return 1;
    }
    return 0;
  } catch (error) {
    io.err(`Error: ${errorMessage(error, apiUrl)}`);
    return 1;
  } finally {
    await api.auth.signOut.mutate().catch(() => undefined);
  }
}

// Run when executed directly (npm run catalog:import), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await runCatalogImport(process.argv.slice(2), process.env);
}
