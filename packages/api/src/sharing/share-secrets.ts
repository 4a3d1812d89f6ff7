/**
 * The secrets of a share link: its token (128 random bits, base64url; only its SHA-256 is stored),
 * its 6-digit PIN, and the PIN's slow hash. The PIN is hashed with argon2id (packages/auth) over the
 * PIN and the token together, so the database alone (which lacks the token) cannot test PINs offline.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { hashPassword, PasswordHashBusyError, verifyPassword } from "@labcompare/auth";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

/** Runs a hash; a full hashing queue becomes TOO_MANY_REQUESTS "The server is busy…". */
async function hashing<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof PasswordHashBusyError) throw new AppError("TOO_MANY_REQUESTS", messages.auth.busy);
    throw error;
  }
}

/** A new link token: 16 random bytes as base64url (22 characters). */
export function newShareToken(): string {
  return randomBytes(16).toString("base64url");
}

/** The stored form of a token: SHA-256, lower-case hex (64 characters). */
export function shareTokenSha256(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** True when `token` has the form newShareToken makes (checked before any database read). */
export function isShareTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(token);
}

/** A new PIN: six digits, uniformly random ("004217" keeps its zeros). */
export function newSharePin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The argon2id hash stored for `pin` of the link `token`. Throws TOO_MANY_REQUESTS when hashing is busy. */
export function hashSharePin(pin: string, token: string): Promise<string> {
  return hashing(() => hashPassword(`${pin}:${token}`));
}

/** True when `pin` is the PIN of the link `token` whose stored hash is `pinHash`. Throws TOO_MANY_REQUESTS when hashing is busy. */
export function verifySharePin(pinHash: string, pin: string, token: string): Promise<boolean> {
  return hashing(() => verifyPassword(pinHash, `${pin}:${token}`));
}
