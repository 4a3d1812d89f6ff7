/**
 * AppError at the edges: thrown by a service under a plain route, it answers the status of its code
 * with its message; thrown by a procedure, tRPC answers the same status, with its reason and details.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { z } from "zod";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { AppError, type AppErrorCode } from "@labcompare/api/app-error";
import { publicProcedure, router } from "@labcompare/api/trpc";
import { getLab } from "@labcompare/api/routers/catalog/compare.service";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { messages } from "@labcompare/validators";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { httpStatusOf } from "../src/http-errors.ts";
import { trpcBody } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();
const CODES: AppErrorCode[] = ["BAD_REQUEST", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "TOO_MANY_REQUESTS", "INTERNAL"];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ env: testEnv(), database: database.options });
  // Plain routes that call a service, or throw each code, outside tRPC.
  app.get<{ Params: { slug: string } }>("/test-only/labs/:slug", async (req) => getLab(app.db.prisma, req.params.slug));
  app.get<{ Params: { code: AppErrorCode } }>("/test-only/fail/:code", (req) => Promise.reject(new AppError(req.params.code, "Refused for the test")));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("AppError under a non-tRPC route", () => {
  it("a service's NOT_FOUND answers 404 with its message", async () => {
    const res = await app.inject({ method: "GET", url: "/test-only/labs/no-such-lab" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.booking.labNotFound });
  });

  it("each code answers its status; INTERNAL answers 500 with the generic message", async () => {
    for (const code of CODES) {
      const res = await app.inject({ method: "GET", url: `/test-only/fail/${code}` });
      expect(res.statusCode, code).toBe(httpStatusOf(new AppError(code, "x")));
      expect(res.json(), code).toEqual({ error: code === "INTERNAL" ? messages.generic.serverError : "Refused for the test" });
    }
    expect(CODES.map((code) => httpStatusOf(new AppError(code, "x")))).toEqual([400, 401, 403, 404, 409, 429, 500]);
  });
});

describe("AppError through tRPC", () => {
  const testRouter = router({
    fail: publicProcedure.input(z.object({ code: z.enum(CODES) })).query(({ input }) => {
      throw new AppError(input.code, "Refused for the test", { reason: "SLOT_FULL", details: { testId: "t1" } });
    }),
  });

  it("answers the same HTTP status as a plain route, with the message, reason and details", async () => {
    for (const code of CODES) {
      const input = encodeURIComponent(trpcBody({ code }));
      const res = await fetchRequestHandler({
        endpoint: "/trpc",
        req: new Request(`http://local/trpc/fail?input=${input}`),
        router: testRouter,
        createContext: () => ({}) as never,
      });
      expect(res.status, code).toBe(httpStatusOf(new AppError(code, "x")));
      const body = superjson.deserialize<{ message: string; data: { reason: string | null; details: unknown } }>(((await res.json()) as { error: never }).error);
      expect(body.message, code).toBe(code === "INTERNAL" ? messages.generic.serverError : "Refused for the test");
      expect(body.data.reason, code).toBe("SLOT_FULL");
      expect(body.data.details, code).toEqual({ testId: "t1" });
    }
  });
});
