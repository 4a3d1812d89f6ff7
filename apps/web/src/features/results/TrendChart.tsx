/**
 * The trend of one numeric series (@mantine/charts LineChart): one point per measurement, oldest
 * first, the reference range as a shaded band (or a line for a one-sided range), and a tooltip with
 * the value, flag, lab and date. The chart is a picture for screen readers (role="img" with every
 * value in its label); the same points are in a table under it (SeriesCard). On an Arabic page time
 * runs right to left (the oldest point on the right) and the value axis stands on the right; dates
 * are Arabic, numbers keep Western digits, test and lab names Arabic where they have Arabic ones.
 */
import { listComma } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { LineChart } from "@mantine/charts";
import { Paper, Text } from "@mantine/core";
import {
  formatResultValue,
  resultDate,
  resultLabName,
  useFlagText,
  valueWithUnit,
} from "../../components/results/resultText";
import { useTranslation } from "../../i18n/useTranslation";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import type { Series } from "./useResults";

interface Row {
  label: string;
  value: number;
  lab: string;
  date: string;
  flag: string | null;
}

/** Chart of `series` (at least two points). */
export function TrendChart({ series }: { series: Series }) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const rtl = locale === "ar";
  const flagText = useFlagText();
  const name = entityName(series, locale);
  const data: Row[] = series.points.map((p) => {
    const date = resultDate(p.effectiveAt, locale);
    return { label: date, value: p.value, lab: resultLabName(p, locale), date, flag: flagText(p.flag) };
  });
  const values = series.points.map((p) => p.value);
  const bounds = [...values, series.refLow, series.refHigh].filter((v): v is number => v !== null);
  const domain = niceDomain(Math.min(...bounds), Math.max(...bounds));
  const summary = data
    .map((d) => t("pointText", { value: valueWithUnit(d.value, series.unit), lab: d.lab, date: d.date }))
    .join(rtl ? " ← " : " → ");
  const band =
    series.refLow !== null && series.refHigh !== null
      ? // The range is written above the chart: the band needs no label of its own.
        { referenceAreas: [{ y1: series.refLow, y2: series.refHigh, color: "teal.2", fillOpacity: 0.35 }] }
      : {
          referenceLines: [
            ...(series.refLow !== null ? [{ y: series.refLow, color: "teal.7", label: t("bandLow") }] : []),
            ...(series.refHigh !== null
              ? [{ y: series.refHigh, color: "teal.7", label: t("bandHigh") }]
              : []),
          ],
        };
  return (
    <div role="img" aria-label={t("chartLabel", { name, points: summary })} data-testid="trend-chart">
      <LineChart
        h={220}
        data={data}
        dataKey="label"
        series={[{ name: "value", label: series.unit ? `${name} (${series.unit})` : name, color: "brand.7" }]}
        curveType="linear"
        tickLine="y"
        gridAxis="y"
        valueFormatter={formatResultValue}
        xAxisProps={{ reversed: rtl }}
        yAxisProps={{ domain, allowDecimals: true, orientation: rtl ? "right" : "left" }}
        lineChartProps={{ accessibilityLayer: false }}
        tooltipProps={{
          content: ({ payload }) => (
            <PointTooltip
              row={(payload?.[0] as { payload?: Row } | undefined)?.payload}
              unit={series.unit}
              comma={listComma(locale)}
            />
          ),
        }}
        {...band}
      />
    </div>
  );
}

/** The tooltip of a point: value with unit, flag in words, lab and date. */
function PointTooltip({ row, unit, comma }: { row: Row | undefined; unit: string | null; comma: string }) {
  if (!row) return null;
  return (
    <Paper shadow="md" p="xs" withBorder>
      <Text size="sm" fw={700}>
        <Ltr>{valueWithUnit(row.value, unit)}</Ltr>
        {row.flag ? ` · ${row.flag}` : ""}
      </Text>
      <Text size="xs">
        {row.lab}
        {comma}
        {row.date}
      </Text>
    </Paper>
  );
}

/**
 * The y-axis range around `min`..`max` (values and reference limits): widened by a step on each side
 * and rounded to it, a step being half the power of ten below the spread (0.5 for HbA1c's 4–6.1 →
 * 3.5–6.5), never below zero for non-negative data.
 */
export function niceDomain(min: number, max: number): [number, number] {
  const spread = max - min || Math.abs(max) || 1;
  const step = 10 ** Math.floor(Math.log10(spread)) / 2;
  const low = Math.floor(min / step) * step - (min % step === 0 ? step : 0);
  const high = Math.ceil(max / step) * step + (max % step === 0 ? step : 0);
  const round = (v: number) => Number(v.toFixed(6));
  return [round(min >= 0 ? Math.max(0, low) : low), round(high)];
}
