import { Stack, Text } from "@mantine/core";
import { isWeeklyClosure, useClosedReasonText } from "../../i18n/openingHours";
import { ClosedDayText } from "./ClosedDayText";

/**
 * Why days of the visible month are closed, under the calendar: weekly closures once ("Closed on
 * Fridays"), dated closures with their date ("Wednesday, 2 December 2026: UAE National Day").
 */
export function ClosedNotes({
  days,
}: {
  days: ReadonlyArray<{ date: string; closedReason: string | null }>;
}) {
  const reasonText = useClosedReasonText();
  const notes = new Map<string, { reason: string; date?: string }>();
  for (const { date, closedReason: reason } of days) {
    if (!reason) continue;
    // A weekly closure once, without its dates; each dated closure with its date.
    if (isWeeklyClosure(reason)) notes.set(reason, { reason });
    else notes.set(`${date} ${reason}`, { reason, date });
  }
  if (notes.size === 0) return null;
  return (
    <Stack gap={0} mt={4} maw={300} data-testid="closed-days">
      {[...notes].map(([key, note]) => (
        <Text key={key} size="xs" c="dimmed">
          {note.date ? <ClosedDayText {...note} /> : reasonText(note.reason)}
        </Text>
      ))}
    </Stack>
  );
}
