/**
 * The test page's summary card: the lowest price (or, with home collection chosen, the lowest total)
 * and the number of labs of the list shown — so they agree with the comparison below — sample type,
 * fasting, the fastest result ("Results in 24 h"), "Book This Test" (at the lab with that price) and "Add to basket". Props: `test` (catalog.tests.byId), `state` (useOfferComparison). AED.
 */
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed, resultsIn } from "@labcompare/domain/format";
import { AddToBasketButton } from "../../components/basket/AddToBasketButton";
import { sampleTypeLabel } from "../../lib/catalog";
import { bookPath } from "../../lib/paths";
import type { OfferComparison, TestDetail } from "./compare/useOfferComparison";
import { testDetailCopy as copy } from "./testDetail.copy";

export function SummaryCard({ test, state }: { test: TestDetail; state: OfferComparison }) {
  const { rows } = state.comparison;
  const home = state.filters.home;
  const hasOffers = test.offers.length > 0;
  const cheapest = rows.length ? rows.reduce((a, b) => (b.total < a.total ? b : a)) : null;
  const fastest = rows.length ? Math.min(...rows.map((r) => r.offer.turnaroundHours)) : null;
  const struck = cheapest?.offer.originalPriceAed && Number(cheapest.offer.originalPriceAed) > cheapest.price ? cheapest.offer.originalPriceAed : null;

  return (
    <Card shadow="sm" padding="xl" data-testid="test-summary">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {!hasOffers ? copy.price : home ? copy.lowestTotal : copy.lowestPrice}
        </Text>
        {cheapest ? (
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} c="brand.9" lh={1} data-testid="summary-price">
              {formatAed(cheapest.total)}
            </Text>
            {struck && !home && (
              <Text component="s" td="line-through" c="dimmed">
                {formatAed(struck)}
              </Text>
            )}
          </Group>
        ) : (
          <Text fw={600}>{hasOffers ? copy.noMatch : copy.notAvailable}</Text>
        )}
        <Stack gap={6} mt="xs">
          <SummaryRow label={copy.availableAt} value={copy.labs(rows.length)} />
          <SummaryRow label={copy.sampleType} value={sampleTypeLabel(test.sampleType)} />
          <SummaryRow label={copy.fasting} value={test.fastingHours > 0 ? copy.fastingHours(test.fastingHours) : copy.fastingNone} />
          {fastest !== null && <SummaryRow label={copy.fastestResult} value={resultsIn(fastest)} />}
        </Stack>
        {cheapest ? (
          <Button component={Link} to={bookPath(test.id, cheapest.offer.lab.id, [], { home })} size="md" mt="sm" fullWidth>
            {copy.book}
          </Button>
        ) : (
          <Button size="md" mt="sm" fullWidth disabled>
            {copy.book}
          </Button>
        )}
        {hasOffers && <AddToBasketButton testId={test.id} testName={test.name} size="md" fullWidth />}
      </Stack>
    </Card>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
