/**
 * The admin bookings table (columns Patient, Test, Payment, Date & Time, Status, Actions): each row
 * opens the booking's detail; the actions menu offers only the allowed status moves.
 */
import { personSummary } from "@labcompare/domain/person";
import { Anchor, Text, UnstyledButton, Table } from "@mantine/core";
import { formatAed } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { ListTable } from "../components/listTable";
import { TableMessage } from "../components/ui";
import { bookingDateTime, type AdminBooking } from "../lib";
import { bookingsText } from "./labels";
import { BookingStatusBadge, StatusMenu } from "./StatusControls";
import type { useBookingStatus } from "./useBookingStatus";

const COLUMNS = ["Patient", "Test", "Payment", "Date & Time", "Status", "Actions"];

/**
 * Input: `rows` (undefined when the list could not be fetched), `pending` (first load), `filtered`
 * (which empty message), `onOpen` with a booking's id, and the status controls. Output: the table.
 */
export function BookingsTable({
  rows,
  pending,
  filtered,
  onOpen,
  status,
}: {
  /** undefined when the list could not be fetched. */
  rows: AdminBooking[] | undefined;
  pending: boolean;
  filtered: boolean;
  onOpen: (id: string) => void;
  status: ReturnType<typeof useBookingStatus>;
}) {
  return (
    <ListTable minWidth={1000} columns={COLUMNS}>
      {pending ? (
        <TableMessage colSpan={COLUMNS.length} status>
          Loading...
        </TableMessage>
      ) : !rows ? (
        <TableMessage colSpan={COLUMNS.length}>{messages.booking.fetchError}</TableMessage>
      ) : rows.length === 0 ? (
        <TableMessage colSpan={COLUMNS.length}>
          {filtered ? bookingsText.emptyFiltered : bookingsText.empty}
        </TableMessage>
      ) : (
        rows.map((b) => <BookingRow key={b.id} booking={b} onOpen={() => onOpen(b.id)} status={status} />)
      )}
    </ListTable>
  );
}

/** One booking: patient (phone only if present) and reference, tests and lab, long date and time, status, actions. */
function BookingRow({
  booking: b,
  onOpen,
  status,
}: {
  booking: AdminBooking;
  onOpen: () => void;
  status: ReturnType<typeof useBookingStatus>;
}) {
  const tests = b.items.map((i) => i.name);
  return (
    <Table.Tr onClick={onOpen} style={{ cursor: "pointer" }}>
      <Table.Td>
        <UnstyledButton
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          aria-label={`Open booking ${b.reference} of ${b.patientName}`}
        >
          <Text fw={600} size="sm">
            {b.patientName}
          </Text>
          <Text size="xs" c="dimmed" data-testid="booking-person">
            {personSummary(b)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {b.reference}
          </Text>
        </UnstyledButton>
        <ContactLink href={`mailto:${b.patientEmail}`}>{b.patientEmail}</ContactLink>
        {b.patientPhone && <ContactLink href={`tel:${b.patientPhone}`}>{b.patientPhone}</ContactLink>}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {tests.join(", ")}
        </Text>
        <Text size="sm" c="dimmed">
          {b.lab.name} · {formatAed(b.totalAed)}
          {b.collectionMode === "home_collection" ? " · Home collection" : ""}
        </Text>
      </Table.Td>
      <PaymentCell booking={b} />
      <Table.Td>
        <Text size="sm">{bookingDateTime(b.scheduledDate, b.scheduledTime)}</Text>
      </Table.Td>
      <Table.Td>
        <BookingStatusBadge status={b.status} />
      </Table.Td>
      <Table.Td>
        <StatusMenu
          patientName={b.patientName}
          allowed={b.allowedStatuses}
          pending={status.isPending(b.id)}
          onStatus={(s) => status.request(b, s)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** A patient's email or phone link (`href`: mailto: or tel:), dimmed; its click does not open the row's drawer. */
function ContactLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Anchor href={href} size="sm" c="dimmed" display="block" onClick={(e) => e.stopPropagation()}>
      {children}
    </Anchor>
  );
}

/** "Self-pay", or the insurer and plan with the estimated share in AED under them when one was stored. */
function PaymentCell({ booking: b }: { booking: AdminBooking }) {
  if (b.paymentMethod !== "insurance") {
    return (
      <Table.Td>
        <Text size="sm">{bookingsText.selfPay}</Text>
      </Table.Td>
    );
  }
  return (
    <Table.Td>
      <Text size="sm" fw={500}>
        {b.insurancePlan
          ? `${b.insurancePlan.insurer.name} · ${b.insurancePlan.name}`
          : bookingsText.insurance}
      </Text>
      {b.estimatedShareAed !== null && (
        <Text size="sm" c="dimmed">
          {bookingsText.estimatedShare(formatAed(b.estimatedShareAed))}
        </Text>
      )}
    </Table.Td>
  );
}
