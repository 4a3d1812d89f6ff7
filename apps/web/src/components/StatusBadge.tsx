import { Badge } from "@mantine/core";
import { capitalise } from "@labcompare/domain/format";

/**
 * Booking status colours (SPEC section 4): confirmed green, completed blue, cancelled red, any other
 * value (pending, no_show) yellow.
 */
export function statusColor(status: string): string {
  switch (status) {
    case "confirmed":
      return "green";
    case "completed":
      return "blue";
    case "cancelled":
      return "red";
    default:
      return "yellow";
  }
}

/** "Pending", "Confirmed", "No-show": the status as a patient or admin reads it. */
export function statusText(status: string): string {
  return status === "no_show" ? "No-show" : capitalise(status);
}

/** Text colours dark enough for WCAG AA on each light badge background. */
const TEXT: Record<string, string> = { green: "#1b5e2a", blue: "#14558f", red: "#a51d1d", yellow: "#6b4200" };

/** A booking's status as a small badge. Props: `status` (pending, confirmed, completed, cancelled, no_show). */
export function StatusBadge({ status }: { status: string }) {
  const color = statusColor(status);
  return (
    <Badge color={color} variant="light" c={TEXT[color]} tt="none" fz="xs">
      {statusText(status)}
    </Badge>
  );
}
