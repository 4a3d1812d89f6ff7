/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (and, in the production image,
 * `node apps/server/dist/backup.mjs backup|restore <file>`): the database named by DATABASE_URL, or the
 * PGlite in DATA_DIR, with the S3 bucket's result files when S3_BUCKET is set. A PGlite folder must
 * not be in use by a running server; a restore needs an empty database. Exit 1 with the reason on failure.
 */
import { resolve } from "node:path";
import { createS3FileStore } from "@labcompare/api";
import { createBackup, restoreBackup, type BackupSite } from "./backup.ts";
import { loadEnv } from "./env.ts";

const [command, file] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("Usage: backup-cli backup <file> | restore <file>");
  process.exit(2);
}

const env = loadEnv();
const objectStore = env.S3_BUCKET
  ? await createS3FileStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION!,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    })
  : undefined;
const site: BackupSite = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, objectStore };
const path = resolve(file);
try {
  const done = command === "backup" ? await createBackup(site, path) : await restoreBackup(site, path);
  const what = `${done.database === "postgres" ? "PostgreSQL" : "PGlite"} database${done.files ? ` and ${done.files} files from S3` : ""}`;
  console.log(
    command === "backup" ? `Backed up the ${what} to ${path}.` : `Restored the ${what} from ${path}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  objectStore?.close();
}
