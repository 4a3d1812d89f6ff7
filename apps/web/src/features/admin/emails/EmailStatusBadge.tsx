/** An email's outbox status as a coloured badge (Queued, Sending, Sent, Failed, Cancelled). */
import { Badge } from "@mantine/core";
import { STATUS_COLORS, STATUS_LABELS, type EmailStatus } from "./emails.copy";

/** The badge of `status`. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { color, text } = STATUS_COLORS[status];
  return (
    <Badge color={color} variant="light" c={text} tt="none" fz="xs">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
