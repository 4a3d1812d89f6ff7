import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emirateName, formatLabAddress, formatLabPlace, labArea } from "../src/format/address.ts";

/** The English one-line address of a lab at `address` in `area`, `emirate`. */
const oneLine = (address: string, area: string | null, emirate: string) =>
  formatLabAddress({ address, area, emirate });

describe("formatLabAddress: one line, no part said twice", () => {
  it("leaves out an area the address ends with, and keeps an emirate an area only starts with", () => {
    expect(
      oneLine(
        "Building 64, Al Razi Complex, Block C, Ground Floor, Dubai Healthcare City",
        "Dubai Healthcare City",
        "Dubai",
      ),
    ).toBe("Building 64, Al Razi Complex, Block C, Ground Floor, Dubai Healthcare City, Dubai");
  });

  it("adds the area and emirate the address does not name", () => {
    expect(oneLine("Building 1", "Al Barsha", "Dubai")).toBe("Building 1, Al Barsha, Dubai");
  });

  it("compares case-insensitively and ignores extra spaces", () => {
    expect(oneLine("Shop 4,  DUBAI marina ", "Dubai Marina", "dubai")).toBe("Shop 4, DUBAI marina, dubai");
  });

  it("leaves out an area an earlier part already holds as whole words", () => {
    expect(oneLine("Villa 312, Jumeirah Beach Road, Jumeirah 2", "Jumeirah", "Dubai")).toBe(
      "Villa 312, Jumeirah Beach Road, Jumeirah 2, Dubai",
    );
    // Part of a word is not the area: "Barsha Heights" does not name "Al Barsha".
    expect(oneLine("Office 102, Barsha Heights", "Al Barsha", "Dubai")).toBe(
      "Office 102, Barsha Heights, Al Barsha, Dubai",
    );
  });

  it("leaves out an emirate the last part ends with, but not one inside an earlier part", () => {
    expect(oneLine("Level 2, Boulevard Point, Downtown Dubai", "Downtown Dubai", "Dubai")).toBe(
      "Level 2, Boulevard Point, Downtown Dubai",
    );
    expect(oneLine("Shop 12, Shams Abu Dhabi, Al Reem Island", "Al Reem Island", "Abu Dhabi")).toBe(
      "Shop 12, Shams Abu Dhabi, Al Reem Island, Abu Dhabi",
    );
  });

  it("drops repeats inside the address itself and empty parts", () => {
    expect(oneLine("Unit 5, , Al Majaz, al majaz", null, "Sharjah")).toBe("Unit 5, Al Majaz, Sharjah");
    expect(formatLabAddress({ address: "Unit 5" })).toBe("Unit 5");
  });

  it("never repeats a part for any seeded lab", () => {
    const labs = JSON.parse(
      readFileSync(new URL("../../../prisma/seed-data/labs.json", import.meta.url), "utf8"),
    ) as { address: string; area: string; emirate: string }[];
    for (const lab of labs) {
      const parts = formatLabAddress(lab)
        .split(", ")
        .map((p) => p.toLowerCase());
      expect(new Set(parts).size, formatLabAddress(lab)).toBe(parts.length);
      expect(
        parts.at(-1) === lab.emirate.toLowerCase() || parts.at(-1)!.endsWith(` ${lab.emirate.toLowerCase()}`),
        formatLabAddress(lab),
      ).toBe(true);
    }
  });

  it("formatLabPlace puts the lab's name first", () => {
    expect(
      formatLabPlace({
        name: "Palm Crest Diagnostics",
        address: "Building 1",
        area: "Al Barsha",
        emirate: "Dubai",
      }),
    ).toBe("Palm Crest Diagnostics, Building 1, Al Barsha, Dubai");
  });

  it("writes Arabic with the lab's Arabic parts, the emirate's Arabic name and the Arabic comma", () => {
    const lab = {
      name: "Ghafwood Labs",
      nameAr: "مختبرات غافوود",
      address: "Office 102, Al Barsha 1",
      addressAr: "مكتب 102، البرشاء 1",
      area: "Al Barsha",
      areaAr: "البرشاء",
      emirate: "Dubai",
    };
    expect(formatLabAddress(lab, "ar")).toBe("مكتب 102، البرشاء 1، دبي");
    expect(formatLabPlace(lab, "ar")).toBe("مختبرات غافوود، مكتب 102، البرشاء 1، دبي");
    expect(formatLabPlace(lab)).toBe("Ghafwood Labs, Office 102, Al Barsha 1, Dubai");
    expect(formatLabAddress({ ...lab, addressAr: " ", areaAr: null }, "ar")).toBe(
      "Office 102، Al Barsha 1، دبي",
    );
    expect(labArea(lab, "ar")).toBe("البرشاء");
    expect(labArea({ area: "Deira", areaAr: null }, "ar")).toBe("Deira");
    expect([emirateName("Abu Dhabi", "ar"), emirateName("Abu Dhabi"), emirateName("Atlantis", "ar")]).toEqual(
      ["أبوظبي", "Abu Dhabi", "Atlantis"],
    );
  });

  it("never repeats a part of any seeded lab's Arabic address, which ends with the emirate", () => {
    const labs = JSON.parse(
      readFileSync(new URL("../../../prisma/seed-data/labs.json", import.meta.url), "utf8"),
    ) as { address: string; addressAr: string; area: string; areaAr: string; emirate: string }[];
    for (const lab of labs) {
      const line = formatLabAddress(lab, "ar");
      const parts = line.split("، ");
      expect(line, lab.address).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
      expect(new Set(parts).size, line).toBe(parts.length);
      expect(parts.at(-1)!.endsWith(emirateName(lab.emirate, "ar")), line).toBe(true);
    }
  });
});
