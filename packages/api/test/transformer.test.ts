/**
 * The transformer's shortcut (src/transformer.ts) writes what superjson writes: for generated values
 * of every kind (plain JSON, dates, undefined, Maps, Sets, BigInts, -0, NaN, sparse arrays,
 * null-prototype objects, shared references, refused keys), `serializeOutput` gives the same text
 * on the wire as `superjson.serialize`, or throws when it throws, and the client reads it back alike.
 * Size: TRANSFORMER_RUNS generated values per property (default 1,500).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import superjson, { type SuperJSONResult } from "superjson";
import { isPlainJson, serializeOutput } from "../src/transformer.ts";

const runs = Number(process.env.TRANSFORMER_RUNS ?? 1500);

/** The wire text of `serialize(value)`, or the error's message when it throws. */
function wire(serialize: (v: unknown) => unknown, value: unknown): string {
  try {
    return JSON.stringify(serialize(value));
  } catch (error) {
    return `threw: ${(error as Error).message}`;
  }
}

const anything = fc.anything({
  maxDepth: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

describe("transformer", () => {
  it("writes what superjson writes, for any value", () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(wire(serializeOutput, value)).toBe(wire((v) => superjson.serialize(v), value));
      }),
      { numRuns: runs },
    );
  });

  it("takes the shortcut for plain JSON, and the client reads it back as sent", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        // fast-check's jsonValue may hold -0, which superjson annotates: the shortcut must leave it.
        const hasNegativeZero = JSON.stringify(value, (_k, v: unknown) =>
          Object.is(v, -0) ? "-0!" : v,
        ).includes('"-0!"');
        const hasRefusedKey = /"(__proto__|constructor|prototype)":/.test(JSON.stringify(value));
        expect(isPlainJson(value)).toBe(!hasNegativeZero && !hasRefusedKey);
        const sent = wire(serializeOutput, value);
        expect(sent).toBe(wire((v) => superjson.serialize(v), value));
        if (!sent.startsWith("threw"))
          expect(superjson.deserialize(JSON.parse(sent) as SuperJSONResult)).toEqual(value);
      }),
      { numRuns: runs },
    );
  });

  it("leaves values with dates, undefined, shared objects, -0, NaN or holes to superjson", () => {
    const shared = { open: "07:00", close: "22:00" };
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    for (const value of [
      { at: new Date("2026-11-25T10:00:00Z") },
      { a: undefined },
      [shared, shared],
      sparse,
      { n: NaN },
      { zero: -0 },
      [Infinity],
      { big: 1n },
      new Map([["a", 1]]),
    ]) {
      expect(isPlainJson(value)).toBe(false);
      expect(serializeOutput(value)).toEqual(superjson.serialize(value));
    }
    const answer = {
      items: [{ id: "a", priceAed: "120.00", labCount: 3, hours: [[{ open: "07:00", close: "22:00" }]] }],
      total: 1,
      totalIsCapped: false,
    };
    expect(isPlainJson(answer)).toBe(true);
    expect(serializeOutput(answer)).toStrictEqual({ json: answer });
  });
});
