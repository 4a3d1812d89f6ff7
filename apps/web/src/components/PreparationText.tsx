/**
 * A test's preparation in the page's language. English pages: the catalogue's text (after "Fast for
 * N hours." when `withFasting`). Arabic pages: the Arabic text when the catalogue has one; else what
 * the data says (fasting hours, water allowed, no fasting) written in Arabic, then the sentences left
 * in English as written, marked as English, so no warning is lost (biotin before a thyroid test).
 */
import { preparationParts } from "@labcompare/domain/catalogue-text";
import { inLocale } from "@labcompare/domain/locale";
import { useTranslation } from "../i18n/useTranslation";
import { EnglishText } from "../i18n/EnglishText";
import { useLocale } from "../i18n/useLocale";

/** A test as its preparation reads it. */
export interface PreparedTest {
  fastingHours: number;
  preparationInstructions: string | null;
  preparationInstructionsAr?: string | null;
}

/** The preparation of `test` as inline text (inside a Text); `withFasting` starts with the fasting hours. */
export function PreparationText({ test, withFasting }: { test: PreparedTest; withFasting?: boolean }) {
  const { t } = useTranslation(["common", "appointments"]);
  const locale = useLocale();
  const fasting = withFasting && test.fastingHours > 0;
  // The catalogue's own text in the page's language (English pages: always; Arabic: when stored).
  const local = inLocale(test, "preparationInstructions", locale, null)?.trim() || null;
  if (locale === "en" || local) {
    const fastFor = fasting
      ? `${t("appointments:preparation.fastFor", { count: test.fastingHours })}.`
      : null;
    return <>{[fastFor, local].filter(Boolean).join(" ")}</>;
  }
  const parts = preparationParts(test.fastingHours, test.preparationInstructions);
  const sentences = [
    parts.fastingHours > 0 && parts.fastingUpTo
      ? t("preparation.fastingRange", { from: parts.fastingHours, count: parts.fastingUpTo })
      : parts.fastingHours > 0
        ? t("preparation.fasting", { count: parts.fastingHours })
        : null,
    parts.waterAllowed ? t("preparation.water") : null,
    parts.noFasting ? t("preparation.noFasting") : null,
  ].filter(Boolean);
  return (
    <>
      {sentences.join(" ")}
      {parts.rest && (
        <>
          {sentences.length > 0 && " "}
          <EnglishText inline>{parts.rest}</EnglishText>
        </>
      )}
    </>
  );
}
