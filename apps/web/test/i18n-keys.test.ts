/**
 * The web app's translations are complete: every namespace and key of English (the source) is in
 * Arabic and nothing else is; plural keys follow each language's forms (English `_one`/`_other`,
 * Arabic also `_zero`, `_two`, `_few`, `_many`: Intl.PluralRules); and no Arabic text is empty or
 * still English (it has Arabic letters, unless it is in LATIN_ALLOWED: texts that are Latin on
 * purpose, such as the switch back to "English").
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const LOCALES_DIR = join(import.meta.dirname, "../src/i18n/locales");
/** namespace:key of Arabic texts that are Latin on purpose (or only placeholders, no words). */
const LATIN_ALLOWED = new Set([
  "common:language.switchTo",
  "common:language.switchToLabel",
  "lab:hoursLine.group",
]);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

type Tree = { [key: string]: string | Tree };

/** Every leaf of `tree` as "a.b.c" → text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function load(locale: string): Map<string, Map<string, string>> {
  const dir = join(LOCALES_DIR, locale);
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  return new Map(
    files.map((f) => [f.slice(0, -5), leaves(JSON.parse(readFileSync(join(dir, f), "utf8")) as Tree)]),
  );
}

/** The keys of a namespace with plural suffixes folded: "count_one", "count_other" → "count (plural)". */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set(
    [...keys].map((k) => (PLURAL_SUFFIX.test(k) ? `${k.replace(PLURAL_SUFFIX, "")} (plural)` : k)),
  );
}

/** The plural suffixes `locale` needs (Intl.PluralRules' categories). */
function pluralForms(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
}

const en = load("en");
const ar = load("ar");

describe("translations", () => {
  it("have the same namespaces in English and Arabic", () => {
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [namespace, enTexts] of en) {
    describe(namespace, () => {
      const arTexts = ar.get(namespace) ?? new Map<string, string>();

      it("has every English key in Arabic and no other", () => {
        expect([...baseKeys(arTexts.keys())].sort()).toEqual([...baseKeys(enTexts.keys())].sort());
      });

      it("has each plural in every form of its language", () => {
        for (const [locale, texts] of [
          ["en", enTexts],
          ["ar", arTexts],
        ] as const) {
          const plurals = new Map<string, string[]>();
          for (const key of texts.keys()) {
            const match = PLURAL_SUFFIX.exec(key);
            if (match)
              plurals.set(key.replace(PLURAL_SUFFIX, ""), [
                ...(plurals.get(key.replace(PLURAL_SUFFIX, "")) ?? []),
                match[1]!,
              ]);
          }
          for (const [base, forms] of plurals)
            expect(forms.sort(), `${locale} ${namespace}:${base}`).toEqual(pluralForms(locale));
        }
      });

      it("has no empty Arabic text and none still in English", () => {
        for (const [key, text] of arTexts) {
          expect(text.trim(), `${namespace}:${key}`).not.toBe("");
          if (LATIN_ALLOWED.has(`${namespace}:${key}`)) continue;
          expect(ARABIC_LETTER.test(text), `${namespace}:${key} = "${text}"`).toBe(true);
        }
      });
    });
  }
});
