import { Stack, Text } from "@mantine/core";
import { formatLongDate } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { isWeeklyClosure, useClosedReasonText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";

/**
 * Why days of the visible month are closed, under the calendar: weekly closures once ("Closed on
 * Fridays"), dated closures with their date ("Wednesday, 2 December 2026: UAE National Day").
 */
export function ClosedNotes({
  days,
}: {
  days: ReadonlyArray<{ date: string; closedReason: string | null }>;
}) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const reasonText = useClosedReasonText();
  const notes: string[] = [];
  for (const d of days) {
    if (!d.closedReason) continue;
    const note = isWeeklyClosure(d.closedReason)
      ? reasonText(d.closedReason)!
      : t("slotPicker.closedOn", { date: formatLongDate(d.date, locale), reason: d.closedReason });
    if (!notes.includes(note)) notes.push(note);
  }
  if (notes.length === 0) return null;
  return (
    <Stack gap={0} mt={4} maw={300} data-testid="closed-days">
      {notes.map((n) => (
        <Text key={n} size="xs" c="dimmed">
          {n}
        </Text>
      ))}
    </Stack>
  );
}
