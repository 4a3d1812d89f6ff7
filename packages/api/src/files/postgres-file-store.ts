/**
 * The FileStore driver on PostgreSQL: objects are rows of `stored_files` (bytea). The default driver,
 * so the embedded PGlite run and several instances on one PostgreSQL share files with nothing else.
 * The bytes travel as base64 (packages/db sql/stored-files.ts): cheap for the thread that answers.
 */
import { insertStoredFile, readStoredFile, upsertStoredFile, type PrismaClient } from "@labcompare/db";
import { newFileKey, sha256Hex, type FileStore, type PutResult, type StoredObject } from "./file-store.ts";

/** A FileStore that keeps objects in the `stored_files` table of `db`. */
export function createPostgresFileStore(db: PrismaClient): FileStore {
  return {
    driver: "postgres",
    async put(bytes: Uint8Array, contentType: string): Promise<PutResult> {
      const key = newFileKey();
      await insertStoredFile(db, key, contentType, bytes);
      return { key, sha256: sha256Hex(bytes), size: bytes.byteLength };
    },
    async get(key: string): Promise<StoredObject | null> {
      return readStoredFile(db, key);
    },
    async putAt(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      await upsertStoredFile(db, key, contentType, bytes);
    },
    async delete(key: string): Promise<void> {
      await db.storedFile.deleteMany({ where: { key } });
    },
  };
}
