/**
 * The test page's comparison of labs: the heading with the number of labs the filters leave and
 * their price range (totals when home collection is chosen), sort and filters (CompareFilters), then
 * one card per lab on phones (< 768 px) or a table with a sticky header on larger screens; above the
 * filters, "How are you paying?" (PayerControl): with a plan each offer shows the patient's share. The
 * server answers the first TEST_OFFER_LIMIT_DEFAULT labs, TEST_OFFER_STEP more with each "Show more
 * labs" (a plain link raising `labs=N` in the URL). Props: `test` (catalog.tests.byId), `state`
 * (useOfferComparison), `payer` (the page's choice and its setter: usePayer), `loading` (the shown
 * answer is the previous one while the next loads). Money AED.
 */
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { Trans } from "react-i18next";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatAed } from "@labcompare/domain/format";
import { Ltr } from "../../../i18n/Ltr";
import { useLocale } from "../../../i18n/useLocale";
import { CompareFilters } from "./CompareFilters";
import { OfferCard } from "./OfferCard";
import { OfferTable } from "./OfferTable";
import type { OfferComparison, TestDetail } from "./useOfferComparison";
import { useMediaQueryHydrated } from "../../../lib/viewport";
import { PayerControl } from "../../../components/payer/PayerControl";
import type { PayerChoice } from "../../../lib/payer";
import { showMoreSearch } from "../../../lib/listPaging";
import { TEST_OFFER_LIMIT_MAX, TEST_OFFER_STEP } from "@labcompare/domain/offer-compare";

export interface CompareSectionProps {
  test: TestDetail;
  state: OfferComparison;
  payer: { choice: PayerChoice | null; onChange: (choice: PayerChoice | null) => void };
  loading?: boolean;
}

export function CompareSection({ test, state, payer, loading = false }: CompareSectionProps) {
  const { t } = useTranslation("testDetail");
  const locale = useLocale();
  const isDesktop = useMediaQueryHydrated("(min-width: 48em)");
  const { comparison, rows } = state;
  const { range, matchCount, home } = comparison;
  const total = test.labCount;
  const [params] = useSearchParams();
  const moreLabs = showMoreSearch(params, rows.length, matchCount, TEST_OFFER_STEP, TEST_OFFER_LIMIT_MAX);
  // "Prices 85.00 AED – 120.00 AED", or one price when they are all the same.
  const rangeText = range
    ? range.minAed === range.maxAed
      ? formatAed(range.minAed, locale)
      : `${formatAed(range.minAed, locale)} – ${formatAed(range.maxAed, locale)}`
    : "";

  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      mt="xl"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby="compare-title"
    >
      <Title id="compare-title" order={2} fz="h3" mb={4}>
        {t("compare.title")}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t("compare.none")}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md" aria-live="polite" data-testid="compare-summary">
            <Text span fw={700} c="dark.7" data-testid="compare-count">
              {matchCount === total
                ? t("labs", { count: total })
                : t("compare.countOf", { shown: matchCount, count: total })}
            </Text>
            {range && " · "}
            {range &&
              (home ? (
                <Trans
                  t={t}
                  i18nKey="compare.rangeTotals"
                  values={{ range: rangeText }}
                  components={{ ltr: <Ltr>{null}</Ltr> }}
                />
              ) : (
                <Trans
                  t={t}
                  i18nKey="compare.rangePrices"
                  values={{ range: rangeText }}
                  components={{ ltr: <Ltr>{null}</Ltr> }}
                />
              ))}
          </Text>
          <div
            style={{ maxWidth: 420, marginBottom: "var(--mantine-spacing-md)" }}
            data-testid="payer-control"
          >
            <PayerControl payer={payer.choice} onChange={payer.onChange} answer={test} />
          </div>
          <CompareFilters state={state} />
          <div aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined}>
            {matchCount === 0 ? (
              <Stack align="center" py="xl" gap="sm">
                <Text>{t("compare.noneMatch")}</Text>
                <Button component={Link} to={state.clearHref} replace preventScrollReset variant="light">
                  {t("compare.clear")}
                </Button>
              </Stack>
            ) : isDesktop ? (
              <OfferTable rows={rows} testId={test.id} home={home} payer={payer.choice} />
            ) : (
              <Stack
                gap="sm"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                data-testid="offer-cards"
              >
                {rows.map((row) => (
                  <OfferCard key={row.offer.id} row={row} testId={test.id} home={home} payer={payer.choice} />
                ))}
              </Stack>
            )}
          </div>
          {moreLabs && (
            <Button component={Link} to={moreLabs} replace preventScrollReset variant="default" mt="md">
              {t("compare.showMore")}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
