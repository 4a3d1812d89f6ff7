/**
 * The tRPC route's own JSON answers (src/trpc-json-answer.ts) against tRPC's `resolveResponse` on the
 * same requests: the same status, `vary`, body and reported failures for queries, mutations, batches
 * mixing successes and failures, input refused by a schema, a failing context and superjson values;
 * and no answer (tRPC's turn, nothing run) for what only tRPC handles.
 */
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { initTRPC, TRPCError } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";
import superjson from "superjson";
import { z } from "zod";
import { requestView } from "../src/trpc-route.ts";
import { answerJsonCalls } from "../src/trpc-json-answer.ts";
import { trpcBody } from "./support/trpc-answer.ts";

interface Ctx {
  user: string | null;
}

const t = initTRPC.context<Ctx>().create({
  transformer: superjson,
  errorFormatter: ({ shape, ctx }) => ({
    ...shape,
    data: { ...shape.data, stack: undefined, who: ctx?.user ?? null },
  }),
});
let runs = 0;
const router = t.router({
  hello: t.procedure.query(({ ctx }) => ({ greeting: "hi", to: ctx.user, at: new Date(0) })),
  plain: t.procedure.query(() => ({ names: ["فحص", "test"], count: 2 })),
  refused: t.procedure.query(() => {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Not this one" });
  }),
  crashes: t.procedure.query(() => {
    throw new Error("boom");
  }),
  busy: t.procedure.query(() => {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Try again" });
  }),
  save: t.procedure
    .input(z.object({ name: z.string().min(2, "Name is too short") }))
    .mutation(({ input }) => {
      runs++;
      return { saved: input.name };
    }),
});

/** A request as the route sees it, for each of the two answerers (each reads its own). */
function viewOf(method: string, url: string, body?: string, headers: Record<string, string> = {}) {
  const req = {
    method,
    url,
    headers: { "content-type": "application/json", host: "localhost", ...headers },
    body,
  } as unknown as FastifyRequest;
  return requestView(req, new AbortController().signal);
}

/** Both answers to one request: ours and tRPC's, with the failures each reported. */
async function bothAnswers(
  method: string,
  url: string,
  body?: string,
  options: { headers?: Record<string, string>; failingContext?: boolean } = {},
) {
  const path = url.slice("/trpc/".length).split("?")[0]!;
  const createContext = () =>
    options.failingContext
      ? Promise.reject(new TRPCError({ code: "UNAUTHORIZED", message: "Sign in" }))
      : Promise.resolve({ user: "amal" });
  const ours: string[] = [];
  const theirs: string[] = [];
  const own = await answerJsonCalls({
    router,
    req: viewOf(method, url, body, options.headers),
    path,
    maxBatchSize: 10,
    createContext,
    onError: ({ error, path: at }) => ours.push(`${at}:${error.code}`),
  });
  const response = await resolveResponse({
    router,
    req: viewOf(method, url, body, options.headers),
    path,
    maxBatchSize: 10,
    error: null,
    createContext,
    onError: ({ error, path: at }) => theirs.push(`${at}:${error.code}`),
  });
  const trpc = { status: response.status, vary: response.headers.get("vary"), body: await response.text() };
  return { own, trpc, ours, theirs };
}

const input = (value: unknown) => encodeURIComponent(trpcBody(value));
const batchInput = (values: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(values.map((v, i) => [i, superjson.serialize(v)]))));

describe("the tRPC route's own JSON answers", () => {
  it.each([
    ["a query with superjson values", "GET", "/trpc/hello", undefined],
    ["a query in Arabic and English", "GET", "/trpc/plain", undefined],
    ["a refused query", "GET", "/trpc/refused", undefined],
    ["a query that crashes", "GET", "/trpc/crashes", undefined],
    ["a query refused for a moment", "GET", "/trpc/busy", undefined],
    [
      "a batch of successes and failures",
      "GET",
      `/trpc/hello,refused,plain,busy?batch=1&input=${batchInput([undefined, undefined, undefined, undefined])}`,
      undefined,
    ],
    ["a batch of one", "GET", `/trpc/plain?batch=1&input=${batchInput([undefined])}`, undefined],
    ["a mutation", "POST", "/trpc/save", trpcBody({ name: "Amal" })],
    ["a mutation whose input its schema refuses", "POST", "/trpc/save", trpcBody({ name: "A" })],
    [
      "a batch of mutations",
      "POST",
      "/trpc/save,save?batch=1",
      JSON.stringify({ 0: superjson.serialize({ name: "Amal" }), 1: superjson.serialize({ name: "" }) }),
    ],
    ["a mutation with a body that is no JSON", "POST", "/trpc/save", "{not json"],
    ["a query with an input it ignores", "GET", `/trpc/plain?input=${input({ a: 1 })}`, undefined],
  ])("equal tRPC's: %s", async (_name, method, url, body) => {
    const { own, trpc, ours, theirs } = await bothAnswers(method, url, body);
    expect(own).toEqual(trpc);
    expect(ours).toEqual(theirs);
  });

  it("equal tRPC's when the context fails: every call answers its error, each reported", async () => {
    const batch = `/trpc/hello,plain?batch=1&input=${batchInput([undefined, undefined])}`;
    for (const url of ["/trpc/hello", batch]) {
      const { own, trpc, ours, theirs } = await bothAnswers("GET", url, undefined, { failingContext: true });
      expect(own).toEqual(trpc);
      expect(own?.status).toBe(401);
      expect(ours).toEqual(theirs);
    }
  });

  it.each([
    ["HEAD", "HEAD", "/trpc/hello", undefined, {}],
    ["a query sent as POST", "POST", "/trpc/hello", "", {}],
    ["a mutation sent as GET", "GET", `/trpc/save?input=${input({ name: "Amal" })}`, undefined, {}],
    ["an unknown procedure", "GET", "/trpc/nothing", undefined, {}],
    [
      "a batch naming an unknown procedure",
      "GET",
      `/trpc/hello,nothing?batch=1&input=${batchInput([1, 2])}`,
      undefined,
      {},
    ],
    [
      "a streamed batch",
      "GET",
      `/trpc/hello?batch=1&input=${batchInput([undefined])}`,
      undefined,
      { "trpc-accept": "application/jsonl" },
    ],
  ])("leave %s to tRPC, running nothing", async (_name, method, url, body, headers) => {
    const before = runs;
    const own = await answerJsonCalls({
      router,
      req: viewOf(method, url, body, headers),
      path: url.slice("/trpc/".length).split("?")[0]!,
      maxBatchSize: 10,
      createContext: () => Promise.reject(new Error("no context may be made")),
      onError: () => {
        throw new Error("nothing may fail");
      },
    });
    expect(own).toBeNull();
    expect(runs).toBe(before);
  });
});
