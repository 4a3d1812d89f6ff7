/** A select's options from a fixed list of values and a text per value. */
import { describe, expect, it } from "vitest";
import { labelledOptions } from "../../src/lib/selectOptions";

describe("labelledOptions", () => {
  it("lists the values in their order, each with its text", () => {
    const sorts = ["price", "name", "distance"] as const;
    const labels = { name: "Name", distance: "Distance", price: "Price" };
    expect(labelledOptions(sorts, labels)).toEqual([
      { value: "price", label: "Price" },
      { value: "name", label: "Name" },
      { value: "distance", label: "Distance" },
    ]);
  });
});
