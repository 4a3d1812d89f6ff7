/**
 * What the fuzz test asserts about one response, and what it learns from it:
 * no status ≥ 500 (nor a 5xx or INTERNAL_SERVER_ERROR inside a batch or a JSONL stream), tRPC
 * answers are JSON, error messages carry no internals (SQL, stack frames, Prisma), procedures that
 * need a session or a role never succeed without them; and ids found in successful answers go to the
 * pools for later calls.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import superjson from "superjson";
import type { FuzzRequest, Persona } from "./fuzz-requests.ts";
import { addToPool, idPoolOf, UUID, type PoolName, type Pools } from "./fuzz-inputs.ts";

export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export interface Verdict {
  problems: string[];
  /** Parsed JSON documents of the answer (one, or one per JSONL line). */
  documents: unknown[];
  /** Notes that are not failures (e.g. a JSON body labelled text/plain). */
  notes: string[];
}

/** Messages that would reveal internals to a caller. */
const LEAK =
  /prisma|invalid `|\n\s+at |\bat [\w.<>]+ \(|ECONNREFUSED|syntax error at|relation "|violates .* constraint|duplicate key value|node_modules|\.ts:\d+/i;

export function decodeBody(res: FuzzResponse): string {
  const encoding = String(res.headers["content-encoding"] ?? "");
  try {
    if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
    if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
    if (encoding === "deflate") return inflateSync(res.body).toString("utf8");
  } catch {
    return "<undecodable " + encoding + ">";
  }
  return res.body.toString("utf8");
}

/** JSON-RPC error objects ({ message, code: number, data: { httpStatus } }) anywhere in `value`. */
function* rpcErrors(
  value: unknown,
  depth = 0,
): Generator<{ message?: unknown; code: number; data: { httpStatus?: number; code?: string } }> {
  if (depth > 12 || value === null || typeof value !== "object") return;
  const v = value as Record<string, unknown>;
  if (typeof v.code === "number" && v.data && typeof v.data === "object" && "httpStatus" in v.data) {
    yield v as never;
    return;
  }
  for (const item of Object.values(v)) yield* rpcErrors(item, depth + 1);
}

export function checkResponse(
  req: FuzzRequest,
  res: FuzzResponse,
  protectedFor: Record<Persona, Set<string>>,
): Verdict {
  const problems: string[] = [];
  const notes: string[] = [];
  const documents: unknown[] = [];
  if (res.status === 0) problems.push(res.body.toString("utf8"));
  else if (res.status >= 500 || res.status < 100) problems.push(`HTTP status ${res.status}`);

  // The path as the router sees it (/trpc/.. is the site root, not an API call).
  let pathname = req.url;
  try {
    pathname = new URL(req.url, "http://fuzz.invalid").pathname;
  } catch {
    // unparsable: keep the raw URL
  }
  const isTrpc = pathname.startsWith("/trpc/");
  const contentType = String(res.headers["content-type"] ?? "");
  const text = decodeBody(res);
  const expectsBody = req.method !== "HEAD" && res.status !== 204 && res.status !== 304;
  if ((isTrpc || contentType.includes("json")) && expectsBody) {
    const jsonl =
      contentType.includes("jsonl") ||
      (req.headers["trpc-accept"] === "application/jsonl" && text.includes("\n{"));
    try {
      if (jsonl)
        for (const line of text.split("\n").filter((l) => l.trim())) documents.push(JSON.parse(line));
      else documents.push(JSON.parse(text));
    } catch {
      problems.push(`answer is not JSON (content-type "${contentType}")`);
    }
    if (documents.length && isTrpc && !contentType.includes("json"))
      notes.push(`JSON answer labelled "${contentType}" (status ${res.status})`);
  }

  for (const doc of documents) {
    for (const error of rpcErrors(doc)) {
      const status = error.data.httpStatus ?? 0;
      if (status >= 500 || error.data.code === "INTERNAL_SERVER_ERROR")
        problems.push(`tRPC error ${error.data.code} (${status}) inside the answer`);
      if (typeof error.message === "string" && LEAK.test(error.message))
        problems.push(`error message reveals internals: ${error.message.slice(0, 200)}`);
    }
    if (doc && typeof doc === "object" && typeof (doc as { error?: unknown }).error === "string") {
      const message = (doc as { error: string }).error;
      if (LEAK.test(message)) problems.push(`error message reveals internals: ${message.slice(0, 200)}`);
    }
  }

  // Authorisation: a procedure that refused this persona at set-up never succeeds for it.
  // A bad cookie makes any persona a visitor.
  const effective = protectedFor[req.cookieOverride ? "anonymous" : req.persona];
  const doc = documents.length === 1 ? documents[0] : undefined;
  if (isTrpc && doc !== undefined && req.paths.length) {
    const entries = Array.isArray(doc) ? doc : [doc];
    entries.forEach((entry, i) => {
      const path = req.paths[Array.isArray(doc) ? i : 0];
      if (path && effective.has(path) && entry && typeof entry === "object" && "result" in entry) {
        problems.push(
          `${path} succeeded for ${req.cookieOverride ? "a caller with a bad cookie" : req.persona}`,
        );
      }
    });
  }
  return { problems, documents, notes };
}

const KEY_POOLS: Record<string, PoolName> = {
  labId: "lab",
  testId: "test",
  categoryId: "category",
  userId: "user",
  bookingId: "booking",
};

/** Collects ids, references, slugs and emails from successful tRPC answers into the pools. */
export function harvest(req: FuzzRequest, documents: unknown[], pools: Pools): void {
  for (const doc of documents) {
    const entries = Array.isArray(doc) ? doc : [doc];
    entries.forEach((entry, i) => {
      const data = (entry as { result?: { data?: unknown } } | null)?.result?.data;
      if (data === undefined) return;
      let value: unknown;
      try {
        value = superjson.deserialize(data as never);
      } catch {
        return;
      }
      const path = req.paths[Array.isArray(doc) ? i : 0] ?? "";
      let budget = 400;
      const walk = (node: unknown, key: string, parentPool: PoolName, depth: number) => {
        if (budget-- <= 0 || depth > 6) return;
        if (typeof node === "string") {
          if (key === "id" && UUID.test(node)) addToPool(pools, parentPool, node);
          else if (KEY_POOLS[key] && UUID.test(node)) addToPool(pools, KEY_POOLS[key], node);
          else if (key === "reference" && /^LC-[0-9A-Z]{6}$/.test(node)) addToPool(pools, "reference", node);
          else if (key === "slug" && node.length < 120) addToPool(pools, "slug", node);
          else if (key === "email" && node.length < 100) addToPool(pools, "email", node);
          return;
        }
        if (!node || typeof node !== "object") return;
        for (const [k, v] of Object.entries(node)) {
          const child: PoolName =
            k === "lab"
              ? "lab"
              : k === "test"
                ? "test"
                : k === "category"
                  ? "category"
                  : k === "user"
                    ? "user"
                    : parentPool;
          walk(v, k, child, depth + 1);
        }
      };
      walk(value, "", idPoolOf(path), 0);
    });
  }
}
