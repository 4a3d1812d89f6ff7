/**
 * One test on /results (test and lab names in the page's language when they have Arabic ones): its latest value with the flag in words, the lab and date, the reference
 * range, the trend chart when there are two or more values (its own chunk), and every value (PointsHistory: date, lab,
 * value, flag; "Added by you" on a past result the patient typed in; a "Download PDF" link when its
 * report has a file) — the chart's points as text — and its retest reminder (RetestReminder).
 */
import { listComma } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { FlagBadge } from "../../components/results/FlagBadge";
import { rangeText, resultDate, resultLabName, valueWithUnit } from "../../components/results/resultText";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import { PointsHistory } from "./PointsHistory";
import { RetestReminder } from "./RetestReminder";
import type { Series } from "./useResults";

// The chart library is a chunk of its own: the values show without waiting for it.
const TrendChart = lazy(async () => ({ default: (await import("./TrendChart")).TrendChart }));

/**
 * The card of `series` (its points oldest first, at least one); `withFile`: the ids of the reports that
 * have a PDF; `personId`: whose series it is (absent: the account holder), for its retest reminder.
 */
export function SeriesCard({
  series,
  withFile,
  personId = null,
}: {
  series: Series;
  withFile: ReadonlySet<string>;
  personId?: string | null;
}) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const latest = series.points[series.points.length - 1]!;
  const range = rangeText(series);
  const headingId = `series-${series.key.replace(/[^\w-]/g, "_")}`;
  return (
    <Card shadow="xs" component="section" aria-labelledby={headingId} data-testid="result-series">
      <Title id={headingId} order={3} fz="h4" mb={4}>
        {entityName(series, locale)}
      </Title>
      <Group gap="xs" mb="xs" align="baseline">
        <Text size="sm" c="dimmed">
          {t("latest")}:
        </Text>
        <Text fw={700} fz="lg" data-testid="series-latest">
          <Ltr>{valueWithUnit(latest.value, series.unit)}</Ltr>
        </Text>
        <FlagBadge flag={latest.flag} />
        <Text size="sm" c="dimmed">
          {resultLabName(latest, locale)}
          {listComma(locale)}
          {resultDate(latest.effectiveAt, locale)}
        </Text>
      </Group>
      {range && (
        <Text size="sm" mb="sm">
          {t("referenceRange", { range: series.unit ? `${range} ${series.unit}` : range })}
        </Text>
      )}
      <Stack gap="sm">
        {series.points.length >= 2 && (
          <Suspense fallback={<Skeleton h={220} />}>
            <TrendChart series={series} />
          </Suspense>
        )}
        <PointsHistory series={series} withFile={withFile} />
        <RetestReminder testId={series.testId} name={entityName(series, locale)} personId={personId} />
      </Stack>
    </Card>
  );
}
