/**
 * The full booking in a side drawer: status with the allowed moves, a "Reschedule" button while the
 * booking is pending or confirmed (RescheduleModal with useLabReschedule: slot picker, then confirmation), patient
 * (email and phone as mailto:/tel: links), appointment and lab, home-collection address, tests with
 * prices, totals, notes, cancellation, the results of a confirmed or completed booking (versions and
 * the upload form: BookingResults), and the history timeline.
 */
import { personSummary } from "@labcompare/domain/person";
import { useState } from "react";
import { Anchor, Button, Divider, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { messages } from "@labcompare/validators/messages";
import { formatAed } from "@labcompare/domain/format";
import { Field } from "../../../components/Field";
import { useErrorToast } from "../../../lib/hooks";
import { DetailDrawer } from "../components/DetailDrawer";
import { trpc } from "../../../trpc";
import { aedOrDash, bookingDateTime, dateTime, type AdminBookingDetail } from "../lib";
import { BookingHistory } from "./BookingHistory";
import { BookingResults, showsResults } from "./BookingResults";
import { bookingsText, COLLECTION_MODE_LABELS } from "./labels";
import { RescheduleModal } from "../../../components/appointments/RescheduleModal";
import { canReschedule, useLabReschedule } from "./useLabReschedule";
import { BookingStatusBadge, StatusMenu } from "./StatusControls";
import type { useBookingStatus } from "./useBookingStatus";

/** The drawer of booking `id` (null: closed). `status` is the screen's useBookingStatus(). */
export function BookingDrawer({
  id,
  onClose,
  status,
}: {
  id: string | null;
  onClose: () => void;
  status: ReturnType<typeof useBookingStatus>;
}) {
  const detail = trpc.admin.bookings.byId.useQuery({ id: id ?? "" }, { enabled: id !== null });
  useErrorToast(detail.error, bookingsText.fetchDetailError);
  const b = detail.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={b ? `Booking ${b.reference}` : "Booking"}
      closeLabel="Close booking details"
      loading={detail.isPending}
      failed={!b}
      errorText={bookingsText.fetchDetailError}
      skeleton={{ width: "50%", heights: [120, 160] }}
    >
      {b && <BookingDetail b={b} status={status} />}
    </DetailDrawer>
  );
}

/** The body of the drawer for booking `b`; `status` is the screen's useBookingStatus(). */
function BookingDetail({
  b,
  status,
}: {
  b: AdminBookingDetail;
  status: ReturnType<typeof useBookingStatus>;
}) {
  const home = b.collectionMode === "home_collection";
  const [rescheduling, setRescheduling] = useState(false);
  const reschedule = useLabReschedule(b);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="xs">
          <BookingStatusBadge status={b.status} />
          <Text size="sm" c="dimmed">
            Booked {dateTime(b.createdAt)}
          </Text>
        </Group>
        <Group gap="xs">
          {canReschedule(b) && (
            <Button
              variant="default"
              leftSection={<IconCalendarTime size={16} aria-hidden />}
              onClick={() => setRescheduling(true)}
            >
              {messages.admin.reschedule.button}
            </Button>
          )}
          <StatusMenu
            patientName={b.patientName}
            allowed={b.allowedStatuses}
            pending={status.isPending(b.id)}
            onStatus={(s) => status.request(b, s)}
          />
        </Group>
      </Group>
      {canReschedule(b) && (
        <RescheduleModal
          booking={b}
          idPrefix="lab-reschedule"
          opened={rescheduling}
          onClose={() => setRescheduling(false)}
          {...reschedule}
        />
      )}

      <Group align="flex-start" grow>
        <Field label="Patient">
          <Text fw={600}>{b.patientName}</Text>
          <Text size="sm" c="dimmed" data-testid="booking-person">
            {personSummary(b)}
          </Text>
          <Anchor href={`mailto:${b.patientEmail}`} size="sm" display="block">
            {b.patientEmail}
          </Anchor>
          {b.patientPhone && (
            <Anchor href={`tel:${b.patientPhone}`} size="sm" display="block">
              {b.patientPhone}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            Account: {b.account?.email ?? "deleted account"}
          </Text>
        </Field>
        <Field label="Appointment">
          <Text fw={600}>{bookingDateTime(b.scheduledDate, b.scheduledTime)}</Text>
          <Text size="sm">{b.lab.name}</Text>
          <Text size="sm" c="dimmed">
            {COLLECTION_MODE_LABELS[b.collectionMode]}
          </Text>
        </Field>
      </Group>

      {home && (
        <Field label="Home collection address">
          <Text size="sm">{b.collectionAddress ?? "—"}</Text>
          <Text size="sm" c="dimmed">
            {b.collectionEmirate ?? ""}
          </Text>
        </Field>
      )}

      <Field label="Tests">
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {b.items.map((i) => (
              <Table.Tr key={i.testId}>
                <Table.Td px={0}>{i.name}</Table.Td>
                <Table.Td ta="right">{formatAed(i.priceAed)}</Table.Td>
              </Table.Tr>
            ))}
            {home && (
              <Table.Tr>
                <Table.Td px={0}>Home collection fee</Table.Td>
                <Table.Td ta="right">{aedOrDash(b.homeCollectionFeeAed)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Td px={0} fw={700}>
                Total
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatAed(b.totalAed)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Field>

      {b.notes && (
        <Field label="Notes">
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {b.notes}
          </Text>
        </Field>
      )}

      {b.status === "cancelled" && (
        <Field label="Cancellation">
          <Text size="sm">
            Cancelled by {b.cancelledBy === "lab" ? "the lab" : "the patient"}
            {b.cancelledAt ? ` on ${dateTime(b.cancelledAt)}` : ""}
          </Text>
          {b.cancellationReason && <Text size="sm">Reason: {b.cancellationReason}</Text>}
        </Field>
      )}

      {showsResults(b) && (
        <>
          <Divider />
          <BookingResults b={b} />
        </>
      )}

      <Divider />
      <Title order={3} fz="h4">
        History
      </Title>
      <BookingHistory history={b.history} />
    </Stack>
  );
}
