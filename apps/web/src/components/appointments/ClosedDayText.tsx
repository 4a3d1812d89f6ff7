import { Trans } from "react-i18next";
import { formatLongDate } from "@labcompare/domain/format";
import { EnglishText } from "../../i18n/EnglishText";
import { useClosedReasonText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";
import { useTranslation } from "../../i18n/useTranslation";

/**
 * Why a lab is closed on a day, as a sentence: `slotPicker.closed` ("The lab is closed on this day:
 * …") or, given `date` ("YYYY-MM-DD", Asia/Dubai), `slotPicker.closedOn` ("Wednesday, 2 December
 * 2026: …"). `reason` is the API's closedReason: a weekly closure is said in the page's language; a
 * dated closure's reason is an admin's words, shown as written and, on an Arabic page, marked
 * `lang="en"` when it has no Arabic letters (so a screen reader reads it as English).
 */
export function ClosedDayText({ reason, date }: { reason: string; date?: string }) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const reasonText = useClosedReasonText()(reason)!;
  // Trans puts the sentence's <reason>…</reason> inside this element, in place of its children.
  const asWritten = (
    <EnglishText inline noNote text={reasonText}>
      {null}
    </EnglishText>
  );
  // Two literal keys (not one computed key) so the i18n extractor finds both.
  return date ? (
    <Trans
      t={t}
      i18nKey="slotPicker.closedOn"
      values={{ date: formatLongDate(date, locale), reason: reasonText }}
      components={{ reason: asWritten }}
    />
  ) : (
    <Trans
      t={t}
      i18nKey="slotPicker.closed"
      values={{ reason: reasonText }}
      components={{ reason: asWritten }}
    />
  );
}
