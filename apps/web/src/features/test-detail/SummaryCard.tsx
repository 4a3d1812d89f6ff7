/**
 * The test page's summary card: the lowest price (or, with home collection chosen, the lowest total)
 * and the number of labs the filters leave (the server's comparison: they agree with the list below), sample type,
 * fasting, the fastest result ("Results in 24 h"), "Book This Test" (at the lab with that price) and "Add to basket". Props: `test` (catalog.tests.byId), `state` (useOfferComparison). AED.
 */
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { AddToBasketButton } from "../../components/basket/AddToBasketButton";
import { useSampleTypeText } from "../../lib/catalog";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useResultsIn } from "../../i18n/useResultsIn";
import { bookPath } from "../../lib/paths";
import type { OfferComparison, TestDetail } from "./compare/useOfferComparison";

export function SummaryCard({ test, state }: { test: TestDetail; state: OfferComparison }) {
  const { t } = useTranslation("testDetail");
  const locale = useLocale();
  const resultsIn = useResultsIn();
  const sampleTypeText = useSampleTypeText();
  const { cheapest, home, matchCount, fastestTurnaroundHours: fastest } = state.comparison;
  const hasOffers = test.labCount > 0;
  const struck =
    cheapest?.originalPriceAed && Number(cheapest.originalPriceAed) > Number(cheapest.priceAed)
      ? cheapest.originalPriceAed
      : null;

  return (
    <Card shadow="sm" padding="xl" data-testid="test-summary">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {!hasOffers ? t("summary.price") : home ? t("summary.lowestTotal") : t("summary.lowestPrice")}
        </Text>
        {cheapest ? (
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} c="brand.9" lh={1} data-testid="summary-price">
              {formatAed(cheapest.totalAed, locale)}
            </Text>
            {struck && !home && (
              <Text component="s" td="line-through" c="dimmed">
                {formatAed(struck, locale)}
              </Text>
            )}
          </Group>
        ) : (
          <Text fw={600}>{hasOffers ? t("summary.noMatch") : t("summary.notAvailable")}</Text>
        )}
        <Stack gap={6} mt="xs">
          <SummaryRow label={t("summary.availableAt")} value={t("labs", { count: matchCount })} />
          <SummaryRow label={t("summary.sampleType")} value={sampleTypeText(test.sampleType)} />
          <SummaryRow
            label={t("summary.fasting")}
            value={
              test.fastingHours > 0
                ? t("summary.fastingHours", { count: test.fastingHours })
                : t("summary.fastingNone")
            }
          />
          {fastest !== null && <SummaryRow label={t("summary.fastestResult")} value={resultsIn(fastest)} />}
        </Stack>
        {cheapest ? (
          <Button
            component={Link}
            to={bookPath(test.id, cheapest.labId, [], { home })}
            size="md"
            mt="sm"
            fullWidth
          >
            {t("summary.book")}
          </Button>
        ) : (
          <Button size="md" mt="sm" fullWidth disabled>
            {t("summary.book")}
          </Button>
        )}
        {hasOffers && (
          <AddToBasketButton testId={test.id} testName={entityName(test, locale)} size="md" fullWidth />
        )}
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
