/**
 * The benchmark's routes, each on the project and on the bare server: catalog.search, the test page
 * (catalog.tests.byId) and booking.create. `once` sends one request as autocannon would and decodes
 * the answer; `checkAnswersAgree` sends each route once to both servers and throws unless both
 * answer 200 with the same results (search ids and total, offer ids, a booking of the same status,
 * pending or confirmed, and total in AED).
 */
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { AutocannonRequest } from "autocannon";
import { sessionCookie, type BookingPlan } from "./booking-plan.ts";
import type { Server } from "./processes.ts";

export interface Target {
  server: Server;
  request: AutocannonRequest;
  bookings?: BookingPlan;
}
export interface Route {
  name: string;
  project: Target;
  bare: Target;
}

/** The GET path of a tRPC query with its superjson input. */
export const trpcGet = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

/**
 * A booking.create POST for autocannon: each request the plan's next booking, as its user (session
 * cookie added to `headers`), the body `wrap(input)` as JSON.
 */
export const bookingRequest = (
  plan: BookingPlan,
  path: string,
  headers: Record<string, string>,
  wrap: (input: unknown) => unknown,
): AutocannonRequest => ({
  method: "POST",
  path,
  headers,
  setupRequest: (req) => {
    const { input, user } = plan.next();
    return {
      ...req,
      headers: { ...headers, cookie: sessionCookie(user.token) },
      body: JSON.stringify(wrap(input)),
    };
  },
});

/** The three routes; `testId` is the test a visitor opens from the search (its first result). */
export function benchRoutes(opts: {
  project: Server;
  bare: Server;
  publicUrl: string;
  acceptEncoding: string;
  searchQuery: string;
  testId: string;
  projectPlan: BookingPlan;
  barePlan: BookingPlan;
}): Route[] {
  const { project, bare, searchQuery: q, testId } = opts;
  const baseHeaders: Record<string, string> = opts.acceptEncoding
    ? { "accept-encoding": opts.acceptEncoding }
    : {};
  const postHeaders = { ...baseHeaders, "content-type": "application/json", origin: opts.publicUrl };
  return [
    {
      name: `catalog.search "${q}" p1`,
      project: {
        server: project,
        request: { method: "GET", path: trpcGet("catalog.search", { q, page: 1 }), headers: baseHeaders },
      },
      bare: {
        server: bare,
        request: { method: "GET", path: `/bare/search?q=${q}&page=1`, headers: baseHeaders },
      },
    },
    {
      name: "catalog.tests.byId",
      project: {
        server: project,
        request: { method: "GET", path: trpcGet("catalog.tests.byId", { id: testId }), headers: baseHeaders },
      },
      bare: { server: bare, request: { method: "GET", path: `/bare/tests/${testId}`, headers: baseHeaders } },
    },
    {
      name: "booking.create (signed in)",
      project: {
        server: project,
        request: bookingRequest(opts.projectPlan, "/trpc/booking.create", postHeaders, (input) => ({
          json: input,
        })),
        bookings: opts.projectPlan,
      },
      bare: {
        server: bare,
        request: bookingRequest(opts.barePlan, "/bare/bookings", postHeaders, (input) => input),
        bookings: opts.barePlan,
      },
    },
  ];
}

/** The request autocannon would send next for `target` (its setupRequest applied). */
export function nextRequest(target: Target): AutocannonRequest {
  const req: AutocannonRequest = { ...target.request };
  return req.setupRequest ? req.setupRequest(req, {})! : req;
}

/** One request as autocannon sends it: status, the decoded body, and the bytes of the body on the wire. */
export function once(target: Target): Promise<{ status: number; body: string; bytes: number }> {
  const req = nextRequest(target);
  return new Promise((resolvePromise, reject) => {
    const r = httpRequest(
      `${target.server.baseUrl}${req.path}`,
      { method: req.method, headers: req.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            encoding === "br"
              ? brotliDecompressSync(raw)
              : encoding === "gzip"
                ? gunzipSync(raw)
                : encoding === "deflate"
                  ? inflateSync(raw)
                  : raw;
          resolvePromise({ status: res.statusCode ?? 0, body: body.toString("utf8"), bytes: raw.length });
        });
      },
    );
    r.on("error", reject);
    r.end(req.body);
  });
}

/**
 * A booking's values that differ between two bookings of the same place: only their shape is
 * compared (confirmBy counts from the creation time; each plan books as its own users).
 */
const PER_BOOKING_KEYS = new Set([
  "id",
  "reference",
  "createdAt",
  "confirmBy",
  "patientName",
  "patientEmail",
]);

const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/**
 * Where `a` and `b` differ ("" when they are the same), walking objects and arrays: every key on
 * both sides and equal values, except under keys in `loose`, where only the shape must agree (the
 * same keys, kinds and array lengths). `shapeOnly` is that mode, for the walk below such a key.
 */
export function answerDifference(
  a: unknown,
  b: unknown,
  loose: ReadonlySet<string> = new Set(),
  at = "$",
  shapeOnly = false,
): string {
  if (kind(a) !== kind(b)) return `${at}: ${kind(a)} against ${kind(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}: ${a.length} items against ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = answerDifference(a[i], b[i], loose, `${at}[${i}]`, shapeOnly);
      if (d) return d;
    }
    return "";
  }
  if (kind(a) === "object") {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    for (const key of [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort()) {
      if (!(key in ao) || !(key in bo))
        return `${at}.${key}: only in the ${key in ao ? "project's" : "bare"} answer`;
      const d = answerDifference(ao[key], bo[key], loose, `${at}.${key}`, shapeOnly || loose.has(key));
      if (d) return d;
    }
    return "";
  }
  return shapeOnly || a === b ? "" : `${at}: ${JSON.stringify(a)} against ${JSON.stringify(b)}`;
}

/**
 * Both servers answer each route with 200 and the same answer: search and the test page the same
 * JSON (both languages' texts, every offer and lab), a booking of the same place (both plans start
 * at the same one) the same fields with the same values but for PER_BOOKING_KEYS. Throws naming the
 * first difference.
 */
export async function checkAnswersAgree(routes: Route[]): Promise<void> {
  const unwrap = (body: string) =>
    (JSON.parse(body) as { result: { data: { json: Record<string, unknown> } } }).result.data.json;
  for (const route of routes) {
    const [p, b] = [await once(route.project), await once(route.bare)];
    if (p.status !== 200 || b.status !== 200)
      throw new Error(
        `${route.name}: project ${p.status} ${p.body.slice(0, 300)} | bare ${b.status} ${b.body.slice(0, 300)}`,
      );
    const pj = unwrap(p.body);
    const bj = JSON.parse(b.body) as Record<string, unknown>;
    const booking = route.name.startsWith("booking");
    const difference =
      answerDifference(pj, bj, booking ? PER_BOOKING_KEYS : new Set()) ||
      // A lab with automatic confirmation answers "confirmed"; which lab the first place is at depends on the hour.
      (booking && !["pending", "confirmed"].includes(String(pj.status)) ? `status ${String(pj.status)}` : "");
    if (difference)
      throw new Error(
        `${route.name}: the project's and the bare server's answers differ at ${difference}:\n${p.body.slice(0, 400)}\n${b.body.slice(0, 400)}`,
      );
  }
}
