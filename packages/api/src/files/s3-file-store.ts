/**
 * The FileStore driver on S3-compatible object storage (AWS S3, MinIO, s3rver, …), used when
 * S3_BUCKET is set. Path-style addressing (`<endpoint>/<bucket>/<key>`), so endpoints without
 * per-bucket host names work. The bucket must exist; the driver never creates or lists buckets.
 */
import type { S3ServiceException } from "@aws-sdk/client-s3";
import { newFileKey, sha256Hex, type FileStore, type PutResult, type StoredObject } from "./file-store.ts";

/** Where the objects go and with which credentials. */
export interface S3FileStoreOptions {
  bucket: string;
  /** AWS region, e.g. "me-central-1" (any value for s3rver/MinIO; it only enters the signature). */
  region: string;
  /** The service's origin for non-AWS storage, e.g. "http://127.0.0.1:9000"; unset = AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3 FileStore plus `close()`, which ends the client's kept-alive connections. */
export interface S3FileStore extends FileStore {
  close(): void;
}

/** True for S3's "no such object" answer (NoSuchKey on GET, or a bare 404 without a body). */
function isMissing(error: unknown): boolean {
  const e = error as Partial<S3ServiceException> | null;
  return (
    typeof e === "object" && e !== null && (e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404)
  );
}

/**
 * A FileStore on the S3 bucket `options.bucket`. `put` uploads under a new random key (results/<uuid>)
 * with the given Content-Type; `get` answers null for a missing key; `delete` of a missing key is a
 * no-op. Network and permission errors are thrown as the SDK's errors. The SDK is loaded here, on
 * first use, so a server on the PostgreSQL driver never loads it (~30 MB, ~0.15 s at start).
 */
export async function createS3FileStore(options: S3FileStoreOptions): Promise<S3FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } =
    await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default CRC32 trailers (aws-chunked bodies)
    // are refused by several S3-compatible servers. Integrity is checked end to end by SHA-256 anyway.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const putAt = async (key: string, bytes: Uint8Array, contentType: string): Promise<void> => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  };
  return {
    driver: "s3",
    async put(bytes: Uint8Array, contentType: string): Promise<PutResult> {
      const key = newFileKey();
      await putAt(key, bytes, contentType);
      return { key, sha256: sha256Hex(bytes), size: bytes.byteLength };
    },
    putAt,
    async get(key: string): Promise<StoredObject | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return { bytes, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key: string): Promise<void> {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    close: () => client.destroy(),
  };
}
