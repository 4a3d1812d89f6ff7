/**
 * "Lowest price" / "Fastest results" badges of one compared offer, for the winners of the list
 * shown. Props: `row` (a compared offer). The lab's accreditations: components/AccreditationBadges.
 */
import { Badge, Group } from "@mantine/core";
import { IconBolt, IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "../../../i18n/useTranslation";
import type { ComparedRow } from "../../../lib/offerCompare";
import type { Offer } from "./useOfferComparison";

export function WinnerBadges({ row }: { row: ComparedRow<Offer> }) {
  // Most rows win nothing: they skip the translation hook (one per row adds up in a long list).
  return row.lowestPrice || row.fastest ? <Winners row={row} /> : null;
}

function Winners({ row }: { row: ComparedRow<Offer> }) {
  const { t } = useTranslation("testDetail");
  const badges = [
    row.lowestPrice && {
      testId: "badge-lowest",
      color: "brand",
      Icon: IconTrophy,
      label: t("compare.lowest"),
    },
    row.fastest && { testId: "badge-fastest", color: "blue.9", Icon: IconBolt, label: t("compare.fastest") },
  ].filter((badge) => badge !== false);
  return (
    <Group gap={4}>
      {badges.map(({ testId, color, Icon, label }) => (
        <Badge
          key={testId}
          size="sm"
          color={color}
          variant="filled"
          leftSection={<Icon size={12} aria-hidden />}
          data-testid={testId}
        >
          {label}
        </Badge>
      ))}
    </Group>
  );
}
