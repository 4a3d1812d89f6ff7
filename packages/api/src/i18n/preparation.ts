/** The preparation lines a booking's emails and its calendar event both write. */
import { entityName, inLocale } from "@labcompare/domain/locale";
import type { EmailLanguage } from "./email-i18n.ts";

/** A test as its preparation line reads it (a booking message's test, or a calendar event's). */
export interface PreparedTest {
  name: string;
  nameAr?: string | null;
  fastingHours: number;
  preparationInstructions: string | null;
  preparationInstructionsAr?: string | null;
}

/**
 * Preparation lines, the longest fasting first ("Lipid Profile: fast for 12 hours. Water is fine."),
 * in `lang`'s language (the tests' Arabic names and preparation where they have them). Used by the
 * booking emails and the calendar event.
 */
export function preparationLines(tests: readonly PreparedTest[], lang: EmailLanguage): string[] {
  return [...tests]
    .filter((t) => t.fastingHours > 0 || t.preparationInstructions)
    .sort((a, b) => b.fastingHours - a.fastingHours)
    .map(
      (t) =>
        `${entityName(t, lang.locale)}: ${[t.fastingHours > 0 ? lang.t("booking.fastFor", { hours: t.fastingHours }) : "", inLocale(t, "preparationInstructions", lang.locale) ?? ""].filter(Boolean).join(" ")}`,
    );
}
