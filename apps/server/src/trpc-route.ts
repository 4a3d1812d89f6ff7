/**
 * tRPC at /trpc/<paths> on Fastify, over a view of the Fastify request instead of the Fetch `Request`
 * and `Response` tRPC's Fastify adapter builds for every call (the adapter costs measurably more CPU
 * per request: docs/performance.md, Decisions, Server). Plain JSON calls are answered by
 * trpc-json-answer.ts, the rest by tRPC's own `resolveResponse`; batching, errors, method rules and
 * the transformer are tRPC's either way.
 *
 * Constraint: `resolveResponse` may read only the request members `requestView` provides (method,
 * url, headers.get/has, signal, json). That holds for @trpc/server 11.19.0, pinned exactly (as
 * @trpc/react-query requires); apps/server/test/trpc-route.test.ts fails when a version reads others.
 * The signal aborts only when the client goes away before the answer; the answer is sent as one
 * text with its length, so compression sees all of it at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyTRPCRouter, inferRouterContext, TRPCError } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";
import { RETRY_AFTER_SECONDS } from "./http-errors.ts";
import { answerJsonCalls, type JsonAnswer } from "./trpc-json-answer.ts";

export interface TrpcRouteOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  /** Most calls one batched request may carry (the clients' httpBatchLink maxItems). */
  maxBatchSize: number;
  /** The procedure context for a request (reads the session cookie; may set cookies on `reply`). */
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<inferRouterContext<TRouter>>;
  /** Called for every failed call, with its procedure path and the HTTP request it came in. */
  onError: (failure: { error: TRPCError; path: string | undefined; req: FastifyRequest }) => void;
}

/**
 * True when the procedure path of a /trpc/ URL decodes. Fastify has decoded it once already and tRPC
 * decodes it again: "/trpc/_%25_" would throw URIError there and answer 500.
 */
export function trpcPathDecodes(url: string): boolean {
  const path = url.slice("/trpc/".length).split("?")[0]!;
  try {
    decodeURIComponent(decodeURIComponent(path));
    return true;
  } catch {
    return false;
  }
}

/** True for `application/json` (any parameters) or no content type at all. */
export function isJsonOrEmptyBody(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return contentType.split(";")[0]!.trim().toLowerCase() === "application/json";
}

/**
 * The members of a Fetch `Request` that `resolveResponse` reads, over the Fastify request. The body
 * was read by Fastify as text (within its body limit); only JSON bodies get this far (app.ts answers
 * 415 to the others before parsing).
 */
export function requestView(req: FastifyRequest, signal: AbortSignal): Request {
  const header = (name: string): string | null => {
    const value = req.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : String(value);
  };
  const body = req.body;
  const view = {
    method: req.method,
    // Only the path and query are read; the host is not.
    url: `http://localhost${req.url}`,
    headers: { get: header, has: (name: string) => header(name) !== null },
    signal,
    json: (): Promise<unknown> => Promise.resolve(JSON.parse(typeof body === "string" ? body : "")),
  };
  return view as unknown as Request;
}

/**
 * The answer in a Fetch `Response` from tRPC's `resolveResponse`, as status, `vary` and body text
 * (no answer of tRPC's sets other headers here: cookies are set on the reply by createContext).
 */
async function answerOf(response: Response): Promise<JsonAnswer> {
  return { status: response.status, vary: response.headers.get("vary") ?? "", body: await response.text() };
}

/**
 * Registers `ALL <prefix>/:path` answering tRPC calls. Input: the Fastify instance, the prefix
 * ("/trpc") and the options above. Answers: tRPC's status, `vary` and JSON body, always as
 * application/json (cookies are set on the reply by createContext); `Retry-After` when a call failed
 * with SERVICE_UNAVAILABLE.
 */
export async function registerTrpcRoute<TRouter extends AnyTRPCRouter>(
  app: FastifyInstance,
  prefix: string,
  options: TrpcRouteOptions<TRouter>,
): Promise<void> {
  await app.register(
    // Named: trace spans of its route are named after it.
    function trpc(scope) {
      // tRPC parses the body itself: keep it as text here (this scope only).
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
        done(null, body),
      );
      scope.all<{ Params: { path: string } }>("/:path", async (req, reply) => {
        const aborts = new AbortController();
        let unavailable = false;
        reply.raw.once("close", () => {
          if (!reply.raw.writableFinished) aborts.abort();
        });
        const calls = {
          router: options.router,
          req: requestView(req, aborts.signal),
          path: req.params.path,
          maxBatchSize: options.maxBatchSize,
          createContext: () => options.createContext(req, reply),
          onError: ({ error, path }: { error: TRPCError; path: string | undefined }) => {
            unavailable ||= error.code === "SERVICE_UNAVAILABLE";
            options.onError({ error, path, req });
          },
        };
        const answer =
          (await answerJsonCalls(calls)) ??
          (await answerOf(await resolveResponse({ ...calls, error: null })));
        reply.code(answer.status);
        // A call refused for a moment (503, alone or in a batch) says when to try again.
        if (unavailable) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        if (answer.vary) reply.header("vary", answer.vary);
        // Every answer is JSON (tRPC labels some of its own errors, bad JSON or an unsupported type, text/plain).
        reply.header("content-type", "application/json");
        return reply.send(answer.body);
      });
      return Promise.resolve();
    },
    { prefix },
  );
}
