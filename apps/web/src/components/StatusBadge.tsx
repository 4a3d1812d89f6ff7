import { Badge } from "@mantine/core";
import { capitalise } from "@labcompare/validators/format";

/** Booking status colours (SPEC section 4): confirmed green, completed blue, cancelled red, others yellow. */
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

/** Text colours dark enough for WCAG AA on each light badge background. */
const TEXT: Record<string, string> = { green: "#1b5e2a", blue: "#14558f", red: "#a51d1d", yellow: "#6b4200" };

export function StatusBadge({ status }: { status: string }) {
  const color = statusColor(status);
  return (
    <Badge color={color} variant="light" c={TEXT[color]} tt="none" fz="xs">
      {capitalise(status)}
    </Badge>
  );
}
