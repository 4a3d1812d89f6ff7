import { Badge } from "@mantine/core";
import type { ObservationFlagValue } from "@labcompare/validators/results";
import { flagColor, useFlagText } from "./resultText";

/** Text colours dark enough for WCAG AA on each light badge background. */
const TEXT: Record<string, string> = { green: "#1b5e2a", red: "#a51d1d", orange: "#6b4200" };

/** A result's interpretation flag as a badge that says it in words ("High", "Critically low"); nothing without a flag. */
export function FlagBadge({ flag }: { flag: ObservationFlagValue | null }) {
  const flagText = useFlagText();
  if (!flag) return null;
  const color = flagColor(flag);
  return (
    <Badge color={color} variant="light" c={TEXT[color]} tt="none" fz="xs" data-flag={flag}>
      {flagText(flag)}
    </Badge>
  );
}
