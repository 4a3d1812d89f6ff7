/** A booking's status as a coloured badge (statusColor's colours; pending and no-show in yellow), "No-show" for no_show. */
import { Badge } from "@mantine/core";
import type { BookingStatusValue } from "@labcompare/domain/booking-rules";
import { statusColor } from "../../../components/StatusBadge";
import { statusText } from "./labels";

/** Text colours dark enough for WCAG AA on each light badge background. */
const TEXT: Record<string, string> = { green: "#1b5e2a", blue: "#14558f", red: "#a51d1d", yellow: "#6b4200" };

export function BookingStatusBadge({ status }: { status: BookingStatusValue }) {
  const color = statusColor(status);
  return (
    <Badge color={color} variant="light" c={TEXT[color] ?? "dark.6"} tt="none" fz="xs">
      {statusText(status)}
    </Badge>
  );
}
