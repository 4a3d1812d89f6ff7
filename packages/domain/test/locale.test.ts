import { describe, expect, it } from "vitest";
import { entityName, inLocale } from "../src/locale.ts";

describe("inLocale and entityName", () => {
  it("read the Arabic twin on Arabic pages when it is set and not blank, else the English value", () => {
    const cbc = {
      name: "CBC",
      nameAr: "صورة الدم الكاملة",
      description: "Counts the blood cells.",
      descriptionAr: null,
    };
    expect(entityName(cbc, "ar")).toBe("صورة الدم الكاملة");
    expect(entityName(cbc, "en")).toBe("CBC");
    expect(entityName({ name: "CBC", nameAr: " " }, "ar")).toBe("CBC");
    expect(entityName({ name: "CBC" }, "ar")).toBe("CBC");
    expect(inLocale(cbc, "description", "ar")).toBe("Counts the blood cells.");
    expect(inLocale({ ...cbc, descriptionAr: "يعد خلايا الدم." }, "description", "ar")).toBe(
      "يعد خلايا الدم.",
    );
  });

  it("give the fallback, not English, on an Arabic page when the caller asks (a page's meta text)", () => {
    expect(inLocale({ description: "English" }, "description", "ar", null)).toBeNull();
    expect(inLocale({ description: "English", descriptionAr: "عربي" }, "description", "ar", null)).toBe(
      "عربي",
    );
    expect(inLocale({ description: "English" }, "description", "en", null)).toBe("English");
  });
});
