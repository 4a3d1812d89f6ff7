/**
 * The answer to the tRPC calls of one request that wants plain JSON (queries by GET, mutations by
 * POST, alone or batched), built as tRPC's `resolveResponse` builds it but as text instead of a
 * Fetch `Response`, whose body the route would have to read back through a byte stream
 * (docs/performance.md, Decisions, Server). Every other request (HEAD, streamed batches,
 * subscriptions, a procedure missing or called with the wrong method, a request tRPC refuses as a
 * whole) gets `null` before anything runs, and the route hands it to `resolveResponse`.
 *
 * Constraint: written from @trpc/server 11.19.0's `resolveResponse` (its non-streaming branch and
 * `initResponse` without `responseMeta`), pinned exactly; apps/server/test/trpc-json-answer.test.ts
 * compares the two on successes, failures, batches and a failing context.
 */
import { TRPCError, type AnyTRPCRouter, type inferRouterContext } from "@trpc/server";
import {
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  type AnyRootTypes,
  type RootConfig,
  type TRPCErrorShape,
  type TRPCRequestInfo,
} from "@trpc/server/unstable-core-do-not-import";

/** Methods each procedure type is called with (tRPC's, without method override). */
const ACCEPTED_METHOD: Record<string, string> = { query: "GET", mutation: "POST" };

export interface JsonCallsOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  /** The request as `resolveResponse` reads it (trpc-route.ts `requestView`). */
  req: Request;
  /** The procedure path(s) from the URL, still encoded. */
  path: string;
  maxBatchSize: number;
  createContext: (opts: { info: TRPCRequestInfo }) => Promise<inferRouterContext<TRouter>>;
  onError: (failure: { error: TRPCError; path: string | undefined }) => void;
}

const STREAM_REFUSED = "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink";

/** A finished answer: HTTP status, `vary` as tRPC sends it, and the JSON text. */
export interface JsonAnswer {
  status: number;
  vary: string;
  body: string;
}

/** True for what only a streaming link can carry (tRPC's `isDataStream`). */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const fields = Object.values(value);
  return fields.some(isPromise) || fields.some(isAsyncIterable);
}

/** The request's calls when this module can answer them all, else null (see the module comment). */
async function plainJsonCalls<TRouter extends AnyTRPCRouter>(opts: JsonCallsOptions<TRouter>) {
  const { req } = opts;
  if (req.method !== "GET" && req.method !== "POST") return null;
  const url = new URL(req.url);
  let info: TRPCRequestInfo;
  try {
    info = await getRequestInfo({
      req,
      path: decodeURIComponent(opts.path),
      router: opts.router,
      searchParams: url.searchParams,
      headers: req.headers,
      url,
      maxBatchSize: opts.maxBatchSize,
    });
  } catch {
    return null;
  }
  if (info.accept === "application/jsonl") return null;
  const callable = info.calls.every(
    (call) => call.procedure && ACCEPTED_METHOD[call.procedure._def.type] === req.method,
  );
  return callable ? info : null;
}

/**
 * Runs the calls and answers them, or null when tRPC's own `resolveResponse` must (nothing has run
 * then). Input: the options above; output: { status, vary, body }. Failed calls are answered with
 * tRPC's error shape (the router's errorFormatter) and reported to `onError`, as tRPC does.
 */
export async function answerJsonCalls<TRouter extends AnyTRPCRouter>(
  opts: JsonCallsOptions<TRouter>,
): Promise<JsonAnswer | null> {
  const info = await plainJsonCalls(opts);
  if (!info) return null;
  const config = opts.router._def._config as RootConfig<AnyRootTypes>;
  let ctx: unknown;
  let contextError: TRPCError | null = null;
  try {
    ctx = await opts.createContext({ info });
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }
  const answers = await Promise.all(
    info.calls.map(async (call) => {
      const procedure = call.procedure!;
      const type = procedure._def.type;
      let error: TRPCError;
      try {
        if (contextError) throw contextError;
        const data: unknown = await procedure({
          path: call.path,
          getRawInput: call.getRawInput,
          ctx,
          type,
          signal: opts.req.signal,
          batchIndex: call.batchIndex,
        });
        if (!isDataStream(data)) return { result: { data } };
        // Refused as tRPC refuses it in a batch (no procedure of this router answers a stream).
        error = new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: STREAM_REFUSED });
      } catch (cause) {
        error = getTRPCErrorFromUnknown(cause);
        opts.onError({ error, path: call.path });
      }
      const shape = getErrorShape({
        config,
        ctx,
        error,
        input: call.result(),
        path: call.path,
        type,
      }) as TRPCErrorShape;
      return { error: shape };
    }),
  );
  const untransformed = info.isBatchCall ? answers : answers[0]!;
  return {
    status: getHTTPStatusCode(untransformed),
    vary: "trpc-accept, accept",
    body: JSON.stringify(transformTRPCResponse(config, untransformed)),
  };
}
