/**
 * A day view's slots: time, places used of the total (with a bar), and the bookings holding them
 * (reference, patient, status), each opening the booking's detail.
 */
import { personSummary } from "@labcompare/domain/person";
import { Group, Progress, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { TitleCell } from "../components/cells";
import { ListTable } from "../components/listTable";
import { TableMessage } from "../components/ui";
import type { AdminDayView } from "../lib";
import { BookingStatusBadge } from "./StatusControls";

type DayBooking = AdminDayView["slots"][number]["bookings"][number];

/** One booking of a slot as a button that opens it. */
function SlotBooking({ b, onOpen }: { b: DayBooking; onOpen: (id: string) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(b.id)}
      aria-label={`Open booking ${b.reference} of ${b.patientName}`}
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" ff="monospace">
          {b.reference}
        </Text>
        <Text size="sm" fw={500}>
          {b.patientName}
        </Text>
        <Text size="xs" c="dimmed" data-testid="booking-person">
          {personSummary(b)}
        </Text>
        <BookingStatusBadge status={b.status} />
      </Group>
    </UnstyledButton>
  );
}

export function DaySlotsTable({
  slots,
  otherBookings,
  onlyBooked,
  onOpen,
}: {
  slots: AdminDayView["slots"];
  otherBookings: AdminDayView["otherBookings"];
  onlyBooked: boolean;
  onOpen: (id: string) => void;
}) {
  const shown = onlyBooked ? slots.filter((s) => s.used > 0 || s.bookings.length > 0) : slots;
  return (
    <ListTable minWidth={640} columns={["Time", "Places", "Bookings"]}>
      {shown.length === 0 && otherBookings.length === 0 ? (
        <TableMessage colSpan={3}>
          {onlyBooked ? "No bookings on this day." : "No slots on this day."}
        </TableMessage>
      ) : (
        <>
          {shown.map((s) => (
            <Table.Tr key={s.time}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {s.time}–{s.endTime}
                </Text>
              </Table.Td>
              <Table.Td w={200}>
                <Text size="sm" aria-label={`${s.used} of ${s.total} places used`}>
                  {s.used} / {s.total}
                </Text>
                <Progress
                  value={s.total ? (100 * s.used) / s.total : 0}
                  color={s.used >= s.total ? "red" : s.used > 0 ? "teal" : "gray"}
                  size="sm"
                  aria-hidden
                />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {s.bookings.map((b) => (
                    <SlotBooking key={b.id} b={b} onOpen={onOpen} />
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
          {otherBookings.map((b) => (
            <Table.Tr key={b.id}>
              <TitleCell title={b.scheduledTime} detail="not a slot any more" />
              <Table.Td>—</Table.Td>
              <Table.Td>
                <SlotBooking b={b} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </>
      )}
    </ListTable>
  );
}
