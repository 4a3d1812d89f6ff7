/**
 * The FileStore driver on PostgreSQL: objects are rows of `stored_files` (bytea). The default driver,
 * so the embedded PGlite run and several instances on one PostgreSQL share files with nothing else.
 */
import type { PrismaClient } from "@labcompare/db";
import { newFileKey, sha256Hex, type FileStore, type PutResult, type StoredObject } from "./file-store.ts";

/** A FileStore that keeps objects in the `stored_files` table of `db`. */
export function createPostgresFileStore(db: PrismaClient): FileStore {
  return {
    driver: "postgres",
    async put(bytes: Uint8Array, contentType: string): Promise<PutResult> {
      const key = newFileKey();
      // Only the key back: the row's bytes would be sent back and parsed on the thread that answers.
      await db.storedFile.create({ data: { key, contentType, bytes: Uint8Array.from(bytes) }, select: { key: true } });
      return { key, sha256: sha256Hex(bytes), size: bytes.byteLength };
    },
    async get(key: string): Promise<StoredObject | null> {
      const row = await db.storedFile.findUnique({ where: { key }, select: { bytes: true, contentType: true } });
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null;
    },
    async putAt(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      const data = { contentType, bytes: Uint8Array.from(bytes) };
      await db.storedFile.upsert({ where: { key }, create: { key, ...data }, update: data, select: { key: true } });
    },
    async delete(key: string): Promise<void> {
      await db.storedFile.deleteMany({ where: { key } });
    },
  };
}
