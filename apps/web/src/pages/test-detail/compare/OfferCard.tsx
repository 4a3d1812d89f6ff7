/**
 * One lab's offer as a card, for phones (< 768 px): lab name (linking to the lab's page), area and
 * emirate, distance when known (km), price with the original struck through, home-collection fee,
 * total (price + fee when home collection is chosen), turnaround ("Results in 24 h"), winner and
 * accreditation badges, and a full-width Book button. Props: `row`, `testId`, `home` (home
 * collection chosen). Money AED.
 */
import { Anchor, Button, Card, Divider, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed, resultsIn } from "@labcompare/validators/format";
import { formatKm } from "@labcompare/validators/geo";
import type { ComparedRow } from "../../../lib/offerCompare";
import { bookPath, labPath } from "../../../lib/paths";
import { compareCopy as copy } from "../testDetail.copy";
import { AccreditationBadges, WinnerBadges } from "./OfferBadges";
import type { Offer } from "./useOfferComparison";

export interface OfferCardProps {
  row: ComparedRow<Offer>;
  testId: string;
  home: boolean;
}

export function OfferCard({ row, testId, home }: OfferCardProps) {
  const { offer } = row;
  const lab = offer.lab;
  const titleId = `offer-${offer.id}`;
  const struck = offer.originalPriceAed && Number(offer.originalPriceAed) > row.price ? offer.originalPriceAed : null;
  return (
    <Card shadow="xs" padding="md" component="li" aria-labelledby={titleId} data-testid="offer-card" data-lab-id={lab.id}>
      <Stack gap={8}>
        <WinnerBadges row={row} />
        <div>
          <Title order={3} fz="md" id={titleId}>
            <Anchor component={Link} to={labPath(lab)} c="dark.8" inherit>
              {lab.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" data-testid="offer-location">
            {lab.area}, {lab.emirate}
            {row.distanceKm !== null && ` · ${copy.away(formatKm(row.distanceKm))}`}
          </Text>
        </div>
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Group gap={8} align="baseline" wrap="wrap">
            <Text fz="xl" fw={800} c="brand.9" data-testid="offer-price">
              {formatAed(offer.priceAed)}
            </Text>
            {struck && (
              <Text component="s" td="line-through" size="sm" c="dimmed">
                <VisuallyHidden>{copy.wasShort} </VisuallyHidden>
                {formatAed(struck)}
              </Text>
            )}
          </Group>
          <Text size="sm" fw={500}>
            {resultsIn(offer.turnaroundHours)}
          </Text>
        </Group>
        <Divider />
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {copy.feeLabel}
            </Text>
            <Text size="sm" ta="right">
              {offer.homeCollectionFeeAed !== null ? formatAed(offer.homeCollectionFeeAed) : copy.noHome}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={700}>
              {copy.totalFor(home)}
            </Text>
            <Text size="sm" fw={700} data-testid="offer-total">
              {formatAed(row.total)}
            </Text>
          </Group>
        </Stack>
        <AccreditationBadges list={lab.accreditation} />
        <Button component={Link} to={bookPath(testId, lab.id, [], { home })} fullWidth aria-label={copy.bookLabel(lab.name)}>
          {copy.book}
        </Button>
      </Stack>
    </Card>
  );
}
