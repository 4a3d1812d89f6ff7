/**
 * Password strength (NIST SP 800-63B 5.1.1.2: refuse passwords found in breach lists or that are
 * too guessable). Estimated with zxcvbn-ts over its common-password and English dictionaries; a
 * password needs score ≥ 3 ("safely unguessable: moderate protection from offline slow-hash
 * attacks", ≥ 10^8 guesses). Length is checked by the shared schema (8–128 characters).
 */
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { messages } from "@labcompare/validators";

export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | undefined;
/**
 * Loaded on the first password check, not at start: the dictionaries take time to load and
 * megabytes of heap that a server which never sees a sign-up would hold for nothing (idle memory).
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
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
  })();
  return factory;
}

/**
 * Why `password` is too weak, as a sentence for the form, or null when it is strong enough (resolves).
 * `userInputs` (the email and its parts) count as guessable words.
 */
export async function weakPasswordReason(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  // Passwords this long are far beyond any guessing budget, and zxcvbn's cost grows with length.
  const result = (await zxcvbn()).check(password.slice(0, 100), userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning || "It would be easy to guess.";
  const hint = result.feedback.suggestions[0] ?? "Use a few unrelated words, or a longer mix of characters.";
  return messages.auth.weakPasswordRefused(`${why.replace(/\.?$/, ".")} ${hint.replace(/\.?$/, ".")}`);
}
