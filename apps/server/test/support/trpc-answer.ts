/**
 * Typed reads of the tRPC answers the Fastify host sends (superjson transformer): the data of a
 * success, the error of a refusal, the errors of a batch, and a request body from an input.
 */
import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import superjson, { type SuperJSONResult } from "superjson";

/** An answer from `app.inject` (light-my-request's response; only its JSON body is read). */
interface Answer {
  json<T>(): T;
}

/** The `error.json` of a tRPC error answer. */
export interface TrpcErrorJson {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; reason?: string | null; [key: string]: unknown };
}

interface TrpcBody {
  result?: { data: SuperJSONResult };
  error?: { json: TrpcErrorJson };
}

/** The deserialized `result.data` of a single (unbatched) answer; throws when the answer is an error. */
export function resultOf<T = unknown>(res: Answer): T {
  const body = res.json<TrpcBody>();
  if (!body.result) throw new Error(`expected a tRPC result, got ${JSON.stringify(body)}`);
  return superjson.deserialize<T>(body.result.data);
}

/** The `error.json` of a single (unbatched) answer; throws when the answer is a success. */
export function errorOf(res: Answer): TrpcErrorJson {
  const body = res.json<TrpcBody>();
  if (!body.error) throw new Error(`expected a tRPC error, got ${JSON.stringify(body)}`);
  return body.error.json;
}

/** The `error.json` of each call of a batched answer, in call order; throws when a call succeeded. */
export function batchErrorsOf(res: Answer): TrpcErrorJson[] {
  return res.json<TrpcBody[]>().map((body, i) => {
    if (!body.error) throw new Error(`expected a tRPC error for call ${i}, got ${JSON.stringify(body)}`);
    return body.error.json;
  });
}

/** A JSON request body (or `?input=` value before URL encoding) carrying `input` through superjson. */
export const trpcBody = (input: unknown) => JSON.stringify(superjson.serialize(input));

/** Where and how `postTrpc` sends: extra headers (over `content-type: application/json`) and the client's IP. */
export interface PostOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** POSTs auth.signIn with `credentials` from the client at `remoteAddress`. */
export const signInFrom = (
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress: string,
) => postTrpc(app, "auth.signIn", credentials, { remoteAddress });

/** Signs in with `credentials`, expects a 200, and returns the session cookie ("name=value"). */
export async function signedInCookie(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<string> {
  const signIn = await postTrpc(app, "auth.signIn", credentials);
  expect(signIn.statusCode).toBe(200);
  return String(signIn.headers["set-cookie"]).split(";")[0]!;
}

/** POSTs `input` (superjson) to the procedure at `path` (e.g. "auth.signIn", "auth.signIn?batch=1" with a batch body). */
export function postTrpc(app: FastifyInstance, path: string, input: unknown, options: PostOptions = {}) {
  return app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { "content-type": "application/json", ...options.headers },
    payload: trpcBody(input),
  });
}
