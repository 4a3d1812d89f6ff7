/**
 * Password hashing with argon2id (@node-rs/argon2). Parameters: OWASP Password Storage Cheat Sheet's
 * first argon2id option (19 MiB memory, 2 iterations, 1 lane).
 */
import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Returns an encoded argon2id hash (`$argon2id$...`) of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and returns false. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("timing-equaliser-not-a-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
