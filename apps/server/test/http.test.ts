/**
 * The HTTP host through Fastify's inject: real routing, hooks, plugins and a real (in-memory) database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { resultOf, errorOf, batchErrorsOf, postTrpc, signInFrom, trpcBody } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();

const webDist = mkdtempSync(join(tmpdir(), "labcompare-dist-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>LabCompare UAE</title><div id=root></div>");
writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log('app')");
// What apps/web/scripts/precompress.ts writes beside each asset.
writeFileSync(join(webDist, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('app')"));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    env: testEnv({
      AUTH_RATE_LIMIT_PER_MINUTE: "5",
      CATALOG_RATE_LIMIT_PER_MINUTE: "3",
      WEB_DIST_DIR: webDist,
      ADMIN_EMAIL: "boss@example.com",
      ADMIN_PASSWORD: "boss password 1",
    }),
    database: database.options,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const signUp = (email: string, headers: Record<string, string> = {}, ip = "10.0.0.1") =>
  postTrpc(
    app,
    "auth.signUp",
    { email, password: "long enough pw" },
    { remoteAddress: ip, headers: { host: "localhost:3000", ...headers } },
  );

describe("HTTP host", () => {
  it("GET /health checks the database", async () => {
    const res = await app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: expect.stringMatching(/pglite|postgres/) });
  });

  it("sets an HttpOnly, SameSite=Lax, Path=/ session cookie on sign-up that authenticates later calls", async () => {
    const res = await signUp("cookie@example.com", { origin: "http://localhost:3000" });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^labcompare_session=\w+/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure"); // development/test: plain http on localhost
    const me = await app.inject({
      method: "GET",
      url: "/trpc/auth.me",
      headers: { cookie: cookie.split(";")[0]! },
    });
    expect(resultOf(me)).toEqual({
      user: expect.objectContaining({ email: "cookie@example.com", isAdmin: false }),
    });
  });

  it("marks the cookie Secure in production", async () => {
    const prodDatabase = testDatabaseOptions();
    const prod = await buildApp({
      env: testEnv({ NODE_ENV: "production", WEB_DIST_DIR: "/nonexistent" }),
      database: prodDatabase.options,
    });
    try {
      const res = await postTrpc(prod, "auth.signIn", {
        email: "admin@labcompare.local",
        password: "wrong password",
      });
      expect(res.statusCode).toBe(401);
      const ok = await postTrpc(prod, "auth.signUp", {
        email: "prod@example.com",
        password: "long enough pw",
      });
      expect(String(ok.headers["set-cookie"])).toContain("Secure");
      expect(ok.headers["strict-transport-security"]).toBeDefined();
    } finally {
      await prod.close();
      await prodDatabase.drop();
    }
  });

  it("refuses a state-changing request from another site's Origin, and changes nothing", async () => {
    const res = await signUp("csrf@example.com", { origin: "https://evil.example" }, "10.0.0.2");
    expect(res.statusCode).toBe(403);
    // Refusals, API answers and pages alike carry helmet's security headers.
    const answer = await app.inject({ method: "GET", url: "/trpc/catalog.categories.list" });
    for (const reply of [res, answer]) {
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(reply.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(reply.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(reply.headers["cross-origin-opener-policy"]).toBe("same-origin");
    }
    expect(errorOf(res).message).toBe("Request refused: it did not come from this site");
    const cross = await signUp("csrf@example.com", { "sec-fetch-site": "cross-site" }, "10.0.0.2");
    expect(cross.statusCode).toBe(403);
    expect(await app.db.prisma.user.count({ where: { email: "csrf@example.com" } })).toBe(0);
  });

  it("rate limits sign-in attempts per IP with a clear message", async () => {
    const attempt = (ip: string) =>
      app.inject({
        method: "POST",
        url: "/trpc/auth.signIn?batch=1",
        remoteAddress: ip,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          0: superjson.serialize({ email: "boss@example.com", password: "wrong password" }),
        }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt("10.0.0.9")).statusCode).toBe(401);
    const limited = await attempt("10.0.0.9");
    expect(limited.statusCode).toBe(429);
    expect(batchErrorsOf(limited)[0]!.message).toBe("Too many attempts. Please wait a minute and try again.");
    // Another IP, and other procedures, are not affected.
    expect((await attempt("10.0.0.10")).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/trpc/catalog.categories.list", remoteAddress: "10.0.0.9" }))
        .statusCode,
    ).toBe(200);
  });

  it("limits catalog.resolveList per IP to CATALOG_RATE_LIMIT_PER_MINUTE calls, each call of a batch counted: 429 past it", async () => {
    const input = (n: number) =>
      encodeURIComponent(
        JSON.stringify(
          Object.fromEntries(Array.from({ length: n }, (_, i) => [i, superjson.serialize({ text: "CBC" })])),
        ),
      );
    const batch = (n: number, ip: string) =>
      app.inject({
        method: "GET",
        url: `/trpc/${Array(n).fill("catalog.resolveList").join(",")}?batch=1&input=${input(n)}`,
        remoteAddress: ip,
      });
    expect((await batch(3, "10.0.0.30")).statusCode).toBe(200);
    const limited = await batch(1, "10.0.0.30");
    expect(limited.statusCode).toBe(429);
    expect(batchErrorsOf(limited)[0]!.message).toBe("Too many requests. Please wait a minute and try again.");
    expect((await batch(1, "10.0.0.31")).statusCode).toBe(200);
  });

  it("creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD", async () => {
    const res = await signInFrom(
      app,
      { email: "boss@example.com", password: "boss password 1" },
      "10.0.0.20",
    );
    expect(resultOf<{ user: { isAdmin: boolean } }>(res).user.isAdmin).toBe(true);
  });

  it("serves the web app: files, long-cached assets, and the shell for client routes", async () => {
    const page = await app.inject({ method: "GET", url: "/dashboard" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<div id=root>");
    // Unknown paths get the same shell (the client shows "Oops! Page not found") with status 404.
    const unknown = await app.inject({ method: "GET", url: "/no-such-page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(unknown.body).toContain("<div id=root>");
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("answers bad tRPC input with 400 and the validation message, not 500", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/trpc/catalog.search?input=${encodeURIComponent(trpcBody({ page: -1 }))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe("Page must be a positive number");
  });
});

describe("compression", () => {
  it("sends the build's brotli file as it is to clients that accept brotli, the plain file to others", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.equals(brotliCompressSync("console.log('app')"))).toBe(true);
    const plain = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
  });

  it("compresses API answers over 1 KB for clients that accept it, and sends them whole with their length", async () => {
    // The UAE areas (seeded at every start): a few KB.
    const url = "/trpc/catalog.areas";
    const plain = await app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.rawPayload.length);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    // A browser accepts both: API answers come gzip (as small as brotli there, half the CPU), whole.
    const browser = await app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(browser.headers["content-encoding"]).toBe("gzip");
    expect(Number(browser.headers["content-length"])).toBe(browser.rawPayload.length);
    expect(gunzipSync(browser.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("keeps tRPC's status, content type and cookies on buffered answers", async () => {
    const missing = await app.inject({
      method: "GET",
      url: `/trpc/catalog.tests.byId?input=${encodeURIComponent(JSON.stringify({ json: { id: "no-such-test" } }))}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
    const signIn = await signInFrom(
      app,
      { email: "boss@example.com", password: "boss password 1" },
      "10.0.0.21",
    );
    expect(signIn.statusCode).toBe(200);
    expect(String(signIn.headers["set-cookie"])).toContain("labcompare_session=");
  });
});
