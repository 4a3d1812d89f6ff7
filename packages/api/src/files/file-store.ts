/**
 * One way to keep uploaded files (result PDFs): the FileStore interface. Drivers: PostgreSQL (the
 * `stored_files` table, the default: the embedded run and several instances need nothing else) and
 * S3-compatible object storage (when S3_BUCKET is set). Keys are random, never a name or a reference.
 */
import { createHash, randomUUID } from "node:crypto";
import { AppError } from "../app-error.ts";
import { messages } from "@labcompare/validators";

/** A stored object's bytes and MIME type. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** What `put` returns: the new random key, the SHA-256 of the bytes (hex) and their size in bytes. */
export interface PutResult {
  key: string;
  sha256: string;
  size: number;
}

/** A place to keep files; every driver passes the same contract tests (packages/api/test/file-store.test.ts). */
export interface FileStore {
  /** Which driver this is, for logs and health: "postgres" or "s3". */
  readonly driver: "postgres" | "s3";
  /** Stores `bytes` under a new random key. */
  put(bytes: Uint8Array, contentType: string): Promise<PutResult>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Stores `bytes` under `key`, replacing what is there: restoring a backup, which keeps its keys. */
  putAt(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/** A new object key: a random UUID, so a key tells nothing about whose file it is. */
export function newFileKey(): string {
  return `results/${randomUUID()}`;
}

/** SHA-256 of `bytes`, lower-case hex (64 characters). */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Reads `key` and checks its bytes against the SHA-256 stored when it was uploaded. Returns null when
 * the object is missing; throws AppError INTERNAL when the bytes changed (a damaged or swapped file is
 * never served).
 */
export async function getVerified(
  store: FileStore,
  key: string,
  sha256: string,
): Promise<StoredObject | null> {
  const object = await store.get(key);
  if (!object) return null;
  if (sha256Hex(object.bytes) !== sha256) throw new AppError("INTERNAL", messages.generic.serverError);
  return object;
}
