/**
 * The notes under the slot calendar: a weekly closure once in the page's language, a dated closure
 * with its date and the admin's reason as written, marked as English on an Arabic page.
 */
import { createElement } from "react";
import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Locale } from "@labcompare/domain/locale";
import { ClosedNotes } from "../src/components/appointments/ClosedNotes";
import { createI18n, loadLocaleResources } from "../src/i18n/i18n";

const days = [
  { date: "2026-12-04", closedReason: "Closed on Fridays" },
  { date: "2026-12-02", closedReason: "UAE National Day" },
  { date: "2026-12-03", closedReason: null },
  { date: "2026-12-11", closedReason: "Closed on Fridays" },
  { date: "2026-12-20", closedReason: "يوم الشهيد" },
];

async function notes(locale: Locale): Promise<string[]> {
  const i18n = createI18n(locale, await loadLocaleResources(locale));
  const html = renderToString(
    createElement(
      MantineProvider,
      null,
      createElement(I18nextProvider, { i18n }, createElement(ClosedNotes, { days })),
    ),
  );
  return [...html.matchAll(/<p[^>]*>(.*?)<\/p>/g)].map((m) => m[1]!.replaceAll("<!-- -->", ""));
}

describe("ClosedNotes", () => {
  it("lists a weekly closure once and each dated closure with its date (English page)", async () => {
    const [weekly, ...dated] = await notes("en");
    expect(weekly).toBe("Closed on Fridays");
    expect(dated).toEqual([
      "Wednesday, 2 December 2026: UAE National Day",
      "Sunday, 20 December 2026: يوم الشهيد",
    ]);
  });

  it("says them in Arabic, marking an English reason as English and leaving an Arabic one as it is", async () => {
    const [weekly, english, arabic] = await notes("ar");
    expect(weekly).toBe("مغلق أيام الجمعة");
    expect(english).toMatch(/^مغلق يوم .+: <span lang="en" dir="ltr">UAE National Day<\/span>$/);
    expect(arabic).toMatch(/^مغلق يوم .+: يوم الشهيد$/);
  });
});
