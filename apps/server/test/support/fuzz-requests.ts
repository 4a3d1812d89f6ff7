/**
 * HTTP requests for the fuzz test, as fast-check arbitraries: well-formed tRPC calls with valid-ish
 * or hostile inputs, and malformed transport (superjson envelopes, JSON, raw bytes, batches, query
 * strings, percent-encoding, methods, headers), each for a persona (anonymous, patient, lab staff,
 * admin) whose cookie the harness adds when the request is sent.
 */
import fc from "fast-check";
import superjson from "superjson";
import {
  deepArray,
  hostileString,
  hostileValue,
  mutatedInput,
  NASTY_STRINGS,
  schemaArbitrary,
  type Pools,
} from "./fuzz-inputs.ts";
import { idPoolOf, inputJsonSchema } from "./fuzz-inputs.ts";

export const PERSONAS = ["anonymous", "patient", "staff", "admin"] as const;
export type Persona = (typeof PERSONAS)[number];

export interface FuzzRequest {
  /** Which generator made it (for the summary). */
  kind: string;
  persona: Persona;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * "socket": sent to the app listening on a loopback port instead of through `inject`. Used for
   * multipart bodies: light-my-request's request object is not an `http.IncomingMessage`, which makes
   * tRPC's adapter throw (a 500 that a real socket never produces).
   */
  transport: "inject" | "socket";
  /** The tRPC procedure paths the URL names, in batch order (empty when not a tRPC call). */
  paths: string[];
  /** Replace the persona's cookie with this one (malformed/expired cookies). */
  cookieOverride?: string;
}

export interface ProcedureInfo {
  path: string;
  type: "query" | "mutation";
  /** Valid-ish input for the procedure (undefined for procedures without input). */
  input: fc.Arbitrary<unknown>;
  /** The valid-ish input with one field made hostile. */
  mutated: fc.Arbitrary<unknown>;
}

/** Procedures of a tRPC router (`appRouter._def.procedures`), with input generators from their zod schemas. */
export function describeProcedures(procedures: Record<string, unknown>, pools: Pools): ProcedureInfo[] {
  return Object.entries(procedures).map(([path, procedure]) => {
    const def = (procedure as { _def: { type: string; inputs: unknown[] } })._def;
    if (def.type !== "query" && def.type !== "mutation")
      throw new Error(`Unexpected procedure type ${def.type} at ${path}`);
    const schema = inputJsonSchema(def.inputs[0]);
    const input = schema
      ? schemaArbitrary(schema, pools, undefined, 0, idPoolOf(path))
      : fc.constantFrom(undefined, undefined, {}, null);
    return { path, type: def.type, input, mutated: mutatedInput(input) };
  });
}

const JSON_HEADERS = { "content-type": "application/json" };

/** JSON.stringify that survives bigints (a replacer only when needed: it slows big arrays tenfold). */
function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v)) ?? "null";
  }
}

/**
 * True when `value` is plain JSON (strings, finite numbers other than -0, booleans, null, arrays and
 * plain objects): superjson would send it unchanged as `{"json": value}`, and walking a 100k-item
 * array through superjson costs half a second.
 */
function isPlainJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  let budget = 2_000_000;
  while (stack.length) {
    if (--budget < 0) return false;
    const v = stack.pop();
    if (v === null || typeof v === "string" || typeof v === "boolean") continue;
    if (typeof v === "number") {
      if (!Number.isFinite(v) || Object.is(v, -0)) return false;
      continue;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return false;
        stack.push(v[i]);
      }
      continue;
    }
    if (typeof v !== "object" || Object.getPrototypeOf(v) !== Object.prototype) return false;
    for (const key of Object.keys(v)) stack.push((v as Record<string, unknown>)[key]);
  }
  return true;
}

/** The superjson wire form of `value` as JSON text; `{"json": …}` when superjson cannot serialize it. */
export function superjsonText(value: unknown): string {
  if (isPlainJson(value)) return stringify({ json: value });
  try {
    return stringify(superjson.serialize(value));
  } catch {
    return stringify({ json: value });
  }
}

/** URL query value: percent-encoded, never throwing on lone surrogates. */
function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}

/** A well-formed single call of `proc` with `input` (GET for queries, POST for mutations). */
export function callRequest(
  proc: ProcedureInfo,
  input: unknown,
  persona: Persona,
  kind: string,
): FuzzRequest {
  if (proc.type === "query") {
    const query = input === undefined ? "" : `?input=${enc(superjsonText(input))}`;
    return {
      kind,
      persona,
      method: "GET",
      url: `/trpc/${proc.path}${query}`,
      headers: {},
      transport: "inject",
      paths: [proc.path],
    };
  }
  return {
    kind,
    persona,
    method: "POST",
    url: `/trpc/${proc.path}`,
    headers: { ...JSON_HEADERS },
    payload: input === undefined ? "" : superjsonText(input),
    transport: "inject",
    paths: [proc.path],
  };
}

/** A well-formed batch (`?batch=1`) of calls of one type. */
export function batchRequest(
  calls: { proc: ProcedureInfo; input: unknown }[],
  persona: Persona,
  kind: string,
): FuzzRequest {
  const paths = calls.map((c) => c.proc.path);
  const inputs = `{${calls.map((c, i) => `"${i}":${c.input === undefined ? "{}" : superjsonText(c.input)}`).join(",")}}`;
  if (calls[0]!.proc.type === "query") {
    return {
      kind,
      persona,
      method: "GET",
      url: `/trpc/${paths.join(",")}?batch=1&input=${enc(inputs)}`,
      headers: {},
      transport: "inject",
      paths,
    };
  }
  return {
    kind,
    persona,
    method: "POST",
    url: `/trpc/${paths.join(",")}?batch=1`,
    headers: { ...JSON_HEADERS },
    payload: inputs,
    transport: "inject",
    paths,
  };
}

/**
 * Inputs that make an object graph with two or more references back to itself (superjson's
 * referentialEqualities). Once a hang (see fuzz.test.ts, "cyclic input"): the server's NUL check
 * walked every path through the graph; it now visits each object once.
 */
export const CYCLIC_ENVELOPES = [
  '{"json":{"a":{},"b":{}},"meta":{"referentialEqualities":{"a":["b","b.c","a.d"]}}}',
  '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["a.x","a.y"]}}}',
  '{"json":{"email":"a@b.c","password":"xxxxxxxx","a":{}},"meta":{"referentialEqualities":{"a":["a.x","a.y","a.z"]}}}',
];

/** Raw superjson envelopes that are wrong in some way: bad meta, unknown types, pollution paths, single cycles. */
const badEnvelope = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '{"json":{"__proto__":{"isAdmin":true,"polluted":"yes"}}}',
      '{"json":{"constructor":{"prototype":{"polluted":"yes"}}}}',
      '{"json":{"a":"x"},"meta":{"values":{"__proto__.polluted":["undefined"]}}}',
      '{"json":{"a":"x"},"meta":{"values":{"constructor.prototype.polluted":["undefined"]}}}',
      '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["a.b"]}}}',
      '{"json":{"a":{}},"meta":{"referentialEqualities":{"__proto__":["a"]}}}',
      '{"json":{},"meta":{"referentialEqualities":[["a"]]}}',
      '{"json":"NaN","meta":{"values":["number"]}}',
      '{"json":"-0","meta":{"values":["number"]}}',
      '{"json":"1e99999","meta":{"values":["bigint"]}}',
      '{"json":"not a date","meta":{"values":["Date"]}}',
      '{"json":"/(a+)+$/","meta":{"values":["regexp"]}}',
      '{"json":"(","meta":{"values":["regexp"]}}',
      '{"json":[[1,2]],"meta":{"values":["map"]}}',
      '{"json":[1,1,1],"meta":{"values":["set"]}}',
      '{"json":{"name":"x","message":"y"},"meta":{"values":["Error"]}}',
      '{"json":"::not a url","meta":{"values":["URL"]}}',
      '{"json":"x","meta":{"values":["symbol","s"]}}',
      '{"json":"x","meta":{"values":[["class","Nope"]]}}',
      '{"json":"x","meta":{"values":[["custom","Nope"]]}}',
      '{"json":"x","meta":{"values":["nonsense"]}}',
      '{"json":"x","meta":{"values":{"a.b.c.d":["Date"]}}}',
      '{"json":{"id":"x"},"meta":{"values":{"id":[["map",{}]]}}}',
      '{"json":{"q":"x"},"meta":{"values":{"":["undefined"]}}}',
      '{"json":{"q":"x"},"meta":{"values":5}}',
      '{"json":{"q":"x"},"meta":"bad"}',
      '{"json":{"q":"x"},"meta":null}',
      '{"json":{"q":"x"},"meta":{"values":{"q":["number"]},"v":999}}',
      '{"meta":{"values":{"q":["Date"]}}}',
      '{"json":{"q":"x"},"extra":1}',
      '{"JSON":{"q":"x"}}',
      '{"json":{"page":"Infinity"},"meta":{"values":{"page":["number"]}}}',
      '{"json":{"page":"-Infinity","minPrice":"NaN","maxPrice":"-0"},"meta":{"values":{"page":["number"],"minPrice":["number"],"maxPrice":["number"]}}}',
      '{"json":{"days":"99999999999999999999999999999","id":"1"},"meta":{"values":{"days":["bigint"],"id":["bigint"]}}}',
      '{"json":{"since":"2024-13-45T99:99:99Z"},"meta":{"values":{"since":["Date"]}}}',
      '{"json":{"since":"-271821-04-20T00:00:00.000Z"},"meta":{"values":{"since":["Date"]}}}',
      ...CYCLIC_ENVELOPES,
    ),
    // A hostile value at some key, annotated with a random superjson type.
    fc
      .tuple(
        fc.constantFrom("id", "q", "page", "labId", "email", "since", "testIds", "a.b"),
        hostileString,
        fc.constantFrom(
          "Date",
          "bigint",
          "number",
          "regexp",
          "set",
          "map",
          "undefined",
          "Error",
          "URL",
          "symbol",
          "nope",
        ),
      )
      .map(([key, value, type]) =>
        stringify({ json: { [key]: value }, meta: { values: { [key]: [type] } } }),
      ),
  );

/** Raw bodies that are not a well-formed JSON document (or not JSON at all). */
const badBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom<string | Buffer>(
    "",
    " ",
    "{",
    "}",
    "{bad",
    '{"json":',
    '{"json":{"email":"a@b.c"',
    "null",
    "true",
    "1e999999",
    "-0",
    '"\\ud800"',
    '{"json":"\\u0000"}',
    "[]",
    "[[[[",
    '{"json":{"a":1,"a":2}}',
    "\ufeff{}",
    "\ufeff" + '{"json":{}}',
    "undefined",
    "NaN",
    "{'json': {}}",
    '{"json": {}} trailing',
    "a=1&b=2",
    Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from('{"json":{"email":"\xed\xa0\x80@example.com","password":"xxxxxxxx"}}', "latin1"),
    Buffer.from('{"json":{"q":"\xc3"}}', "latin1"),
    Buffer.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad]),
    "[".repeat(100_000),
    "[".repeat(100_000) + "]".repeat(100_000),
    '{"json":' + '{"a":'.repeat(5000) + "1" + "}".repeat(5001),
    " ".repeat(1_000_000) + "{}",
    '{"json":"' + "a".repeat(2_200_000) + '"}',
  ),
  fc.string({ maxLength: 200, unit: "binary" }),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "application/json; charset=nope",
  "APPLICATION/JSON",
  "application/json, text/html",
  "application/jsonl",
  "text/plain",
  "text/json",
  "application/x-www-form-urlencoded",
  "application/octet-stream",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "ä/ö",
  "",
];

function personaArb(): fc.Arbitrary<Persona> {
  return fc.constantFrom(...PERSONAS);
}

/** Cookie headers that are not a valid session of ours. */
const badCookie = fc.constantFrom(
  "labcompare_session=",
  "labcompare_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  "labcompare_session=%ff",
  "labcompare_session=" + "a".repeat(129),
  'labcompare_session="unterminated',
  "labcompare_session=a; labcompare_session=b",
  "=; ;;; =%; x",
  "labcompare_session=" + "z".repeat(8000),
  "_ga=GA1.%ff; labcompare_session=../../etc",
);

const PAGE_PREFIXES = [
  "/tests/",
  "/blog/",
  "/product/",
  "/product/x/test/",
  "/bookings/",
  "/book/",
  "/admin/",
  "/labs/",
  "/",
];
const ODD_TRPC_PATHS = [
  "",
  ".",
  "..",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "auth.__proto__",
  "auth.constructor",
  "admin",
  "admin.bookings",
  "auth..me",
  ".auth.me",
  "auth.me.",
  "auth.me/extra",
  "auth.me,",
  ",",
  "auth%2Eme",
  "auth%252Eme",
  "AUTH.ME",
  "auth.me%00",
  "%00",
  "auth%2",
  "%ff",
  "%",
  "%e2%82",
  "%c0%ae%c0%ae",
  "..%2f..%2fetc%2fpasswd",
  "a".repeat(6000),
  Array(60).fill("auth.me").join(","),
];

/**
 * Every kind of request the fuzz sends, weighted. `procs` are the router's procedures; `pools` the
 * ids the server knows.
 */
export function requestArbitrary(
  procs: ProcedureInfo[],
  opts: { extra?: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] } = {},
): fc.Arbitrary<FuzzRequest> {
  const procArb = fc.constantFrom(...procs);
  const queries = procs.filter((p) => p.type === "query");
  const mutations = procs.filter((p) => p.type === "mutation");

  const validish = fc
    .tuple(procArb, personaArb())
    .chain(([proc, persona]) => proc.input.map((input) => callRequest(proc, input, persona, "valid-ish")));

  // (Arbitraries are built once: building them inside `chain` for every value costs more than the requests.)
  const hostile = fc
    .tuple(procArb, personaArb(), fc.boolean())
    .chain(([proc, persona, whole]) =>
      (whole ? hostileValue : proc.mutated).map((input) =>
        callRequest(proc, input, persona, "hostile-input"),
      ),
    );

  const envelope = fc
    .tuple(procArb, personaArb(), badEnvelope())
    .map(([proc, persona, text]): FuzzRequest => {
      if (proc.type === "query")
        return {
          kind: "envelope",
          persona,
          method: "GET",
          url: `/trpc/${proc.path}?input=${enc(text)}`,
          headers: {},
          transport: "inject",
          paths: [proc.path],
        };
      return {
        kind: "envelope",
        persona,
        method: "POST",
        url: `/trpc/${proc.path}`,
        headers: { ...JSON_HEADERS },
        payload: text,
        transport: "inject",
        paths: [proc.path],
      };
    });

  const body = fc
    .tuple(
      fc.constantFrom(...mutations),
      personaArb(),
      badBody,
      fc.constantFrom(...CONTENT_TYPES),
      fc.constantFrom(undefined, undefined, undefined, "gzip", "deflate", "br", "identity, gzip", "nope"),
    )
    .map(([proc, persona, payload, contentType, encoding]): FuzzRequest => {
      const headers: Record<string, string> = {};
      if (contentType) headers["content-type"] = contentType;
      if (encoding) headers["content-encoding"] = encoding;
      return {
        kind: "raw-body",
        persona,
        method: "POST",
        url: `/trpc/${proc.path}`,
        headers,
        payload,
        transport: contentType.startsWith("multipart/") ? "socket" : "inject",
        paths: [proc.path],
      };
    });

  const callOf = (list: ProcedureInfo[]) =>
    fc
      .tuple(fc.constantFrom(...list), fc.nat({ max: 3 }))
      .chain(([proc, n]) => (n === 0 ? proc.mutated : proc.input).map((input) => ({ proc, input })));
  const batchOf = (list: ProcedureInfo[]) =>
    fc
      .tuple(fc.array(callOf(list), { minLength: 1, maxLength: 25 }), personaArb(), fc.boolean())
      .map(([calls, persona, stream]) => {
        const req = batchRequest(calls, persona, "batch");
        if (stream) req.headers["trpc-accept"] = "application/jsonl";
        return req;
      });
  const goodBatch = fc.oneof(batchOf(queries), batchOf(mutations));

  const badBatch = fc
    .tuple(
      personaArb(),
      fc.array(fc.constantFrom(...procs.map((p) => p.path), "nope", "", "__proto__", "auth.me.x"), {
        minLength: 0,
        maxLength: 50,
      }),
      fc.nat(),
      fc.boolean(),
      fc.constantFrom(
        "batch=1",
        "batch=1",
        "batch=true",
        "batch=0",
        "batch=2",
        "batch=-1",
        "batch=1&batch=1",
        "batch=%ff",
        "batch",
      ),
    )
    .map(([persona, paths, n, get, query]): FuzzRequest => {
      const choices = [
        // keys that do not match the paths
        () => stringify(Object.fromEntries(paths.map((_, i) => [i + 1, { json: {} }]))),
        () => stringify(Object.fromEntries(paths.map((_, i) => [`k${i}`, { json: {} }]))),
        () => stringify(paths.map(() => ({ json: {} }))),
        () =>
          stringify({ 0: { json: {} }, [n % 100]: "x", "-1": { json: {} }, __proto__x: 1 }).replace(
            "__proto__x",
            "__proto__",
          ),
        () => stringify({ 0: null, 1: 5, 2: "str", 3: [], 4: { meta: {} } }),
        () => '"not an object"',
        () => "[]",
        () => "{",
        () => "",
      ];
      const inputs = choices[n % choices.length]!();
      const url = `/trpc/${paths.join(",")}?${query}`;
      if (get)
        return {
          kind: "bad-batch",
          persona,
          method: "GET",
          url: `${url}&input=${enc(inputs)}`,
          headers: {},
          transport: "inject",
          paths,
        };
      return {
        kind: "bad-batch",
        persona,
        method: "POST",
        url,
        headers: { ...JSON_HEADERS },
        payload: inputs,
        transport: "inject",
        paths,
      };
    });

  const badQuery = fc
    .tuple(
      fc.constantFrom(...queries),
      personaArb(),
      fc.oneof(
        fc.constantFrom(
          "input=",
          "input=%",
          "input=%ZZ",
          "input=%ff",
          "input=%ed%a0%80",
          "input={",
          "input=1&input=2",
          "input[]=1",
          "input[a]=b",
          "input=null",
          "input=%7B%22json%22%3A%7B%7D%7D&batch=1",
          "batch=1",
          "batch=1&input=%7B%7D",
          "input=" + "%7B%22json%22%3A".repeat(2000),
          "input=" + "a".repeat(100_000),
          "input=%00",
          "%=%",
          "&&&&",
          "input=%7B%22json%22%3A%22%5Cud800%22%7D",
          "connectionParams=1",
          "input=" + encodeURIComponent(stringify({ json: deepArray(1000) })),
        ),
        hostileString.map((s) => `input=${enc(s)}`),
        hostileString.map((s) => `input=${enc(stringify({ json: { q: s, id: s, labId: s } }))}`),
      ),
    )
    .map(([proc, persona, query]): FuzzRequest => ({
      kind: "bad-query",
      persona,
      method: "GET",
      url: `/trpc/${proc.path}?${query}`,
      headers: {},
      transport: "inject",
      paths: [proc.path],
    }));

  const badPath = fc
    .tuple(
      personaArb(),
      fc.oneof(
        fc.constantFrom(...ODD_TRPC_PATHS),
        hostileString.map((s) => enc(s).slice(0, 5000)),
      ),
      fc.constantFrom("GET", "POST"),
    )
    .map(([persona, path, method]): FuzzRequest => ({
      kind: "bad-path",
      persona,
      method,
      url: `/trpc/${path}`,
      headers: method === "POST" ? { ...JSON_HEADERS } : {},
      payload: method === "POST" ? '{"json":{}}' : undefined,
      transport: "inject",
      // Only plain procedure names take part in the authorisation check.
      paths: [],
    }));

  const otherRoute = fc
    .tuple(
      personaArb(),
      fc.constantFrom(
        ...PAGE_PREFIXES,
        "/bookings/",
        "/health?",
        "/sitemap.xml?",
        "/robots.txt?",
        "/assets/",
      ),
      fc.oneof(
        fc.constantFrom(...NASTY_STRINGS),
        hostileString,
        fc.constantFrom("%ff", "%", "%2e%2e%2f", "LC-AAAAAA.ics", "lc-aaaaaa.ics", "..", "x/y/z", "%00"),
      ),
    )
    .map(([persona, prefix, seg]): FuzzRequest => {
      const raw = /%/.test(seg) && seg.length < 20 ? seg : enc(seg).slice(0, 5000);
      return {
        kind: "other-route",
        persona,
        method: "GET",
        url: `${prefix}${raw}`,
        headers: { accept: "text/html" },
        transport: "inject",
        paths: [],
      };
    });

  const methods = fc
    .tuple(
      procArb,
      personaArb(),
      fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "GET", "POST"),
      fc.oneof(
        fc.constant<Record<string, string>>({}),
        fc.constant<Record<string, string>>({ origin: "https://evil.example" }),
        fc.constant<Record<string, string>>({ origin: "null" }),
        fc.constant<Record<string, string>>({ origin: "::::" }),
        fc.constant<Record<string, string>>({ "sec-fetch-site": "cross-site" }),
        fc.constant<Record<string, string>>({ "trpc-accept": "application/jsonl" }),
        fc.constant<Record<string, string>>({ "x-forwarded-for": "1.2.3.4, ::ffff:garbage" }),
        fc.constant<Record<string, string>>({ "accept-encoding": "br;q=NaN, gzip;q=-1, *" }),
        fc.constant<Record<string, string>>({
          "content-type": "application/json",
          "content-encoding": "gzip",
        }),
        fc.constant<Record<string, string>>({ "user-agent": "x".repeat(10_000) }),
      ),
      fc.option(badCookie, { nil: undefined }),
    )
    .chain(([proc, persona, method, headers, cookie]) =>
      proc.input.map((input): FuzzRequest => {
        const base = callRequest(proc, input, persona, "method-header");
        const hasBody = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
        return {
          ...base,
          method,
          headers: { ...(hasBody ? JSON_HEADERS : {}), ...headers },
          payload: hasBody ? (base.payload ?? superjsonText(input)) : undefined,
          cookieOverride: cookie,
        };
      }),
    );

  return fc.oneof(
    { weight: 40, arbitrary: validish },
    { weight: 22, arbitrary: hostile },
    { weight: 7, arbitrary: envelope },
    { weight: 7, arbitrary: body },
    { weight: 5, arbitrary: goodBatch },
    { weight: 4, arbitrary: badBatch },
    { weight: 5, arbitrary: badQuery },
    { weight: 3, arbitrary: badPath },
    { weight: 3, arbitrary: otherRoute },
    { weight: 4, arbitrary: methods },
    ...(opts.extra ?? []),
  );
}
