// @ts-check
/**
 * zxcvbn-ts, run in the worker thread of password-strength.ts's pool (plain JavaScript: a worker
 * thread starts without the TypeScript loader the sources use in tests). The dictionaries load at
 * the thread's first check and stay while the thread lives.
 *
 * Input `{ password, userInputs }` (userInputs: words that count as guessable, e.g. the email's
 * parts); output `{ score, warning, suggestion }`: zxcvbn's score 0–4, its warning ("" when none)
 * and first suggestion (null when none).
 */

/** @type {Promise<import("@zxcvbn-ts/core").ZxcvbnFactory> | undefined} */
let factory;

async function load() {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  return new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    useLevenshteinDistance: true,
  });
}

/** @param {{ password: string, userInputs: string[] }} task */
export default async function checkStrength({ password, userInputs }) {
  factory ??= load();
  const result = (await factory).check(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning ?? "",
    suggestion: result.feedback.suggestions[0] ?? null,
  };
}
