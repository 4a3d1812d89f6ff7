/**
 * Badges of one compared offer: "Lowest price" / "Fastest results" for the winners of the list
 * shown, and the lab's accreditations. Props: `row` (a compared offer), `withAccreditation`.
 */
import { Badge, Group, VisuallyHidden } from "@mantine/core";
import { IconBolt, IconTrophy } from "@tabler/icons-react";
import type { ComparedRow } from "../../../lib/offerCompare";
import { compareCopy as copy } from "../testDetail.copy";
import type { Offer } from "./useOfferComparison";

export function WinnerBadges({ row }: { row: ComparedRow<Offer> }) {
  if (!row.lowestPrice && !row.fastest) return null;
  return (
    <Group gap={4}>
      {row.lowestPrice && (
        <Badge size="sm" color="brand" variant="filled" leftSection={<IconTrophy size={12} aria-hidden />} data-testid="badge-lowest">
          {copy.lowest}
        </Badge>
      )}
      {row.fastest && (
        <Badge size="sm" color="blue.9" variant="filled" leftSection={<IconBolt size={12} aria-hidden />} data-testid="badge-fastest">
          {copy.fastest}
        </Badge>
      )}
    </Group>
  );
}

export function AccreditationBadges({ list }: { list: string[] }) {
  if (list.length === 0) return null;
  return (
    <Group gap={4}>
      <VisuallyHidden>{copy.accreditedBy}</VisuallyHidden>
      {list.map((a) => (
        <Badge key={a} size="xs" variant="outline" color="gray" c="dark.6">
          {a}
        </Badge>
      ))}
    </Group>
  );
}
