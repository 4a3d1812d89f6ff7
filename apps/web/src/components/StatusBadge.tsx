import { Badge } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import type { TFunction } from "i18next";

/**
 * Booking status colours, the same on every screen: confirmed green, completed blue, cancelled red, any other
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

/** "Pending", "Confirmed", "No-show" (Arabic "قيد الانتظار"…): the status as a patient reads it. */
export function statusText(status: string, t: TFunction<"appointments">): string {
  const texts: Partial<Record<string, string>> = {
    confirmed: t("status.confirmed"),
    completed: t("status.completed"),
    cancelled: t("status.cancelled"),
    no_show: t("status.noShow"),
  };
  return texts[status] ?? t("status.pending");
}

/** Text colours dark enough for WCAG AA on each light badge background. */
const TEXT: Record<string, string> = { green: "#1b5e2a", blue: "#14558f", red: "#a51d1d", yellow: "#6b4200" };

/** A booking's status as a small badge. Props: `status` (pending, confirmed, completed, cancelled, no_show). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("appointments");
  const color = statusColor(status);
  return (
    <Badge color={color} variant="light" c={TEXT[color]} tt="none" fz="xs">
      {statusText(status, t)}
    </Badge>
  );
}
