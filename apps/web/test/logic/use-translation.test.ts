/**
 * The app's `useTranslation` gives the texts react-i18next's hook gives for the same namespaces and
 * keys (first namespace unprefixed, the others by "ns:key", interpolation, plurals, `<Trans t={t}>`),
 * in both languages, asked once or again, and one `t` per instance and namespace list.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, Trans, useTranslation as useTranslationOfReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n, loadLocaleResources } from "../../src/i18n/i18n";
import { MAX_REMEMBERED_TEXTS, useTranslation } from "../../src/i18n/useTranslation";
import type { Locale } from "@labcompare/domain/locale";

type Hook = (ns?: string | string[]) => { t: (key: string, options?: object) => string };

const calls: [string | string[] | undefined, string, object?][] = [
  [undefined, "nav.home"],
  ["testDetail", "compare.book"],
  [["testDetail", "common"], "compare.bookLabel", { lab: "Alpha Lab" }],
  [["testDetail", "common"], "common:nav.basketLabel", { count: 2 }],
  [["testDetail", "common", "payer"], "payer:yourShare"],
  ["testDetail", "compare.away", { km: "3.2" }],
  ["common", "missing.key.anywhere"],
];

async function textsOf(hook: Hook, locale: Locale): Promise<string> {
  const i18n = createI18n(locale, await loadLocaleResources(locale));
  function Texts() {
    const items = calls.map(([ns, key, options], index) => {
      const { t } = hook(ns);
      return createElement("li", { key: index }, options ? t(key, options) : t(key));
    });
    const range = createElement(Trans, {
      t: hook("testDetail").t as never,
      i18nKey: "compare.rangePrices",
      values: { range: "85.00 AED – 120.00 AED" },
      components: { ltr: createElement("bdi") },
    });
    return createElement("ul", null, items, range);
  }
  // Twice on one instance: the second render reads what the first asked.
  const page = createElement(I18nextProvider, { i18n }, createElement(Texts));
  const first = renderToString(page);
  expect(renderToString(page)).toBe(first);
  return first;
}

describe("useTranslation", () => {
  it.each(["en", "ar"] as const)("answers as react-i18next's hook does (%s)", async (locale) => {
    const ours = await textsOf(useTranslation as unknown as Hook, locale);
    expect(ours).toBe(await textsOf(useTranslationOfReactI18next as unknown as Hook, locale));
    expect(ours).toContain("<li>missing.key.anywhere</li>");
    if (locale === "en") expect(ours).toContain("<li>Book at Alpha Lab</li>");
    expect(ours).toContain("<bdi>85.00 AED – 120.00 AED</bdi>");
    expect(ours.match(/<li>/g)).toHaveLength(calls.length);
  });

  it("gives one t per instance and namespace list", async () => {
    const i18n = createI18n("en", await loadLocaleResources("en"));
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation(["testDetail", "common"]).t, useTranslation("testDetail").t);
      return null;
    }
    const tree = createElement(I18nextProvider, { i18n }, createElement(Probe), createElement(Probe));
    renderToString(tree);
    expect(seen[0]).toBe(seen[2]);
    expect(seen[1]).toBe(seen[3]);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it.each(["en", "ar"] as const)("can remember every text of a language (%s)", async (locale) => {
    const count = (value: unknown): number =>
      typeof value === "string"
        ? 1
        : Object.values(value as object).reduce((n: number, v) => n + count(v), 0);
    const texts = count(await loadLocaleResources(locale));
    expect(texts).toBeGreaterThan(1000);
    expect(texts).toBeLessThan(MAX_REMEMBERED_TEXTS);
  });
});
