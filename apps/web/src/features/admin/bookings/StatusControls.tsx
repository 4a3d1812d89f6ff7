/**
 * Status pieces of the admin bookings screens: the badge (re-exported), the actions menu that offers only the moves the state machine allows now, and
 * the cancel dialog that asks for the reason the patient will see.
 */
import { useState } from "react";
import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea } from "@mantine/core";
import {
  IconCalendarCheck,
  IconCircleCheck,
  IconDotsVertical,
  IconUserOff,
  IconX,
} from "@tabler/icons-react";
import { messages } from "@labcompare/validators/messages";
import type { BookingStatusValue } from "@labcompare/domain/booking-rules";
import { AdminModal } from "../components/ui";
import { bookingsText, STATUS_ACTION_LABELS } from "./labels";

export { BookingStatusBadge } from "./BookingStatusBadge";

const ICONS: Partial<Record<BookingStatusValue, React.ReactNode>> = {
  confirmed: <IconCalendarCheck size={16} aria-hidden />,
  completed: <IconCircleCheck size={16} aria-hidden />,
  no_show: <IconUserOff size={16} aria-hidden />,
  cancelled: <IconX size={16} aria-hidden color="var(--mantine-color-red-8)" />,
};

/** The "Actions for <name>'s booking" menu: one item per allowed status, or a disabled note when none. */
export function StatusMenu({
  patientName,
  allowed,
  pending,
  onStatus,
}: {
  patientName: string;
  allowed: BookingStatusValue[];
  pending: boolean;
  onStatus: (status: BookingStatusValue) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={pending}
          aria-label={`Actions for ${patientName}'s booking`}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        {allowed.length === 0 ? (
          <Menu.Item disabled>{bookingsText.noMoves}</Menu.Item>
        ) : (
          allowed.map((status) => (
            <Menu.Item key={status} leftSection={ICONS[status]} onClick={() => onStatus(status)}>
              {STATUS_ACTION_LABELS[status]}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Asks for the reason of a lab cancellation (required; the patient sees it) and confirms it.
 * `booking` null: closed.
 */
export function CancelBookingModal({
  booking,
  loading,
  onConfirm,
  onClose,
}: {
  booking: { reference: string; patientName: string } | null;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (loading) return;
    setReason("");
    setError(null);
    onClose();
  };
  return (
    <AdminModal
      opened={booking !== null}
      onClose={close}
      title={booking ? bookingsText.cancelTitle(booking.reference) : ""}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const text = reason.trim();
          if (!text) {
            setError(messages.booking.cancelReasonRequired);
            return;
          }
          onConfirm(text);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {booking?.patientName} · {bookingsText.cancelIntro}
          </Text>
          <Textarea
            label={bookingsText.cancelReasonLabel}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              {bookingsText.cancelKeep}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {bookingsText.cancelConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
