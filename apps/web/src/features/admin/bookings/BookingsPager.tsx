/**
 * The bookings list's pager: "Showing 26–50 of 1,234" ("of 10,000+" past the count's cap) and
 * Previous / Next, which follow the list's cursors (no page numbers to jump to: the list is read
 * by position, so a page far down costs what the first does).
 */
import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { bookingsText } from "./labels";

/** The props of Previous or Next: a small default button, disabled when there is no page that way (`onClick` null). */
const pageButton = (onClick: (() => void) | null) =>
  ({ variant: "default", size: "xs", disabled: !onClick, onClick: onClick ?? undefined }) as const;

/**
 * Input: `page` (1-based number of the page shown), `pageSize`, `shown` (rows on it), `total` and
 * `totalCapped` (the list's count), and `onPrevious` / `onNext`, each null when there is no page
 * that way. Output: the line and the two buttons; nothing when the list is empty.
 */
export function BookingsPager({
  page,
  pageSize,
  shown,
  total,
  totalCapped,
  onPrevious,
  onNext,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  totalCapped: boolean;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  if (total === 0 && shown === 0 && !onPrevious) return null;
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      role="navigation"
      aria-label={bookingsText.pagesLabel}
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {bookingsText.showing(from, to, total, totalCapped)}
      </Text>
      {(onPrevious || onNext) && (
        <Group gap="xs">
          <Button {...pageButton(onPrevious)} leftSection={<IconChevronLeft size={14} aria-hidden />}>
            {bookingsText.previousPage}
          </Button>
          <Button {...pageButton(onNext)} rightSection={<IconChevronRight size={14} aria-hidden />}>
            {bookingsText.nextPage}
          </Button>
        </Group>
      )}
    </Group>
  );
}
