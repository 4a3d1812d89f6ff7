/**
 * The actions on a booking's confirmation page: "Add to calendar" (the .ics file served at
 * /bookings/{reference}.ics, under /ar in Arabic: the event is written in the page's language),
 * "Reschedule" and "Cancel booking" (dialogs). While the booking can no longer be changed online
 * (`canChange` false: its status, or the lab's cut-off before the appointment), those two are
 * disabled and a line beside them says why; inside the cut-off it names the hours of the lab's rule
 * and gives the lab's phone as a tel: link. After a cancellation the buttons and the dialog are
 * gone, so the focus goes to the page's heading (the booking's reference). Props: `booking` (BookingDto).
 */
import { useEffect, useRef, useState } from "react";
import { Anchor, Button, Card, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconCalendarTime, IconX } from "@tabler/icons-react";
import { useChangeBlocked, type Booking } from "../../lib/bookings";
import { focusElement, pageHeading } from "../../lib/focus";
import { telHref } from "../../lib/phone";
import { bookingIcsPath } from "../../lib/paths";
import { pathInLocale } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../i18n/Ltr";
import { RescheduleModal } from "../../components/appointments/RescheduleModal";
import { CancelModal } from "./CancelModal";
import { usePatientReschedule } from "./useBooking";

export function BookingActions({ booking }: { booking: Booking }) {
  const [dialog, setDialog] = useState<"reschedule" | "cancel" | null>(null);
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  const blocked = useChangeBlocked(booking);
  const reschedule = usePatientReschedule(booking);
  const status = useRef(booking.status);
  useEffect(() => {
    const before = status.current;
    status.current = booking.status;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (before !== "cancelled" && booking.status === "cancelled" && lost) {
      const heading = pageHeading();
      if (heading) focusElement(heading);
    }
  }, [booking.status]);
  return (
    <Card shadow="xs" component="section" aria-label={t("actions")}>
      <Stack gap="sm">
        <Button
          component="a"
          href={pathInLocale(bookingIcsPath(booking.reference), locale)}
          download={`${booking.reference}.ics`}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          fullWidth
        >
          {t("addToCalendar")}
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
              {t("reschedule")}
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
              {t("cancelBooking")}
            </Button>
          </>
        )}
        {blocked && (
          <Text id="booking-change-blocked" size="sm" c="dark.6" data-testid="booking-change-blocked">
            {blocked.reason}
            {blocked.callLab && booking.lab.phone && (
              <>
                {t("callLabOn")}
                <Anchor
                  href={telHref(booking.lab.phone)}
                  size="sm"
                  c="brand.9"
                  fw={600}
                  td="underline"
                  style={{ whiteSpace: "nowrap" }}
                >
                  <Ltr>{booking.lab.phone}</Ltr>
                </Anchor>
              </>
            )}
            {blocked.callLab ? "." : ""}
          </Text>
        )}
      </Stack>
      {booking.canChange && (
        <>
          <RescheduleModal
            booking={booking}
            idPrefix="reschedule"
            opened={dialog === "reschedule"}
            onClose={() => setDialog(null)}
            {...reschedule}
          />
          <CancelModal booking={booking} opened={dialog === "cancel"} onClose={() => setDialog(null)} />
        </>
      )}
    </Card>
  );
}
