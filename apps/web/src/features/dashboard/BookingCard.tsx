/**
 * One booking in the dashboard's lists: reference, tests, lab, date and time with weekday (Asia/Dubai;
 * a home collection as its window), collection mode, status, total (AED; for an insured booking not
 * cancelled, the patient's estimated share under it) and a link to its confirmation page; a cancelled booking says who cancelled ("Cancelled by you" / "Cancelled by the
 * lab") and why. Props: `booking` (BookingDto).
 */
import { BookedFor } from "../../components/person/BookedFor";
import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconCalendar, IconMapPin } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatAed, joinList } from "@labcompare/domain/format";
import { AppointmentWhen } from "../../components/appointments/AppointmentWhen";
import { StatusBadge } from "../../components/StatusBadge";
import { useCancelledByText, type Booking } from "../../lib/bookings";
import { bookingPath } from "../../lib/paths";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";

/** The card of `booking` (a list item). */
export function BookingCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("dashboard");
  const locale = useLocale();
  const cancelledBy = useCancelledByText(b);
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="booking-item"
      data-reference={b.reference}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 260px" }}>
          <Text size="xs" c="dimmed" fw={700}>
            <Ltr>{b.reference}</Ltr>
          </Text>
          <Text fw={700}>
            {joinList(
              b.items.map((i) => entityName(i, locale)),
              locale,
            )}
          </Text>
          <BookedFor booking={b} fw={600} />
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{entityName(b.lab, locale)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm">
              <AppointmentWhen booking={b} />
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {b.collectionMode === "home_collection"
              ? t("collectionMode.homeCollection", { ns: "appointments" })
              : t("collectionMode.labVisit", { ns: "appointments" })}
          </Text>
          {cancelledBy && (
            <Text size="sm" c="red.9">
              {cancelledBy}
              {b.cancellationReason ? `. ${t("reason", { reason: b.cancellationReason })}` : ""}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <StatusBadge status={b.status} />
          <Text fw={700}>{formatAed(b.totalAed, locale)}</Text>
          {b.paymentMethod === "insurance" && b.estimatedShareAed && b.status !== "cancelled" && (
            <Text size="xs" c="dimmed" ta="end">
              {t("shareEstimate", { amount: formatAed(b.estimatedShareAed, locale) })}
            </Text>
          )}
          <Anchor component={Link} to={bookingPath(b.reference)} size="sm" fw={600}>
            {t("view")}
            <VisuallyHidden> {t("ofBooking", { reference: b.reference })}</VisuallyHidden>
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
