/**
 * A lab's hours and weekly closures in the page's language: the English line is the API's text byte
 * for byte (formatWeeklyHours) for every seeded lab, the Arabic one has Arabic day names and words
 * with each time range isolated left to right; "Closed on Fridays" becomes "مغلق أيام الجمعة".
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatWeeklyHours, parseOpeningHoursText, summarizeWeeklyHours } from "@labcompare/domain/schedule";
import { createI18n } from "../src/i18n/i18n";
import { closedReasonLine, openingHoursLine } from "../src/i18n/openingHours";

const LOCALES_DIR = join(import.meta.dirname, "../src/i18n/locales");
const lab = (locale: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, "lab.json"), "utf8")) as Record<string, unknown>;
const enT = createI18n("en", { lab: lab("en") }).getFixedT<"lab">("en", "lab");
const arT = createI18n("ar", { lab: lab("ar") }).getFixedT<"lab">("ar", "lab");
const seeded = (
  JSON.parse(readFileSync(join(import.meta.dirname, "../../../prisma/seed-data/labs.json"), "utf8")) as {
    openingHours: string;
  }[]
).map((l) => parseOpeningHoursText(l.openingHours)!);
/** The line without its bidi isolates, as it reads. */
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, "");

describe("openingHoursLine", () => {
  it("gives the API's English text for every seeded lab and for the edge cases", () => {
    const edge = [
      [[], [], [], [], [], [], []],
      parseOpeningHoursText("24 hours")!,
      [
        [{ open: "00:00", close: "24:00" }],
        [{ open: "00:00", close: "24:00" }],
        [],
        [],
        [],
        [],
        [
          { open: "08:00", close: "12:00" },
          { open: "14:00", close: "20:00" },
        ],
      ],
    ];
    for (const weekly of [...seeded, ...edge])
      expect(openingHoursLine(summarizeWeeklyHours(weekly), enT, false)).toBe(formatWeeklyHours(weekly));
  });

  it("writes Arabic days and words, the time ranges isolated left to right", () => {
    const line = openingHoursLine(
      summarizeWeeklyHours(parseOpeningHoursText("Sat–Thu 07:30–21:00, Fri 14:00–21:00")!),
      arT,
      true,
    );
    expect(plain(line)).toBe("من السبت إلى الخميس 07:30–21:00، الجمعة 14:00–21:00");
    expect(line).toContain("\u206607:30–21:00\u2069");
    expect(
      plain(openingHoursLine(summarizeWeeklyHours(parseOpeningHoursText("Daily 07:00–22:00")!), arT, true)),
    ).toBe("يوميًا 07:00–22:00");
    expect(openingHoursLine(summarizeWeeklyHours(parseOpeningHoursText("24 hours")!), arT, true)).toBe(
      "مفتوح على مدار 24 ساعة",
    );
    for (const weekly of seeded)
      expect(plain(openingHoursLine(summarizeWeeklyHours(weekly), arT, true))).not.toMatch(/[A-Za-z]/);
  });
});

describe("closedReasonLine", () => {
  it("says a weekly closure with the day's name and keeps a dated closure's reason", () => {
    expect(closedReasonLine("Closed on Fridays", enT)).toBe("Closed on Fridays");
    expect(closedReasonLine("Closed on Fridays", arT)).toBe("مغلق أيام الجمعة");
    expect(closedReasonLine("Closed on Saturdays", arT)).toBe("مغلق أيام السبت");
    expect(closedReasonLine("UAE National Day", arT)).toBe("UAE National Day");
    expect(closedReasonLine(null, arT)).toBeNull();
  });
});
