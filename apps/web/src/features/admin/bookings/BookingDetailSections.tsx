/**
 * The parts of the booking drawer's body (BookingDrawer.tsx): its head (status, moves, reschedule),
 * the patient and appointment, and the tests with their prices and total. Each takes the booking `b`.
 */
import { personSummary } from "@labcompare/domain/person";
import { useState } from "react";
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { messages } from "@labcompare/validators/messages";
import { formatAed } from "@labcompare/domain/format";
import { Field } from "../../../components/Field";
import { RescheduleModal } from "../../../components/appointments/RescheduleModal";
import { aedOrDash, bookingDateTime, dateTime, type AdminBookingDetail } from "../lib";
import { COLLECTION_MODE_LABELS } from "./labels";
import { canReschedule, useLabReschedule } from "./useLabReschedule";
import { BookingStatusBadge, StatusMenu } from "./StatusControls";
import type { useBookingStatus } from "./useBookingStatus";

/** Status badge, booking time, the Reschedule button with its modal, and the status menu; `status` is the screen's useBookingStatus(). */
export function BookingDetailHead({
  b,
  status,
}: {
  b: AdminBookingDetail;
  status: ReturnType<typeof useBookingStatus>;
}) {
  const [rescheduling, setRescheduling] = useState(false);
  const reschedule = useLabReschedule(b);
  return (
    <>
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
    </>
  );
}

/** Patient (contact links, account), appointment and lab, and the address of a home collection. */
export function BookingPeople({ b }: { b: AdminBookingDetail }) {
  const home = b.collectionMode === "home_collection";
  return (
    <>
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
    </>
  );
}

/** The booked tests with their prices (AED), the home-collection fee when there is one, and the total. */
export function BookingTestsTable({ b }: { b: AdminBookingDetail }) {
  const home = b.collectionMode === "home_collection";
  return (
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
  );
}
