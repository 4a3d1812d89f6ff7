/**
 * A real S3 endpoint for tests: `s3rver` (an S3-compatible server on the file system) listening on
 * 127.0.0.1 at a free port, with one bucket, in a temporary folder removed on stop.
 */
import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { S3FileStoreOptions } from "../src/files/s3-file-store.ts";

/** The part of s3rver's (untyped) API used here. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export interface TestS3 {
  /** Options for createS3FileStore on this server (s3rver's fixed key pair S3RVER/S3RVER). */
  options: S3FileStoreOptions;
  stop(): Promise<void>;
}

/** Starts s3rver with the bucket `bucket` (default "results"); `stop()` closes it and removes its folder. */
export async function startTestS3(bucket = "results"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
