/**
 * Input generators for the HTTP fuzz test (apps/server/test/fuzz.test.ts), built on fast-check:
 *
 * - `schemaArbitrary`: "valid-ish" inputs for a procedure, derived from its zod schema through zod's
 *   JSON Schema export (`z.toJSONSchema`), with field-name hints (labId, scheduledDate, csv, …) that
 *   draw from pools of ids the server really has, so many calls get past validation into the services.
 * - `hostileValue`: the values a hostile client sends: long strings (to 100k characters), NUL and
 *   control characters, lone surrogates, huge/odd numbers (1e308, -0, NaN, Infinity), bigints,
 *   invalid dates, objects 1000 deep, arrays of 100k items, prototype-pollution keys, Maps/Sets.
 * - `mutatedInput`: a valid-ish input with one field (or one new key) replaced by a hostile value.
 *
 * Pools are read when a value is generated (not when the arbitrary is built), so ids harvested from
 * earlier responses (new bookings, posts, labs…) are used by later calls.
 */
import fc from "fast-check";
import { z } from "zod";
import { addDays, todayInDubai } from "@labcompare/domain";

/** Ids and values the server knows, by kind; filled at set-up and from responses. */
export type Pools = Record<PoolName, string[]>;
export const POOL_NAMES = [
  "lab",
  "test",
  "category",
  "user",
  "booking",
  "reference",
  "blog",
  "resource",
  "pageSeo",
  "offer",
  "email",
  "slug",
  "any",
] as const;
export type PoolName = (typeof POOL_NAMES)[number];

export function emptyPools(): Pools {
  return Object.fromEntries(POOL_NAMES.map((n) => [n, [] as string[]])) as unknown as Pools;
}

/** Adds `value` to a pool (bounded, no duplicates). */
export function addToPool(pools: Pools, name: PoolName, value: string): void {
  const pool = pools[name];
  if (pool.includes(value)) return;
  pool.push(value);
  if (pool.length > 400) pool.splice(0, pool.length - 400);
  if (name !== "any" && UUID.test(value)) addToPool(pools, "any", value);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value from `pools[name]` chosen when generated, or a fresh uuid when the pool is empty. */
export function fromPool(pools: Pools, name: PoolName): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(), fc.uuid()).map(([n, fallback]) => {
    const pool = pools[name].length ? pools[name] : pools.any;
    return pool.length ? pool[n % pool.length]! : fallback;
  });
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
};

/** The JSON Schema (input side) of a procedure's zod input, or null when it has none. */
export function inputJsonSchema(zodSchema: unknown): JsonSchema | null {
  if (!zodSchema) return null;
  try {
    return z.toJSONSchema(zodSchema as z.ZodType, {
      io: "input",
      unrepresentable: "any",
      cycles: "ref",
      reused: "inline",
    }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Today in Asia/Dubai when the fuzz started (a run is minutes long). */
const TODAY = todayInDubai();

/** Dates around today in Asia/Dubai: the past, inside the booking horizon, beyond it. */
const dateArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 2, max: 40 }).map((d) => addDays(TODAY, d)) },
  { weight: 1, arbitrary: fc.integer({ min: -400, max: 400 }).map((d) => addDays(TODAY, d)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "2024-02-30",
      "2023-13-01",
      "0000-01-01",
      "9999-12-31",
      "2025-02-29",
      "1970-01-01",
    ),
  },
);
/** Slot times: mostly on the 15-minute grid inside 07:00–22:00, some outside or odd. */
const timeArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: 7, max: 21 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("24:00", "23:59", "7:00", "07:00 ", "", "noon") },
);
const KNOWN_PASSWORDS = ["fuzz patient passphrase 7", "fuzz admin passphrase 9", "a sturdy passphrase"];

/** The pool a procedure's own `id` field draws from, by the procedure's path. */
export function idPoolOf(path: string): PoolName {
  if (path.startsWith("booking.") || path.startsWith("admin.bookings.")) return "booking";
  if (path.includes("labs")) return "lab";
  if (path.includes("tests")) return "test";
  if (path.includes("categories")) return "category";
  if (path.includes("blog")) return "blog";
  if (path.includes("resources")) return "resource";
  if (path.includes("seo.page")) return "pageSeo";
  if (path.includes("offers")) return "offer";
  if (path.includes("users")) return "user";
  return "any";
}

/** Field names whose values should come from a pool (ids) or a specific generator. */
function hintFor(
  key: string | undefined,
  schema: JsonSchema,
  pools: Pools,
  idPool: PoolName,
): fc.Arbitrary<unknown> | null {
  if (!key) return null;
  // Arrays of ids (testIds, labIds): the array is generated as usual, its items get the hint.
  if (schema.type === "array") return null;
  const k = key.toLowerCase();
  const uuidLike = schema.format === "uuid" || k.endsWith("id") || k.endsWith("ids");
  const poolFor = (): PoolName | null => {
    if (k === "labid" || k === "lab" || k === "labids") return "lab";
    if (k === "testid" || k === "testids") return "test";
    if (k === "categoryid" || k === "category") return "category";
    if (k === "userid") return "user";
    if (k === "entityid") return "any";
    if (k === "id") return idPool;
    return null;
  };
  const pool = poolFor();
  if (pool && uuidLike) {
    const base = fromPool(pools, pool);
    // Sometimes the slug instead of the id (idOrSlug fields), or the upper-case form of a uuid.
    return fc.oneof(
      { weight: 8, arbitrary: base },
      { weight: 1, arbitrary: fromPool(pools, "slug") },
      { weight: 1, arbitrary: base.map((s) => s.toUpperCase()) },
    );
  }
  if (
    k === "scheduleddate" ||
    k === "date" ||
    k === "from" ||
    k === "to" ||
    k === "datefrom" ||
    k === "dateto" ||
    k === "startdate" ||
    k === "enddate"
  ) {
    if (schema.type === "string" || schema.format === "date" || !schema.type) return dateArb;
  }
  if (k === "scheduledtime" || k === "time") return timeArb;
  if (k === "reference")
    return fc.oneof(
      { weight: 4, arbitrary: fromPool(pools, "reference") },
      { weight: 1, arbitrary: fc.stringMatching(/^LC-[0-9A-Z]{6}$/) },
    );
  if (k === "email" || k === "patientemail")
    return fc.oneof(
      { weight: 3, arbitrary: fromPool(pools, "email") },
      { weight: 2, arbitrary: fc.emailAddress() },
    );
  if (k === "password")
    return fc.oneof(fc.constantFrom(...KNOWN_PASSWORDS), fc.string({ minLength: 0, maxLength: 40 }));
  if (k === "idempotencykey") return fc.uuid();
  if (k === "csv") {
    const row = fc.tuple(
      fromPool(pools, "slug"),
      fc.oneof(
        fc.integer({ min: 1, max: 9999 }).map(String),
        fc.constantFrom("", "-5", "abc", "1e309", "0.001"),
      ),
    );
    return fc
      .array(row, { maxLength: 8 })
      .map((rows) => ["test,price_aed,turnaround_hours", ...rows.map(([t, p]) => `${t},${p},24`)].join("\n"));
  }
  if (k === "since")
    return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true });
  if (k === "path" || k === "pagepath")
    return fc.constantFrom(
      "/",
      "/search",
      "/labs",
      "/about",
      "/blog/x",
      "/tests/abc",
      "/product/x/test/y",
      "/nope",
      "",
    );
  if (k === "patientphone" || k === "phone")
    return fc.constantFrom("+971501234567", "0501234567", "+97142223333", "12", "+1 202 555 0100", null);
  if (k === "emirate" || k === "collectionemirate")
    return fc.constantFrom("Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Mars");
  if (k === "link" || k.endsWith("url") || k.endsWith("image") || k === "website") {
    return fc.oneof(
      { weight: 6, arbitrary: fc.webUrl({ validSchemes: ["https", "http"] }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "https://images.example.com/a.png",
          "https://www.dha.gov.ae/",
          "",
          null,
          "javascript:alert(1)",
          "ftp://x",
        ),
      },
    );
  }
  if (k === "slug")
    return fc.oneof(
      { weight: 5, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,3}$/) },
      { weight: 1, arbitrary: fromPool(pools, "slug") },
      { weight: 1, arbitrary: fc.constantFrom("", null, "Bad Slug") },
    );
  if (k === "loinccode") return fc.oneof(fc.stringMatching(/^\d{1,6}-\d$/), fc.constantFrom("", null));
  if (k === "weeklyhours") {
    const day = fc.oneof(
      { weight: 4, arbitrary: fc.constant([{ open: "07:00", close: "22:00" }]) },
      { weight: 1, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc.constant([
          { open: "08:00", close: "12:00" },
          { open: "13:00", close: "24:00" },
        ]),
      },
    );
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(day, { minLength: 7, maxLength: 7 }) },
      { weight: 1, arbitrary: fc.array(day, { maxLength: 9 }) },
    );
  }
  if (k === "homecollectionstart" || k === "homecollectionend" || k === "open" || k === "close")
    return timeArb;
  if (k === "googleanalyticsid") return fc.constantFrom("G-ABC123DEF4", "", null, "UA-1-1", "<script>");
  return null;
}

/**
 * Valid-ish values for a JSON Schema: mostly inside its bounds, sometimes on or just over them.
 * `key` is the property name the schema sits under (field-name hints).
 */
export function schemaArbitrary(
  schema: JsonSchema | null | undefined,
  pools: Pools,
  key?: string,
  depth = 0,
  idPool: PoolName = "any",
): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(undefined);
  const hinted = hintFor(key, schema, pools, idPool);
  if (hinted) return hinted;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((s) => schemaArbitrary(s, pools, key, depth + 1, idPool)));
  if (schema.allOf?.length) return schemaArbitrary(schema.allOf[0], pools, key, depth + 1, idPool);
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: fc.constant("not-in-enum") },
    );
  if ("const" in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
    case "number": {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
      const lo = Math.max(min, -1e9);
      const hi = Math.min(max, 1e9);
      const inside =
        type === "integer"
          ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) })
          : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
      return fc.oneof(
        { weight: 8, arbitrary: inside },
        { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1, 0, 1) },
      );
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const item = schema.items ?? schema.prefixItems?.[0];
      const minLength = Math.min(schema.minItems ?? 0, 3);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(schemaArbitrary(item, pools, key, depth + 1, idPool), { minLength, maxLength });
    }
    case "object": {
      const props = schema.properties ?? {};
      const names = Object.keys(props);
      if (names.length === 0)
        return fc.oneof(
          fc.constant({}),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
        );
      const model = Object.fromEntries(
        names.map((n) => [n, schemaArbitrary(props[n], pools, n, depth + 1, idPool)]),
      );
      const required = (schema.required ?? []).filter((n) => names.includes(n));
      // Mostly every required key; sometimes one is left out.
      return fc
        .tuple(fc.record(model, { requiredKeys: required }), fc.nat({ max: 19 }))
        .map(([value, drop]) => {
          if (drop === 0 && required.length) {
            const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
            delete copy[required[drop % required.length]!];
            return copy;
          }
          return value;
        });
    }
    default:
      // Unrepresentable in JSON Schema (dates, custom): anything small.
      return fc.oneof(fc.date(), fc.string({ maxLength: 10 }), fc.integer(), fc.constant(undefined));
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const capped = Math.min(maxLength, Math.max(minLength, 60));
  const formats: Record<string, fc.Arbitrary<string>> = {
    uuid: fc.uuid(),
    email: fc.emailAddress(),
    date: dateArb,
    "date-time": fc
      .date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString()),
    uri: fc.webUrl(),
    url: fc.webUrl(),
  };
  let base: fc.Arbitrary<string>;
  if (schema.format && formats[schema.format]) base = formats[schema.format]!;
  else if (schema.pattern) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(schema.pattern);
    } catch {
      re = null;
    }
    base = re
      ? fc.stringMatching(re).filter((s) => s.length <= maxLength)
      : fc.string({ minLength, maxLength: capped });
  } else {
    base = fc.oneof(
      { weight: 6, arbitrary: fc.string({ minLength, maxLength: capped }) },
      { weight: 2, arbitrary: fc.string({ minLength, maxLength: capped, unit: "grapheme" }) },
      { weight: 1, arbitrary: fc.constantFrom(...boundaryStrings(minLength, maxLength)) },
    );
  }
  return base;
}

/** One shared copy of the longest strings (a copy per field would cost hundreds of MB). */
const LONG_Y = "y".repeat(300_000);
const LONG_Z = "z".repeat(200_001);

function boundaryStrings(min: number, max: number): string[] {
  // Slices of a flat string share its memory in V8.
  const out = [
    "x".repeat(Math.max(min, 1)),
    "é".repeat(Math.min(max, 5000)),
    " ".repeat(Math.min(max, 50)),
    LONG_Y.slice(0, Math.min(max, 300_000)),
  ];
  if (max < 200_000) out.push(LONG_Z.slice(0, max + 1));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const CONTROL =
  Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("") +
  "\u007f\u0085\u2028\u2029\u200b\u200e\u202e\ufeff\ufffe\uffff";

/** Strings that have broken servers: NUL, controls, lone surrogates, injection and format strings. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  CONTROL,
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\ud83d\ude00",
  "\u202egnp.exe",
  "' OR '1'='1' --",
  "'; DROP TABLE bookings; --",
  "\\",
  "%",
  "_%_",
  "\\x00",
  "$1",
  "${process.env}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..%2f..%2f",
  "!(&|):*<->",
  "a & !b | (c <-> d):*",
  "'''",
  "(((((((((((((((((((((",
  "a".repeat(64) + "!",
  "Ω≈ç√∫˜µ≤≥÷",
  "ثبت الحجز",
  "👨‍👩‍👧‍👦".repeat(50),
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "NaN",
  "Infinity",
  "-0",
  "1e308",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "LC-AAAAAA",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "2025-02-29",
  "24:00",
];

const longString = fc
  .tuple(
    fc.constantFrom("a", "\u0000", "é", "\ud800", "😀", "%", "'", " ", "\n", "<", "Ā"),
    fc.integer({ min: 1, max: 100_000 }),
  )
  .map(([unit, n]) => unit.repeat(n).slice(0, 100_000));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 50, unit: "binary" }) },
  { weight: 1, arbitrary: longString },
  {
    weight: 1,
    arbitrary: fc.constantFrom("a".repeat(100_000), "\u0000".repeat(100_000), "\ud800".repeat(50_000)),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    0,
    NaN,
    Infinity,
    -Infinity,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    0.1 + 0.2,
    1e-7,
    99999999999.999,
  ),
  fc.double(),
  fc.integer(),
);

/** An object nested `depth` levels deep under `key`. */
export function deepObject(depth: number, key = "a"): unknown {
  let v: unknown = "bottom";
  for (let i = 0; i < depth; i++) v = { [key]: v };
  return v;
}
export function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** An object whose own keys are prototype-pollution names (own properties, as JSON.parse makes them). */
export function pollutionObject(
  inner: unknown = { isAdmin: true, polluted: "yes" },
): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({
      __proto__x: inner,
      constructor: { prototype: inner },
      prototype: inner,
      toString: "x",
      hasOwnProperty: 1,
    }).replace('"__proto__x"', '"__proto__"'),
  ) as Record<string, unknown>;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    { weight: 8, arbitrary: hostileString },
    { weight: 5, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<unknown>(
        null,
        undefined,
        true,
        false,
        new Date(NaN),
        new Date(8.64e15),
        new Date(-8.64e15),
        /(a+)+$/,
        new Error("boom"),
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 1000 }).map((d) => deepObject(d)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(deepObject(1000), deepArray(1000), deepObject(1000, "__proto__")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom<unknown>(1, "x", null, {}, "\u0000"))
        .map(([n, item]) => new Array<unknown>(n).fill(item)),
    },
    { weight: 1, arbitrary: fc.constant(new Array(100_000).fill(0)) },
    { weight: 1, arbitrary: fc.constant(pollutionObject()) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 20_000 })
        .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(tie("v"), tie("v")).map(([a, b]) => new Map<unknown, unknown>([[a, b]])),
    },
    { weight: 1, arbitrary: tie("v").map((a) => new Set([a])) },
    { weight: 2, arbitrary: fc.array(tie("v"), { maxLength: 4 }) },
    {
      weight: 2,
      arbitrary: fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom("__proto__", "constructor", "prototype", "then", "toJSON"),
        ),
        tie("v"),
        { maxKeys: 4 },
      ),
    },
  ),
})).v;

/** `input` with one of its keys (or a new one, sometimes a pollution key) set to a hostile value. */
export function mutatedInput(input: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      input,
      hostileValue,
      fc.nat(),
      fc.constantFrom("existing", "existing", "existing", "new", "__proto__", "constructor"),
    )
    .map(([value, bad, n, where]) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return bad;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (where === "existing" && keys.length) copy[keys[n % keys.length]!] = bad;
      else if (where === "new") copy[`extra${n % 5}`] = bad;
      else
        Object.defineProperty(copy, where, {
          value: bad,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return copy;
    });
}
