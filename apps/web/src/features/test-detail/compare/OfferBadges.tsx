/**
 * Badges of one compared offer: "Lowest price" / "Fastest results" for the winners of the list
 * shown, and the lab's accreditations. Props: `row` (a compared offer), `withAccreditation`.
 */
import { useAccreditation } from "../../../i18n/useAccreditation";
import { Badge, Group, VisuallyHidden } from "@mantine/core";
import { IconBolt, IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ComparedRow } from "../../../lib/offerCompare";
import type { Offer } from "./useOfferComparison";

export function WinnerBadges({ row }: { row: ComparedRow<Offer> }) {
  const { t } = useTranslation("testDetail");
  if (!row.lowestPrice && !row.fastest) return null;
  return (
    <Group gap={4}>
      {row.lowestPrice && (
        <Badge
          size="sm"
          color="brand"
          variant="filled"
          leftSection={<IconTrophy size={12} aria-hidden />}
          data-testid="badge-lowest"
        >
          {t("compare.lowest")}
        </Badge>
      )}
      {row.fastest && (
        <Badge
          size="sm"
          color="blue.9"
          variant="filled"
          leftSection={<IconBolt size={12} aria-hidden />}
          data-testid="badge-fastest"
        >
          {t("compare.fastest")}
        </Badge>
      )}
    </Group>
  );
}

export function AccreditationBadges({ list }: { list: string[] }) {
  const { t } = useTranslation("testDetail");
  const accreditation = useAccreditation();
  if (list.length === 0) return null;
  return (
    <Group gap={4}>
      <VisuallyHidden>{t("compare.accreditedBy")}</VisuallyHidden>
      {list.map((a) => (
        <Badge key={a} size="xs" variant="outline" color="gray" c="dark.6">
          {accreditation(a)}
        </Badge>
      ))}
    </Group>
  );
}
