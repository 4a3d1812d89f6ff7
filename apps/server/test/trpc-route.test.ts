/**
 * The tRPC route (src/trpc-route.ts) against the pinned @trpc/server: the version is the one the route
 * was written for, and `resolveResponse` reads no member of the request beyond those `requestView`
 * provides, on every path the route takes (queries, mutations, batches, bad JSON, wrong methods, HEAD,
 * unknown procedures). A tRPC upgrade that reads others fails here.
 */
import { createRequire } from "node:module";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { initTRPC } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";
import superjson from "superjson";
import { requestView } from "../src/trpc-route.ts";
import { trpcBody } from "./support/trpc-answer.ts";

const t = initTRPC.create({ transformer: superjson });
const router = t.router({
  hello: t.procedure.query(() => "hi"),
  echo: t.procedure.input((value: unknown) => value).mutation(({ input }) => input),
});

/** What `resolveResponse` read of the request view: top-level members and header methods. */
async function membersRead(method: string, url: string, body?: string) {
  const read = new Set<string>();
  const req = {
    method,
    url,
    headers: { "content-type": "application/json", host: "localhost" },
    body,
  } as unknown as FastifyRequest;
  const view = requestView(req, new AbortController().signal) as unknown as Record<string, unknown>;
  const watch = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        if (typeof key === "string") read.add(prefix + key);
        const value = Reflect.get(obj, key, receiver) as unknown;
        return key === "headers" && value && typeof value === "object" ? watch(value, "headers.") : value;
      },
    });
  const path = url.slice("/trpc/".length).split("?")[0]!;
  const response = await resolveResponse({
    router,
    req: watch(view, "") as unknown as Request,
    path,
    error: null,
    maxBatchSize: 10,
    createContext: () => Promise.resolve({}),
  });
  return { read: [...read].sort(), status: response.status };
}

const PROVIDED = ["headers", "headers.get", "headers.has", "json", "method", "signal", "url"];
const input = (value: unknown) => encodeURIComponent(trpcBody(value));

describe("the tRPC route's view of a request", () => {
  it("is written for @trpc/server 11.19.0 exactly", () => {
    expect((createRequire(import.meta.url)("@trpc/server/package.json") as { version: string }).version).toBe(
      "11.19.0",
    );
  });

  it.each([
    ["a query", "GET", "/trpc/hello", undefined, 200],
    [
      "a batch of queries",
      "GET",
      `/trpc/hello,hello?batch=1&input=${input({ 0: undefined, 1: undefined })}`,
      undefined,
      200,
    ],
    ["a mutation", "POST", "/trpc/echo", trpcBody({ a: 1 }), 200],
    [
      "a batch of mutations",
      "POST",
      "/trpc/echo,echo?batch=1",
      JSON.stringify({ 0: superjson.serialize(1), 1: superjson.serialize(2) }),
      200,
    ],
    ["bad JSON", "POST", "/trpc/echo", "{not json", 400],
    ["a query sent as POST", "POST", "/trpc/hello", "", 405],
    ["a mutation sent as GET", "GET", "/trpc/echo", undefined, 405],
    ["HEAD", "HEAD", "/trpc/hello", undefined, 204],
    ["an unknown procedure", "GET", "/trpc/nothing", undefined, 404],
  ])("reads only the members it provides: %s", async (_name, method, url, body, status) => {
    const result = await membersRead(method, url, body);
    expect(result.status).toBe(status);
    expect(result.read.filter((member) => !PROVIDED.includes(member))).toEqual([]);
  });
});
