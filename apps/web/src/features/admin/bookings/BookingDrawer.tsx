/**
 * The full booking in a side drawer: status with the allowed moves, a "Reschedule" button while the
 * booking is pending or confirmed (RescheduleModal with useLabReschedule: slot picker, then confirmation), patient
 * (email and phone as mailto:/tel: links), appointment and lab, home-collection address, tests with
 * prices, totals, notes, cancellation, the results of a confirmed or completed booking (versions and
 * the upload form: BookingResults), and the history timeline.
 */
import { Divider, Stack, Text, Title } from "@mantine/core";
import { Field } from "../../../components/Field";
import { useErrorToast } from "../../../lib/hooks";
import { DetailDrawer } from "../components/DetailDrawer";
import { trpc } from "../../../trpc";
import { dateTime, type AdminBookingDetail } from "../lib";
import { BookingDetailHead, BookingPeople, BookingTestsTable } from "./BookingDetailSections";
import { BookingHistory } from "./BookingHistory";
import { BookingResults, showsResults } from "./BookingResults";
import { bookingsText } from "./labels";
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
  return (
    <Stack gap="lg">
      <BookingDetailHead b={b} status={status} />
      <BookingPeople b={b} />
      <BookingTestsTable b={b} />

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
