/** Which FileStore the server keeps result PDFs in, chosen once at start-up from the environment. */
import type { PrismaClient } from "@labcompare/db";
import { createPostgresFileStore, createS3FileStore, type FileStore } from "@labcompare/api";
import type { Env } from "./env.ts";

/**
 * The S3 driver when S3_BUCKET is set (env.ts has already required region and credentials with it),
 * else the PostgreSQL driver on `db`. `close` releases the driver's connections (a no-op for PostgreSQL,
 * whose client the database owns).
 */
export async function fileStoreFromEnv(
  env: Env,
  db: PrismaClient,
): Promise<{ store: FileStore; close(): void }> {
  if (!env.S3_BUCKET) return { store: createPostgresFileStore(db), close: () => {} };
  const store = await createS3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  });
  return { store, close: () => store.close() };
}
