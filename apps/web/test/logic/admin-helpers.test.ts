/**
 * Small rules of the admin console's screens: the price-list import's summary line and which
 * bookings the lab may still move.
 */
import { describe, expect, it } from "vitest";
import { importSummary } from "../../src/features/admin/offers/usePriceListImport";
import { canReschedule } from "../../src/features/admin/bookings/useLabReschedule";

describe("importSummary", () => {
  const result = { lab: { name: "Al Borg" }, added: 2, changed: 1, unchanged: 5 };

  it("counts what the import did, and the skipped bad rows only when there are some", () => {
    expect(importSummary({ ...result, badRows: [] })).toBe("Al Borg: 2 added, 1 changed, 5 unchanged.");
    expect(importSummary({ ...result, badRows: [{ line: 3, test: "x", reason: "Unknown test" }] })).toBe(
      "Al Borg: 2 added, 1 changed, 5 unchanged, 1 bad row skipped.",
    );
    expect(
      importSummary({
        ...result,
        badRows: [
          { line: 3, test: "x", reason: "r" },
          { line: 4, test: "y", reason: "r" },
        ],
      }),
    ).toMatch(/, 2 bad rows skipped\.$/);
  });
});

describe("canReschedule", () => {
  it("lets the lab move pending and confirmed bookings only", () => {
    expect(canReschedule({ status: "pending" })).toBe(true);
    expect(canReschedule({ status: "confirmed" })).toBe(true);
    for (const status of ["completed", "cancelled", "no_show"] as const)
      expect(canReschedule({ status })).toBe(false);
  });
});
