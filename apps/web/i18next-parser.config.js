// i18next-parser: the keys the patient side's code uses (t("…") with its useTranslation namespace)
// must be in the English and Arabic resources, and the resources hold no key the code does not use.
// `npm run i18n:check` fails on either (the resources would change); the console (features/admin)
// stays English. Every key is written out in a t("…") call, so the parser sees it.

export default {
  locales: ["en", "ar"],
  defaultNamespace: "common",
  input: ["src/**/*.{ts,tsx}", "!src/features/admin/**", "!src/**/*.d.ts"],
  output: "src/i18n/locales/$LOCALE/$NAMESPACE.json",
  keySeparator: ".",
  namespaceSeparator: ":",
  pluralSeparator: "_",
  keepRemoved: false,
  createOldCatalogs: false,
  sort: true,
  indentation: 2,
  failOnUpdate: false,
  lexers: { ts: ["JsxLexer"], tsx: ["JsxLexer"], default: ["JsxLexer"] },
};
