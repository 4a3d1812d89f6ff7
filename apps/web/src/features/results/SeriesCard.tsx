/**
 * One test on /results (test and lab names in the page's language when they have Arabic ones): its latest value with the flag in words, the lab and date, the reference
 * range, the trend chart when there are two or more values, and every value in a table (date, lab,
 * value, flag; "Added by you" on a past result the patient typed in; a "Download PDF" link when its
 * report has a file) — the chart's points as text.
 */
import { listComma } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ColumnHeads } from "../../components/ColumnHeads";
import { FlagBadge } from "../../components/results/FlagBadge";
import { rangeText, resultDate, resultLabName, valueWithUnit } from "../../components/results/resultText";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import { TrendChart } from "./TrendChart";
import type { Series, SeriesPoint } from "./useResults";

/** The card of `series` (its points oldest first, at least one); `withFile`: the ids of the reports that have a PDF. */
export function SeriesCard({ series, withFile }: { series: Series; withFile: ReadonlySet<string> }) {
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
        {series.points.length >= 2 && <TrendChart series={series} />}
        <PointsTable series={series} withFile={withFile} />
      </Stack>
    </Card>
  );
}

/** Every value of the series, oldest first, as a table (a PDF column when one of its reports has a file). */
function PointsTable({ series, withFile }: { series: Series; withFile: ReadonlySet<string> }) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const name = entityName(series, locale);
  const pdfColumn = series.points.some((p) => withFile.has(p.reportId));
  return (
    // Narrower than the table on a phone, it scrolls sideways: focusable and named, so a keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={420}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t("historyCaption", { name })}
    >
      <Table verticalSpacing={4} fz="sm" data-testid="series-points">
        <Table.Caption style={{ captionSide: "top", textAlign: "start" }}>
          <Text span size="xs" c="dimmed">
            {t("historyCaption", { name })}
          </Text>
        </Table.Caption>
        <ColumnHeads
          labels={[t("date"), t("lab"), t("value"), t("flag"), ...(pdfColumn ? [t("pdf")] : [])]}
          scope="col"
        />
        <Table.Tbody>
          {series.points.map((p) => (
            <PointRow
              key={`${p.reportId}-${new Date(p.effectiveAt).getTime()}-${p.value}`}
              point={p}
              unit={series.unit}
              pdf={pdfColumn ? withFile.has(p.reportId) : null}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One value; `pdf`: whether its report has a file (null: the table has no PDF column). */
function PointRow({ point: p, unit, pdf }: { point: SeriesPoint; unit: string | null; pdf: boolean | null }) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const date = resultDate(p.effectiveAt, locale);
  const lab = resultLabName(p, locale);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{date}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          <span>{lab}</span>
          {p.source === "patient" && (
            <Badge variant="light" color="gray" c="dark.7" tt="none" fz="xs">
              {t("addedByYou")}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td fw={600} style={{ whiteSpace: "nowrap" }}>
        <Ltr>{valueWithUnit(p.value, unit)}</Ltr>
      </Table.Td>
      <Table.Td>{p.flag ? <FlagBadge flag={p.flag} /> : null}</Table.Td>
      {pdf !== null && (
        <Table.Td style={{ whiteSpace: "nowrap" }}>
          {pdf && (
            <Anchor
              href={`/api/results/${p.reportId}/file`}
              download
              size="sm"
              aria-label={t("downloadPointPdf", { lab, date })}
            >
              {t("downloadPdf")}
            </Anchor>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
