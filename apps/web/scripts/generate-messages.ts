/**
 * Writes the "messages" namespace's English (src/i18n/locales/en/messages.json) from the message
 * constants of packages/validators (`messages`, every section) and the web app's `clientMessages`:
 * each string under its path ("account.wrongPassword"); a message with parameters (named in
 * MESSAGE_PARAMS, not kept English by NOT_LOCALIZED) as an i18next template ("The lab is closed on
 * this day ({{reason}}). …"). The Arabic
 * file keeps its translations, gets "" for new keys (to fill in) and loses removed ones.
 *
 *   cd apps/web && npx tsx scripts/generate-messages.ts
 *
 * test/message-keys.test.ts fails when the files and the constants disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MESSAGE_PARAMS } from "@labcompare/validators/message-params";
import { messages } from "@labcompare/validators/messages";
import { clientMessages, messageLeaves, type MessageTree } from "../src/i18n/messagesByKey";

/**
 * Messages with parameters that stay English: the console's (admin, lab uploads; the console is
 * English) and a sentence whose count needs the page's own plural forms.
 */
export const NOT_LOCALIZED = new Set([
  "booking.statusUpdatedMessage",
  "comparison.panelSaving",
  "admin.imageHostNotAllowed",
  "admin.reschedule.title",
  "admin.reschedule.intro",
  "admin.reschedule.confirm",
  "admin.reschedule.done",
  "admin.csv.missingColumn",
  "results.unknownField",
  "results.bookingNotReady",
  "results.csvHeader",
  "results.csvTooManyRows",
  "results.csvRow",
  "results.rowColumns",
  "results.noMatchingTest",
  "results.uploaded",
  "insurance.networkCsv.line",
  "insurance.networkCsv.unknownLab",
  "insurance.networkCsv.unknownPlan",
]);

/**
 * Messages with parameters translated as templates, with their parameters' names (in order): every
 * function of MESSAGE_PARAMS (packages/validators/src/message-params.ts, the names the server sends in
 * `params`) but those of NOT_LOCALIZED. Their English is the function called with "{{name}}" placeholders.
 */
export const INTERPOLATED: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(MESSAGE_PARAMS).filter(([path]) => !NOT_LOCALIZED.has(path)),
);

type Source = { [key: string]: unknown };

/** Paths of the functions of `source` whose parameters MESSAGE_PARAMS does not name. */
export function unclassifiedFunctions(source: Source = messages, prefix = ""): string[] {
  return Object.entries(source).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "function") return MESSAGE_PARAMS[path] ? [] : [path];
    return value && typeof value === "object" ? unclassifiedFunctions(value as Source, path) : [];
  });
}

/** The English tree of `source` (its strings, and its INTERPOLATED functions as templates). */
function englishTree(source: Source, prefix = ""): MessageTree {
  const out: MessageTree = {};
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[key] = value;
    else if (typeof value === "function") {
      const params = INTERPOLATED[path];
      if (params) out[key] = (value as (...args: string[]) => string)(...params.map((p) => `{{${p}}}`));
    } else if (value && typeof value === "object") {
      const sub = englishTree(value as Source, path);
      if (Object.keys(sub).length) out[key] = sub;
    }
  }
  return out;
}

/** The English "messages" namespace: the validators' sections and "client" (clientMessages). */
export function englishMessages(): MessageTree {
  return sortTree({ ...englishTree(messages), client: { ...clientMessages } });
}

/** `tree` with its keys sorted at every level (the order i18next-parser writes). */
function sortTree(tree: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((k) => {
        const v = tree[k]!;
        return [k, typeof v === "string" ? v : sortTree(v)];
      }),
  );
}

/** `english`'s shape with the texts of `arabic` where it has them, else "". */
function arabicTree(english: MessageTree, arabic: MessageTree): MessageTree {
  const known = new Map(messageLeaves(arabic));
  const fill = (tree: MessageTree, prefix: string): MessageTree =>
    Object.fromEntries(
      Object.entries(tree).map(([k, v]) => {
        const path = prefix ? `${prefix}.${k}` : k;
        return [k, typeof v === "string" ? (known.get(path) ?? "") : fill(v, path)];
      }),
    );
  return fill(english, "");
}

const LOCALES_DIR = join(import.meta.dirname, "../src/i18n/locales");

function main() {
  const english = englishMessages();
  const arPath = join(LOCALES_DIR, "ar/messages.json");
  let arabic: MessageTree = {};
  try {
    arabic = JSON.parse(readFileSync(arPath, "utf8")) as MessageTree;
  } catch {
    // No Arabic file yet: every text starts empty.
  }
  writeFileSync(join(LOCALES_DIR, "en/messages.json"), `${JSON.stringify(english, null, 2)}\n`);
  writeFileSync(arPath, `${JSON.stringify(arabicTree(english, arabic), null, 2)}\n`);
  const unclassified = unclassifiedFunctions();
  if (unclassified.length)
    console.warn(
      `Messages with parameters to name in MESSAGE_PARAMS (validators/message-params.ts): ${unclassified.join(", ")}`,
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
