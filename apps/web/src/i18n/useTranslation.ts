/**
 * `useTranslation(ns)`: react-i18next's hook with its signature and answers (`{ t, i18n }`, `t`
 * bound to the first namespace, `"ns:key"` reaching the others), for this app's instances, whose
 * language never changes (i18n.ts: the server keeps one per language, the browser makes one per page
 * load; switching language loads the other language's page). It reads the instance from
 * `I18nextProvider` and hands out one fixed `t` per instance and namespace list, instead of
 * react-i18next's per-component subscription, memos and copy of the instance: a server-rendered test
 * page calls it a few hundred times per request.
 */
import { useContext } from "react";
// The one place that may import react-i18next's hook (eslint.config.js).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { I18nContext, getI18n, type useTranslation as useTranslationOfReactI18next } from "react-i18next";
import type { i18n as I18n } from "i18next";

type TranslationAnswer = [unknown, I18n, boolean] & { t: unknown; i18n: I18n; ready: boolean };

type FixedT = (key: unknown, ...rest: unknown[]) => unknown;

/** Texts one `t` remembers at most: more than a language has keys (test/logic/use-translation.test.ts). */
export const MAX_REMEMBERED_TEXTS = 5000;

/**
 * `t` answering a key asked without options from memory: with the language and resources fixed,
 * its text never changes, and a page asks the same keys on every render. Calls with options
 * (interpolation, plurals, `returnObjects`) and key lists go to i18next each time.
 */
function textsRemembered(t: FixedT): FixedT {
  const texts = new Map<string, unknown>();
  const remembered: FixedT = (key, ...rest) => {
    if (rest.length > 0 || typeof key !== "string") return t(key, ...rest);
    if (texts.has(key)) return texts.get(key);
    const text = t(key);
    // Keys are written in the code; the cap keeps memory bounded should one ever be built from input.
    if (texts.size < MAX_REMEMBERED_TEXTS) texts.set(key, text);
    return text;
  };
  // Its `ns`, `lng` and `keyPrefix` too: `<Trans t={t}>` reads `t.ns` for the namespace.
  return Object.assign(remembered, t);
}

const answersByInstance = new WeakMap<I18n, Map<string, TranslationAnswer>>();

/** The fixed `t` of `i18n` for `namespaces` (the first answers unprefixed keys), made once. */
function translationFor(i18n: I18n, namespaces: readonly string[]): TranslationAnswer {
  let answers = answersByInstance.get(i18n);
  if (!answers) answersByInstance.set(i18n, (answers = new Map<string, TranslationAnswer>()));
  const key = namespaces.join("\u0000");
  let answer = answers.get(key);
  if (!answer) {
    // react-i18next's call; its `scopeNs` option (not in i18next's types) serves selector keys only.
    const getFixedT = i18n.getFixedT.bind(i18n) as (...args: unknown[]) => unknown;
    const t = textsRemembered(
      getFixedT(i18n.language, namespaces[0], undefined, { scopeNs: [...namespaces] }) as FixedT,
    );
    answer = Object.assign([t, i18n, true] as [unknown, I18n, boolean], { t, i18n, ready: true });
    answers.set(key, answer);
  }
  return answer;
}

/** See the file's header; throws when no instance is provided (a render outside `Providers`). */
export const useTranslation = ((ns?: string | readonly string[]) => {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (!i18n) throw new Error("useTranslation: no i18next instance (render inside Providers)");
  const fallback = i18n.options.defaultNS;
  const namespaces =
    ns === undefined
      ? [typeof fallback === "string" ? fallback : "common"]
      : typeof ns === "string"
        ? [ns]
        : ns;
  return translationFor(i18n, namespaces);
}) as unknown as typeof useTranslationOfReactI18next;
