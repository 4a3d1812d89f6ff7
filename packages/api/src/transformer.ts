/**
 * The tRPC transformer: superjson, with a shortcut for answers that are plain JSON already.
 *
 * superjson walks every value of an answer to find what JSON cannot carry (dates, undefined, Maps,
 * shared references, …); for a test with its offers (over a thousand values, none of them special)
 * that walk costs several times JSON.stringify, a large share of the request's CPU
 * (docs/performance.md). When a
 * check that costs about one JSON.stringify finds nothing special, `{ json: value }` is sent: the
 * document superjson itself writes for such a value (packages/api/test/transformer.test.ts compares the
 * two on generated values). Anything else goes through superjson. Clients keep `superjson` as their
 * transformer: what they receive is always a superjson document. The shortcut assumes no custom
 * superjson rule (registerCustom/registerClass) claims plain objects or strings; none is registered.
 */
import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

/** Objects whose keys superjson refuses (prototype pollution): left to superjson, which throws. */
const REFUSED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * True when superjson would write `value` as `{ json: value }` with no `meta`: only strings, finite
 * numbers other than -0, booleans, null, arrays without holes and plain objects, each object reached
 * once (superjson records shared references), no refused keys. Iterative, so depth cannot overflow.
 */
export function isPlainJson(value: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    switch (typeof item) {
      case "string":
      case "boolean":
        continue;
      case "number":
        if (!Number.isFinite(item) || Object.is(item, -0)) return false;
        continue;
      case "object":
        break;
      default:
        return false; // undefined, bigint, symbol, function
    }
    if (item === null) continue;
    if (seen.has(item) || item === Object.prototype) return false;
    seen.add(item);
    // Strings, booleans and null (most values) are settled here rather than queued.
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        if (!(i in item)) return false;
        const child: unknown = item[i];
        if (typeof child !== "string" && typeof child !== "boolean" && child !== null) pending.push(child);
      }
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(item);
    if (proto !== Object.prototype && proto !== null) return false; // Date, Map, class instances, …
    for (const key of Object.keys(item)) {
      if (REFUSED_KEYS.has(key)) return false;
      const child: unknown = (item as Record<string, unknown>)[key];
      if (typeof child !== "string" && typeof child !== "boolean" && child !== null) pending.push(child);
    }
  }
  return true;
}

/** superjson.serialize, skipping its walk when the value is plain JSON (see the module comment). */
export function serializeOutput(value: unknown): SuperJSONResult {
  return isPlainJson(value) ? { json: value as SuperJSONResult["json"] } : superjson.serialize(value);
}

/**
 * The server's transformer: inputs are read by superjson as sent by the clients; answers are written
 * by `serializeOutput`. Use `superjson` itself on the client side.
 */
export const transformer = {
  input: superjson,
  output: { serialize: serializeOutput, deserialize: superjson.deserialize.bind(superjson) },
};
