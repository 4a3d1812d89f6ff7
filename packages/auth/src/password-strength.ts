/**
 * Password strength (NIST SP 800-63B 5.1.1.2: refuse passwords found in breach lists or that are
 * too guessable). Estimated with zxcvbn-ts over its common-password and English dictionaries; a
 * password needs score ≥ 3 ("safely unguessable: moderate protection from offline slow-hash
 * attacks", ≥ 10^8 guesses). Length is checked by the shared schema (8–128 characters).
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  // Built on first use: the dictionaries take ~100 ms to load.
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    useLevenshteinDistance: true,
  });
  return factory;
}

/**
 * Why `password` is too weak, as a sentence for the form, or null when it is strong enough.
 * `userInputs` (the email and its parts) count as guessable words.
 */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | null {
  // Passwords this long are far beyond any guessing budget, and zxcvbn's cost grows with length.
  const result = zxcvbn().check(password.slice(0, 100), userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning || "It would be easy to guess.";
  const hint = result.feedback.suggestions[0] ?? "Use a few unrelated words, or a longer mix of characters.";
  return `This password is too easy to guess. ${why.replace(/\.?$/, ".")} ${hint.replace(/\.?$/, ".")}`;
}
