/**
 * The Content-Security-Policy allows Google Analytics (gtag.js in script-src, its hit hosts in
 * connect-src) only while the console's SEO settings hold an analytics ID, over HTTP (Fastify inject,
 * real database): none at start, allowed after an admin saves an ID through admin.seo.upsert, gone
 * again once the ID is cleared, without a restart (the cache bus carries the change).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { postTrpc, signedInCookie } from "./support/trpc-answer.ts";

const ADMIN = { email: "csp-admin@example.com", password: "csp admin password 1" };
const database = testDatabaseOptions();
let app: FastifyInstance;
let adminCookie: string;

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    database: database.options,
  });
  adminCookie = await signedInCookie(app, ADMIN);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The CSP of an answer to GET /health. */
const csp = async () =>
  String((await app.inject({ method: "GET", url: "/health" })).headers["content-security-policy"]);
const directive = (policy: string, name: string) =>
  new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(policy)?.[1]?.trim();

const saveAnalyticsId = async (googleAnalyticsId: string) => {
  const res = await postTrpc(
    app,
    "admin.seo.upsert",
    {
      siteTitle: "LabCompare UAE",
      siteDescription: "Compare lab tests.",
      defaultOgImage: "",
      googleAnalyticsId,
    },
    { headers: { cookie: adminCookie } },
  );
  expect(res.statusCode, res.body).toBe(200);
};

describe("Content-Security-Policy and Google Analytics", () => {
  it("allows googletagmanager and Google Analytics' hosts only while admin.seo holds an analytics ID", async () => {
    const initial = await csp();
    expect(initial).not.toContain("googletagmanager");
    expect(initial).not.toContain("google-analytics");
    expect(directive(initial, "script-src")).toBe("'self'");
    expect(directive(initial, "connect-src")).toBe("'self'");

    await saveAnalyticsId("G-CSPTEST1");
    // The change reaches every instance through the cache bus, asynchronously.
    await vi.waitFor(
      async () =>
        expect(directive(await csp(), "script-src")).toBe("'self' https://www.googletagmanager.com"),
      { timeout: 3_000 },
    );
    const withId = await csp();
    expect(directive(withId, "connect-src")).toBe(
      "'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    // Pages carry the same policy.
    expect(
      String(
        (await app.inject({ method: "GET", url: "/trpc/content.seo.get" })).headers[
          "content-security-policy"
        ],
      ),
    ).toBe(withId);

    await saveAnalyticsId("");
    await vi.waitFor(async () => expect(await csp()).not.toContain("googletagmanager"), { timeout: 3_000 });
    expect(directive(await csp(), "connect-src")).toBe("'self'");
  });
});
