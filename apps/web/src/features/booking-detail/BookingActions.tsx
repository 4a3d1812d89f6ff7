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
import { Button, Card, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconCalendarTime, IconX } from "@tabler/icons-react";
import { useChangeBlocked, type Booking } from "../../lib/bookings";
import { focusElement, pageHeading } from "../../lib/focus";
import { bookingIcsPath } from "../../lib/paths";
import { pathInLocale } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useTranslation } from "../../i18n/useTranslation";
import { PhoneLink } from "../../components/PhoneLink";
import { RescheduleModal } from "../../components/appointments/RescheduleModal";
import { CancelModal } from "./CancelModal";
import { usePatientReschedule } from "./useBooking";

type Dialog = "reschedule" | "cancel";

export function BookingActions({ booking }: { booking: Booking }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
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
          <ChangeButtons canChange={booking.canChange} described={!!blocked} onOpen={setDialog} />
        )}
        {blocked && (
          <Text id="booking-change-blocked" size="sm" c="dark.6" data-testid="booking-change-blocked">
            {blocked.reason}
            {blocked.callLab && booking.lab.phone && (
              <>
                {t("callLabOn")}
                <PhoneLink phone={booking.lab.phone} emphasised />
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

/**
 * Reschedule and Cancel, each opening its dialog (`onOpen`); disabled unless `canChange`, and then
 * `described` by the line that says why (#booking-change-blocked).
 */
function ChangeButtons({
  canChange,
  described,
  onOpen,
}: {
  canChange: boolean;
  described: boolean;
  onOpen: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation("bookingDetail");
  const buttons = [
    {
      dialog: "reschedule",
      variant: "default",
      color: undefined,
      Icon: IconCalendarTime,
      label: t("reschedule"),
    },
    { dialog: "cancel", variant: "outline", color: "red.9", Icon: IconX, label: t("cancelBooking") },
  ] as const;
  return buttons.map(({ dialog, variant, color, Icon, label }) => (
    <Button
      key={dialog}
      variant={variant}
      color={color}
      leftSection={<Icon size={18} aria-hidden />}
      fullWidth
      disabled={!canChange}
      onClick={() => onOpen(dialog)}
      aria-describedby={described ? "booking-change-blocked" : undefined}
    >
      {label}
    </Button>
  ));
}
