/**
 * AppError at the edges: thrown by a service under a plain route, it answers the status of its code
 * with its message; thrown by a procedure, tRPC answers the same status, with its reason and details.
 * A database that cannot be reached (a real one: a Prisma client on a closed port) answers 503.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { z } from "zod";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { AppError, type AppErrorCode } from "@labcompare/api/app-error";
import { publicProcedure, router } from "@labcompare/api/trpc";
import { getLab } from "@labcompare/api/catalog/lab-page.service";
import { openDatabase } from "@labcompare/db";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { messages } from "@labcompare/validators";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { httpStatusOf } from "../src/http-errors.ts";
import { trpcBody } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();
const CODES: AppErrorCode[] = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "UNPROCESSABLE_CONTENT",
  "TOO_MANY_REQUESTS",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
];
/** The message a plain route answers for each 5xx code (never the error's own text). */
const SERVER_MESSAGE: Partial<Record<AppErrorCode, string>> = {
  INTERNAL: messages.generic.serverError,
  SERVICE_UNAVAILABLE: messages.generic.serviceUnavailable,
};
/** The key and parameters a body carries beside each 5xx message (a text that is no message carries none). */
const SERVER_MESSAGE_KEY: Partial<Record<AppErrorCode, object>> = {
  INTERNAL: { messageKey: "generic.serverError", params: {} },
  SERVICE_UNAVAILABLE: { messageKey: "generic.serviceUnavailable", params: {} },
};

/** A database on a closed port (opened without migrating, so nothing connects yet): every query fails as unreachable (P1001). */
const closedPort = await openDatabase({
  databaseUrl: "postgres://postgres@127.0.0.1:1/postgres",
  migrate: false,
});
const unreachable = closedPort.prisma;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ env: testEnv(), database: database.options });
  // Plain routes that call a service, or throw each code, outside tRPC.
  app.get<{ Params: { slug: string } }>("/test-only/labs/:slug", async (req) =>
    getLab(app.db.prisma, req.params.slug),
  );
  app.get<{ Params: { code: AppErrorCode } }>("/test-only/fail/:code", (req) =>
    Promise.reject(new AppError(req.params.code, "Refused for the test")),
  );
  app.get("/test-only/unreachable", () => unreachable.lab.findMany());
  app.get("/test-only/bug", () => Promise.reject(new TypeError("x is undefined")));
  app.get("/test-only/closed", () =>
    Promise.reject(new AppError("BAD_REQUEST", messages.booking.dayClosed("Eid Al Adha"))),
  );
});
afterAll(async () => {
  await closedPort.close();
  await app.close();
  await database.drop();
});

/** Expects `res` to answer `status` with the JSON `body`. */
function expectAnswer(res: { statusCode: number; json: () => unknown }, status: number, body: unknown) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(body);
}

describe("AppError under a non-tRPC route", () => {
  it("a service's NOT_FOUND answers 404 with its message", async () => {
    const res = await app.inject({ method: "GET", url: "/test-only/labs/no-such-lab" });
    expectAnswer(res, 404, {
      error: messages.booking.labNotFound,
      messageKey: "admin.labNotFound",
      params: {},
    });
  });

  it("each code answers its status; INTERNAL answers 500 with the generic message", async () => {
    for (const code of CODES) {
      const res = await app.inject({ method: "GET", url: `/test-only/fail/${code}` });
      expect(res.statusCode, code).toBe(httpStatusOf(new AppError(code, "x")));
      // A 5xx also names its request (the X-Request-Id it answered with).
      const requestId = SERVER_MESSAGE[code] ? { requestId: res.headers["x-request-id"] } : {};
      expect(res.json(), code).toEqual({
        error: SERVER_MESSAGE[code] ?? "Refused for the test",
        ...SERVER_MESSAGE_KEY[code],
        ...requestId,
      });
    }
    expect(CODES.map((code) => httpStatusOf(new AppError(code, "x")))).toEqual([
      400, 401, 403, 404, 409, 422, 429, 503, 500,
    ]);
  });

  it("a database that cannot be reached answers 503 with Retry-After and the service message; a bug stays 500", async () => {
    const down = await app.inject({ method: "GET", url: "/test-only/unreachable" });
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json()).toEqual({
      error: "The service is briefly unavailable. Please try again in a moment.",
      messageKey: "generic.serviceUnavailable",
      params: {},
      requestId: down.headers["x-request-id"],
    });
    const bug = await app.inject({ method: "GET", url: "/test-only/bug" });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers["retry-after"]).toBeUndefined();
    expect(bug.json()).toEqual({
      error: messages.generic.serverError,
      messageKey: "generic.serverError",
      params: {},
      requestId: bug.headers["x-request-id"],
    });
  });
});

describe("message keys in HTTP bodies", () => {
  it("a refusal carries its message's key and named parameters beside the English", async () => {
    const res = await app.inject({ method: "GET", url: "/test-only/closed" });
    expectAnswer(res, 400, {
      error: messages.booking.dayClosed("Eid Al Adha"),
      messageKey: "booking.dayClosed",
      params: { reason: "Eid Al Adha" },
    });
  });

  it("a multipart upload's refusal carries them too", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/results",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "0" },
      payload: "",
    });
    expectAnswer(res, 401, {
      error: messages.auth.signInRequired,
      messageKey: "auth.signInRequired",
      params: {},
    });
  });

  it("the host's refusal of a /trpc/ call carries them in tRPC's error data", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/trpc/auth.signUp?batch=1",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: JSON.stringify({ 0: { json: { email: "keys@example.com", password: "long enough pw" } } }),
    });
    expect(res.statusCode).toBe(403);
    const [entry] = res.json<{ error: { json: { message: string; data: Record<string, unknown> } } }[]>();
    expect(entry!.error.json.message).toBe(messages.auth.badOrigin);
    expect(entry!.error.json.data).toMatchObject({ messageKey: "auth.badOrigin", params: {} });
  });
});

describe("AppError through tRPC", () => {
  const testRouter = router({
    fail: publicProcedure.input(z.object({ code: z.enum(CODES) })).query(({ input }) => {
      throw new AppError(input.code, "Refused for the test", {
        reason: "SLOT_FULL",
        details: { testId: "t1" },
      });
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
      const body = superjson.deserialize<{
        message: string;
        data: { reason: string | null; details: unknown };
      }>(((await res.json()) as { error: never }).error);
      expect(body.message, code).toBe(
        code === "INTERNAL" ? messages.generic.serverError : "Refused for the test",
      );
      expect(body.data.reason, code).toBe("SLOT_FULL");
      expect(body.data.details, code).toEqual({ testId: "t1" });
    }
  });

  it("a database that cannot be reached, also under an INTERNAL AppError, is SERVICE_UNAVAILABLE (503); a bug stays 500", async () => {
    const outageRouter = router({
      read: publicProcedure.query(() => unreachable.lab.findMany()),
      wrapped: publicProcedure.query(() =>
        unreachable.lab
          .count()
          .catch((cause: unknown) => Promise.reject(new AppError("INTERNAL", "x", { cause }))),
      ),
      bug: publicProcedure.query(() => Promise.reject(new TypeError("x is undefined"))),
    });
    const call = async (path: string) => {
      const res = await fetchRequestHandler({
        endpoint: "/trpc",
        req: new Request(`http://local/trpc/${path}`),
        router: outageRouter,
        createContext: () => ({}) as never,
      });
      const body = superjson.deserialize<{ message: string; data: { code: string } }>(
        ((await res.json()) as { error: never }).error,
      );
      return { status: res.status, code: body.data.code, message: body.message };
    };
    const unavailable = {
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "The service is briefly unavailable. Please try again in a moment.",
    };
    expect(await call("read")).toEqual(unavailable);
    expect(await call("wrapped")).toEqual(unavailable);
    expect(await call("bug")).toEqual({
      status: 500,
      code: "INTERNAL_SERVER_ERROR",
      message: messages.generic.serverError,
    });
  });
});
