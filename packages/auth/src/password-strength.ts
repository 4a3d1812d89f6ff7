/**
 * Password strength (NIST SP 800-63B 5.1.1.2: refuse passwords found in breach lists or that are
 * too guessable). Estimated with zxcvbn-ts over its common-password and English dictionaries; a
 * password needs score ≥ 3 ("safely unguessable: moderate protection from offline slow-hash
 * attacks", ≥ 10^8 guesses). Length is checked by the shared schema (8–128 characters).
 *
 * A check's CPU grows with the password and loading the dictionaries costs as much again, so the
 * checks run in one worker thread (password-strength.worker.mjs, piscina) while the event loop goes
 * on answering. The thread starts at the first check and ends when idle: a server that never sees a
 * sign-up holds no dictionaries. Limits: STRENGTH_CHECK_LIMITS (docs/architecture.md, "What runs where").
 */
import { Piscina } from "piscina";
import { messages } from "@labcompare/validators";
import { PasswordHashBusyError } from "./password.ts";

export const MIN_PASSWORD_SCORE = 3;

/** Longer passwords are far beyond any guessing budget, and zxcvbn's cost grows with length. */
const CHECKED_LENGTH = 100;

export const STRENGTH_CHECK_LIMITS = {
  /** Checks that may wait for the thread; one more is refused at once. */
  maxQueued: 32,
  /** How long a check may take, waiting included, before it is refused (its thread is ended), ms. */
  timeLimitMs: 10_000,
  /** How long the thread stays after its last check, ms. */
  idleTimeoutMs: 60_000,
  /** V8 old-generation heap of the thread, MB. */
  workerHeapMb: 128,
} as const;

interface StrengthResult {
  score: number;
  warning: string;
  suggestion: string | null;
}

let pool: Piscina | null = null;
let pending = 0;

/** Strength checks sent to the thread and not yet answered, running or queued (for tests and benches). */
export function strengthChecksPending(): number {
  return pending;
}

function workers(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./password-strength.worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: STRENGTH_CHECK_LIMITS.maxQueued,
    idleTimeout: STRENGTH_CHECK_LIMITS.idleTimeoutMs,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: STRENGTH_CHECK_LIMITS.workerHeapMb },
  });
  return pool;
}

/**
 * Why `password` is too weak, as a sentence for the form, or null when it is strong enough (resolves).
 * `userInputs` (the email and its parts) count as guessable words. Throws PasswordHashBusyError when
 * the queue is full or the check ran past its time limit (the API answers "The server is busy…").
 */
export async function weakPasswordReason(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  let result: StrengthResult;
  pending++;
  try {
    result = (await workers().run(
      { password: password.slice(0, CHECKED_LENGTH), userInputs },
      { signal: AbortSignal.timeout(STRENGTH_CHECK_LIMITS.timeLimitMs) },
    )) as StrengthResult;
  } catch {
    throw new PasswordHashBusyError();
  } finally {
    pending--;
  }
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.warning || "It would be easy to guess.";
  const hint = result.suggestion ?? "Use a few unrelated words, or a longer mix of characters.";
  return messages.auth.weakPasswordRefused(`${why.replace(/\.?$/, ".")} ${hint.replace(/\.?$/, ".")}`);
}

/** Ends the checking thread, if started (the host calls this on close); a later check starts it again. */
export async function closePasswordChecks(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}
