/**
 * The actions on a booking's confirmation page: "Add to calendar" (the .ics file served at
 * /bookings/{reference}.ics), "Reschedule" and "Cancel booking" (dialogs). While the booking can no
 * longer be changed online (`canChange` false: its status, or the lab's cut-off before the
 * appointment), those two are disabled and a line says why. Props: `booking` (BookingDto).
 */
import { useState } from "react";
import { Button, Card, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconCalendarTime, IconX } from "@tabler/icons-react";
import { changeBlockedReason, type Booking } from "../../lib/bookings";
import { bookingIcsPath } from "../../lib/paths";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";
import { CancelModal } from "./CancelModal";
import { RescheduleModal } from "./RescheduleModal";

export function BookingActions({ booking }: { booking: Booking }) {
  const [dialog, setDialog] = useState<"reschedule" | "cancel" | null>(null);
  const blocked = changeBlockedReason(booking);
  return (
    <Card shadow="xs" component="section" aria-label={copy.actions}>
      <Stack gap="sm">
        <Button
          component="a"
          href={bookingIcsPath(booking.reference)}
          download={`${booking.reference}.ics`}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          fullWidth
        >
          {copy.addToCalendar}
        </Button>
        {booking.status !== "cancelled" && (
          <>
            <Button
              variant="default"
              leftSection={<IconCalendarTime size={18} aria-hidden />}
              fullWidth
              disabled={!booking.canChange}
              onClick={() => setDialog("reschedule")}
              aria-describedby={blocked ? "booking-change-blocked" : undefined}
            >
              {copy.reschedule}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconX size={18} aria-hidden />}
              fullWidth
              disabled={!booking.canChange}
              onClick={() => setDialog("cancel")}
              aria-describedby={blocked ? "booking-change-blocked" : undefined}
            >
              {copy.cancelBooking}
            </Button>
          </>
        )}
        {blocked && (
          <Text id="booking-change-blocked" size="sm" c="dimmed">
            {blocked}
          </Text>
        )}
      </Stack>
      {booking.canChange && (
        <>
          <RescheduleModal booking={booking} opened={dialog === "reschedule"} onClose={() => setDialog(null)} />
          <CancelModal booking={booking} opened={dialog === "cancel"} onClose={() => setDialog(null)} />
        </>
      )}
    </Card>
  );
}
