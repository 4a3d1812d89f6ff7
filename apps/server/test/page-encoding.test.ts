/**
 * Pages are compressed once and kept so with the cached page: brotli when accepted, else gzip, else
 * the HTML as it is; each compressed form decodes to the same page, and says so in Vary.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedPage } from "../src/seo/page-encoding.ts";
import { get, useSeoSite } from "./support/seo-site.ts";

useSeoSite();

describe("compressed pages", () => {
  it("sends the home page in brotli, gzip or as it is, the same page each time", async () => {
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<html");

    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/);
    expect(String(br.headers.vary)).toMatch(/cookie/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get("/labs", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe((await get("/labs", { "accept-encoding": "" })).body);
  });

  it("compresses a page once and keeps the bytes with it; short pages go as they are", () => {
    const page = { body: "<p>lab test prices</p>".repeat(100) };
    const first = encodedPage(page, "br, gzip");
    expect(first?.encoding).toBe("br");
    expect(encodedPage(page, "br")?.bytes).toBe(first?.bytes);
    expect(encodedPage(page, "gzip;q=1, br;q=0")?.encoding).toBe("gzip");
    expect(encodedPage({ body: "<p>short</p>" }, "br")).toBeNull();
    expect(encodedPage(page, undefined)).toBeNull();
  });
});
