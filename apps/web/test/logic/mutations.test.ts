/** Which row of a list a shared mutation is saving (isPendingFor). */
import { describe, expect, it } from "vitest";
import { isPendingFor } from "../../src/lib/mutations";

describe("isPendingFor", () => {
  it("is true only for the row the pending mutation was called with", () => {
    const saving = { isPending: true, variables: { id: "a", active: false } };
    expect(isPendingFor(saving, { id: "a" })).toBe(true);
    expect(isPendingFor(saving, { id: "b" })).toBe(false);
    expect(isPendingFor({ isPending: true, variables: { userId: "u1" } }, { userId: "u1" })).toBe(true);
  });

  it("is false once the mutation has settled, and before any call", () => {
    expect(isPendingFor({ isPending: false, variables: { id: "a" } }, { id: "a" })).toBe(false);
    expect(isPendingFor<{ id: string }>({ isPending: false, variables: undefined }, { id: "a" })).toBe(false);
  });
});
