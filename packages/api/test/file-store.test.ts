/**
 * The FileStore contract, run unchanged on both drivers: PostgreSQL (a fresh database's stored_files
 * table) and S3 (s3rver on loopback). Bytes come back exactly, keys are random, a missing key reads
 * as null, deletion is idempotent, and getVerified refuses bytes changed behind the store's back.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createTestDatabase, type TestDatabase } from "@labcompare/db/testing";
import {
  createPostgresFileStore,
  createS3FileStore,
  getVerified,
  sha256Hex,
  type FileStore,
} from "../src/index.ts";
import { startTestS3, type TestS3 } from "./s3-server.ts";

/** A driver under test, and a way to change an object's bytes in its backing store directly. */
interface Subject {
  store: FileStore;
  tamper(key: string, bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<Subject>> = {
  async postgres() {
    const db: TestDatabase = await createTestDatabase();
    return {
      store: createPostgresFileStore(db.prisma),
      async tamper(key, bytes) {
        const changed = await db.prisma
          .$executeRaw`UPDATE stored_files SET bytes = ${Uint8Array.from(bytes)} WHERE key = ${key}`;
        expect(changed).toBe(1);
      },
      close: () => db.close(),
    };
  },
  async s3() {
    const s3: TestS3 = await startTestS3();
    const store = await createS3FileStore(s3.options);
    // A second client, outside the driver: overwrites the object as anyone with bucket access could.
    const raw = new S3Client({
      region: s3.options.region,
      endpoint: s3.options.endpoint,
      forcePathStyle: true,
      credentials: s3.options,
      requestChecksumCalculation: "WHEN_REQUIRED",
    });
    return {
      store,
      async tamper(key, bytes) {
        await raw.send(
          new PutObjectCommand({
            Bucket: s3.options.bucket,
            Key: key,
            Body: bytes,
            ContentType: "application/pdf",
          }),
        );
      },
      async close() {
        store.close();
        raw.destroy();
        await s3.stop();
      },
    };
  },
};

const PDF = new TextEncoder().encode("%PDF-1.7\n% Aisha Rahman LC-AB12CD\n%%EOF\n");

describe.each(Object.keys(drivers))("FileStore contract: %s driver", (name) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await drivers[name]!();
  });
  afterAll(() => subject?.close());

  it("names itself", () => {
    expect(subject.store.driver).toBe(name);
  });

  it("returns the exact bytes and type it stored, with their SHA-256 and size", async () => {
    const bytes = Uint8Array.from([0, 255, 1, 254, 0x25, 0x50, 0x44, 0x46, 10, 13, 0, 0]);
    const put = await subject.store.put(bytes, "application/pdf");
    expect(put).toEqual({ key: put.key, sha256: sha256Hex(bytes), size: 12 });
    expect(put.sha256).toMatch(/^[0-9a-f]{64}$/);
    const got = await subject.store.get(put.key);
    expect(got?.contentType).toBe("application/pdf");
    expect(Buffer.from(got!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it("round-trips a 10 MiB file (10,485,760 bytes) byte for byte", async () => {
    const bytes = new Uint8Array(randomBytes(10_485_760));
    const put = await subject.store.put(bytes, "application/pdf");
    expect(put.size).toBe(10_485_760);
    const got = await getVerified(subject.store, put.key, put.sha256);
    expect(got!.bytes.byteLength).toBe(10_485_760);
    expect(sha256Hex(got!.bytes)).toBe(sha256Hex(bytes));
  });

  it("gives every object a new random key that says nothing about the file", async () => {
    const keys = await Promise.all([1, 2, 3].map(() => subject.store.put(PDF, "application/pdf")));
    const names = keys.map((k) => k.key);
    expect(new Set(names).size).toBe(3);
    for (const key of names) {
      expect(key).toMatch(/^results\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(key).not.toMatch(/aisha|rahman|LC-|pdf/i);
    }
    // Same bytes, same digest: the key is not derived from the content.
    expect(new Set(keys.map((k) => k.sha256)).size).toBe(1);
  });

  it("stores an object under a given key (a restored backup), replacing what was there", async () => {
    const key = "results/11111111-1111-4111-8111-111111111111";
    await subject.store.putAt(key, PDF, "application/pdf");
    await subject.store.putAt(key, Uint8Array.from([1, 2, 3]), "text/plain");
    const got = await subject.store.get(key);
    expect(got && Array.from(got.bytes)).toEqual([1, 2, 3]);
    expect(got?.contentType).toBe("text/plain");
  });

  it("reads a key that was never stored as null", async () => {
    expect(await subject.store.get("results/00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(
      await getVerified(subject.store, "results/00000000-0000-4000-8000-000000000000", sha256Hex(PDF)),
    ).toBeNull();
  });

  it("deletes an object, and deleting it again (or a key never stored) changes nothing", async () => {
    const keep = await subject.store.put(PDF, "application/pdf");
    const gone = await subject.store.put(PDF, "application/pdf");
    await subject.store.delete(gone.key);
    expect(await subject.store.get(gone.key)).toBeNull();
    await expect(subject.store.delete(gone.key)).resolves.toBeUndefined();
    await expect(
      subject.store.delete("results/00000000-0000-4000-8000-000000000001"),
    ).resolves.toBeUndefined();
    expect((await subject.store.get(keep.key))?.bytes.byteLength).toBe(PDF.byteLength);
  });

  it("getVerified serves intact bytes and refuses bytes changed in the backing store", async () => {
    const put = await subject.store.put(PDF, "application/pdf");
    expect((await getVerified(subject.store, put.key, put.sha256))?.bytes.byteLength).toBe(PDF.byteLength);
    const swapped = new TextEncoder().encode("%PDF-1.7\n% someone else's result\n%%EOF\n");
    await subject.tamper(put.key, swapped);
    // The driver itself reads the new bytes; only the stored digest catches the change.
    expect(sha256Hex((await subject.store.get(put.key))!.bytes)).toBe(sha256Hex(swapped));
    await expect(getVerified(subject.store, put.key, put.sha256)).rejects.toMatchObject({ code: "INTERNAL" });
  });
});
