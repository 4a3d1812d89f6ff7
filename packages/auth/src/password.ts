/**
 * Password hashing with argon2id (@node-rs/argon2). Parameters: OWASP Password Storage Cheat Sheet's
 * first argon2id option (19 MiB memory, 2 iterations, 1 lane).
 *
 * Hashes run on a thread pool shared with compression and file reads, and each takes tens of
 * milliseconds of CPU (argon2id by design): a burst of sign-ins must not stall every other request. So at most MAX_CONCURRENT_HASHES run at
 * once, at most MAX_QUEUED_HASHES wait, and any further request is refused at once with
 * `PasswordHashBusyError` (the API answers TOO_MANY_REQUESTS).
 */
import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** One hash per core of this machine kind (2 cores), leaving room for everything else. */
export const MAX_CONCURRENT_HASHES = 2;
/** About a second of waiting at the cost of one hash on MAX_CONCURRENT_HASHES lanes; beyond that, refuse. */
export const MAX_QUEUED_HASHES = 40;

/** Thrown when the hashing queue is full; the caller should be told to retry shortly. */
export class PasswordHashBusyError extends Error {
  constructor() {
    super("Password hashing queue is full");
    this.name = "PasswordHashBusyError";
  }
}

let running = 0;
let completed = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when a hashing lane is free; throws PasswordHashBusyError when the queue is full. */
async function withHashLane<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_QUEUED_HASHES) throw new PasswordHashBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    completed++;
    // Hand the lane straight to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many hashes and verifications have run in this process (tests prove equal work with it). */
export function hashCount(): number {
  return completed;
}

/** Hashing lanes in use and requests waiting (for benchmarks and tests). */
export function hashQueueState(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** Returns an encoded argon2id hash (`$argon2id$...`) of `password`. Throws PasswordHashBusyError. */
export function hashPassword(password: string): Promise<string> {
  return withHashLane(() => hash(password, ARGON2_OPTIONS));
}

// Verified against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`; with no hash, spends the same time and returns false.
 * Throws PasswordHashBusyError when the hashing queue is full.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash("timing-equaliser-not-a-password", ARGON2_OPTIONS);
    const target = await dummyHash;
    await withHashLane(() => verify(target, password).catch(() => false));
    return false;
  }
  return withHashLane(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
