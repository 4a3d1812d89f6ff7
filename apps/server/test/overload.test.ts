/**
 * The overload guard (overload.ts) over HTTP: while the event loop is held, pages, API calls and
 * tRPC calls get 503 with Retry-After and the service-unavailable message, /health/ready says
 * "overloaded", /health/live stays 200 and the web build's files are still sent; once the loop is
 * free again, everything answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { messages } from "@labcompare/validators";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "200" }),
    database: database.options,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Keeps the event loop busy for `ms`, as a runaway computation would. */
function holdLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

/** Resolves after the guard's next sample (it samples every second). */
const nextSample = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe("overload guard", () => {
  it(
    "sheds requests while the loop is held, keeps the probes truthful, and recovers",
    { timeout: 20_000 },
    async () => {
      expect((await app.inject({ method: "GET", url: "/trpc/catalog.categories.list" })).statusCode).toBe(
        200,
      );

      // A loop held for most of a sample second, twice, so one whole sample sees it.
      holdLoop(1_500);
      await new Promise((resolve) => setTimeout(resolve, 10));
      holdLoop(1_500);
      await new Promise((resolve) => setTimeout(resolve, 10));

      const trpc = await app.inject({ method: "GET", url: "/trpc/catalog.categories.list" });
      expect(trpc.statusCode).toBe(503);
      expect(trpc.headers["retry-after"]).toBe("5");
      expect(trpc.json()).toMatchObject({
        error: {
          json: {
            message: messages.generic.serviceUnavailable,
            data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
          },
        },
      });

      const page = await app.inject({ method: "GET", url: "/api/unknown" });
      expect(page.statusCode).toBe(503);
      expect(page.json()).toMatchObject({
        error: "The service is briefly unavailable. Please try again in a moment.",
      });

      // The page's own scripts and styles are still sent (unknown here: 404, not 503).
      for (const url of ["/assets/app-1a2b3c.js", "/ssr-boot.js", "/favicon.svg"])
        expect((await app.inject({ method: "GET", url })).statusCode, url).not.toBe(503);
      expect((await app.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);
      const ready = await app.inject({ method: "GET", url: "/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ failing: ["load"], checks: { load: "overloaded" } });

      await nextSample();
      await nextSample();
      expect((await app.inject({ method: "GET", url: "/trpc/catalog.categories.list" })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: "GET", url: "/health/ready" })).json()).toMatchObject({
        checks: { load: "ok" },
      });
    },
  );
});
