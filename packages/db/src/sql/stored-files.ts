/**
 * The bytes of stored files (`stored_files`, the PostgreSQL file store), sent and read as base64
 * text that the database encodes and decodes: the drivers turn a bytea parameter into text (and
 * parse its bytes back) in JavaScript on the thread that answers requests, at a cost that grows with
 * the file; base64 is encoded and decoded natively (figures: docs/performance.md, "Server").
 */
import type { PrismaClient } from "../generated/prisma/client.ts";
import { readRows, runStatement, type RawDb } from "../driver.ts";

const asBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");

/** Writes one file; `onConflict` says what a key already there does (nothing: the insert fails). */
async function writeStoredFile(db: RawDb, file: [string, string, Uint8Array], onConflict = "") {
  const [key, contentType, bytes] = file;
  await runStatement(
    db,
    `INSERT INTO stored_files (key, content_type, bytes) VALUES ($1, $2, decode($3, 'base64')) ${onConflict}`,
    [key, contentType, asBase64(bytes)],
  );
}

/** Stores `bytes` under `key` (new: a key already there is an error); `contentType` e.g. "application/pdf". */
export async function insertStoredFile(db: RawDb, key: string, contentType: string, bytes: Uint8Array) {
  await writeStoredFile(db, [key, contentType, bytes]);
}

/** Stores `bytes` under `key`, replacing what was there. */
export async function upsertStoredFile(db: RawDb, key: string, contentType: string, bytes: Uint8Array) {
  await writeStoredFile(
    db,
    [key, contentType, bytes],
    "ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes",
  );
}

/** The file under `key` (its bytes and content type), or null. */
export async function readStoredFile(
  db: Pick<PrismaClient, "$queryRawUnsafe">,
  key: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const rows = await readRows<{ data: string; content_type: string }>(
    db,
    `SELECT encode(bytes, 'base64') AS data, content_type FROM stored_files WHERE key = $1`,
    [key],
  );
  const row = rows[0];
  return row
    ? { bytes: new Uint8Array(Buffer.from(row.data, "base64")), contentType: row.content_type }
    : null;
}
