/**
 * One booking in the dashboard's lists: reference, tests, lab, date and time with weekday (Asia/Dubai),
 * collection mode, status, total (AED) and a link to its confirmation page; a cancelled booking says
 * who cancelled ("Cancelled by you" / "Cancelled by the lab") and why. Props: `booking` (BookingDto).
 */
import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconCalendar, IconMapPin } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatAed, formatLongDate } from "@labcompare/domain/format";
import { StatusBadge } from "../../components/StatusBadge";
import { cancelledByText, type Booking } from "../../lib/bookings";
import { bookingPath } from "../../lib/paths";
import { dashboardCopy as copy } from "./dashboard.copy";

export function BookingCard({ booking: b }: { booking: Booking }) {
  const cancelledBy = cancelledByText(b);
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="booking-item" data-reference={b.reference}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 260px" }}>
          <Text size="xs" c="dimmed" fw={700}>
            {b.reference}
          </Text>
          <Text fw={700}>{b.items.map((i) => i.name).join(", ")}</Text>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{b.lab.name}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm">{copy.at(formatLongDate(b.scheduledDate), b.scheduledTime)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {b.collectionMode === "home_collection" ? copy.homeCollection : copy.labVisit}
          </Text>
          {cancelledBy && (
            <Text size="sm" c="red.9">
              {cancelledBy}
              {b.cancellationReason ? `. ${copy.reason(b.cancellationReason)}` : ""}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <StatusBadge status={b.status} />
          <Text fw={700}>{formatAed(b.totalAed)}</Text>
          <Anchor component={Link} to={bookingPath(b.reference)} size="sm" fw={600}>
            {copy.view}
            <VisuallyHidden> {copy.ofBooking(b.reference)}</VisuallyHidden>
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
