/**
 * The stored files' bytes, written and read as base64 (sql/stored-files.ts): every byte value
 * survives the trip, a replaced file reads as its new bytes, and a missing key reads as null.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStoredFile, readStoredFile, upsertStoredFile } from "../src/index.ts";
import { createWorld, type TestWorld } from "../../api/test/helpers.ts";

let world: TestWorld;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(async () => {
  await world.close();
});

describe("stored files", () => {
  it("keeps every byte of a file, replaces it by key, and reads a missing key as null", async () => {
    const db = world.db.prisma;
    const bytes = new Uint8Array(3 * 256 + 1).map((_, i) => i % 256);
    await insertStoredFile(db, "results/a", "application/pdf", bytes);
    expect(await readStoredFile(db, "results/a")).toEqual({ bytes, contentType: "application/pdf" });
    await expect(insertStoredFile(db, "results/a", "application/pdf", bytes)).rejects.toThrow();
    await upsertStoredFile(db, "results/a", "text/plain", new Uint8Array([0, 255]));
    expect(await readStoredFile(db, "results/a")).toEqual({
      bytes: new Uint8Array([0, 255]),
      contentType: "text/plain",
    });
    expect(await readStoredFile(db, "results/none")).toBeNull();
  });
});
