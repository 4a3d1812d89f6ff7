/**
 * Every value of a series on /results, oldest first: a table (date, lab, value, flag, and a PDF column
 * when one of its reports has a file) on a wide screen, a card a value on a phone, where a table of
 * five columns would be cut or scroll sideways.
 */
import { listComma } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { ReportPdfLink } from "../../components/results/ReportPdfLink";
import { useId } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { ColumnHeads } from "../../components/ColumnHeads";
import { FlagBadge } from "../../components/results/FlagBadge";
import { resultDate, resultLabName, valueWithUnit } from "../../components/results/resultText";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import { useMediaQueryHydrated } from "../../lib/viewport";
import type { Series, SeriesPoint } from "./useResults";

/** Below this width the values are cards: the table needs about 420 px. */
export const CARDS_QUERY = "(max-width: 36em)";

/** The values of `series`; `withFile`: the ids of the reports that have a PDF. */
export function PointsHistory({ series, withFile }: { series: Series; withFile: ReadonlySet<string> }) {
  const cards = useMediaQueryHydrated(CARDS_QUERY);
  return cards ? (
    <PointCards series={series} withFile={withFile} />
  ) : (
    <PointsTable series={series} withFile={withFile} />
  );
}

const pointKey = (p: SeriesPoint) => `${p.reportId}-${new Date(p.effectiveAt).getTime()}-${p.value}`;

/** The values as a list of cards: value and flag first, then lab and date, and the PDF link. */
function PointCards({ series, withFile }: { series: Series; withFile: ReadonlySet<string> }) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const name = entityName(series, locale);
  const captionId = useId();
  return (
    <div data-testid="series-points">
      <Text size="xs" c="dimmed" mb={4} id={captionId}>
        {t("historyCaption", { name })}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={captionId}>
        {series.points.map((p) => {
          const date = resultDate(p.effectiveAt, locale);
          const lab = resultLabName(p, locale);
          return (
            <Paper component="li" withBorder p="xs" key={pointKey(p)} data-testid="point-card">
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text fw={700} data-testid="point-value">
                  <Ltr>{valueWithUnit(p.value, series.unit)}</Ltr>
                </Text>
                {p.flag && <FlagBadge flag={p.flag} />}
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {lab}
                {listComma(locale)}
                {date}
              </Text>
              {(p.source === "patient" || withFile.has(p.reportId)) && (
                <Group gap="xs" mt={4}>
                  {p.source === "patient" && <AddedByYou />}
                  {withFile.has(p.reportId) && <PdfLink reportId={p.reportId} lab={lab} date={date} />}
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
    </div>
  );
}

/** The badge of a value the patient typed in. */
function AddedByYou() {
  const { t } = useTranslation("results");
  return (
    <Badge variant="light" color="gray" c="dark.7" tt="none" fz="xs">
      {t("addedByYou")}
    </Badge>
  );
}

/** The download link of a value's report file. */
function PdfLink({ reportId, lab, date }: { reportId: string; lab: string; date: string }) {
  const { t } = useTranslation("results");
  return (
    <ReportPdfLink reportId={reportId} label={t("downloadPointPdf", { lab, date })}>
      {t("downloadPdf")}
    </ReportPdfLink>
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
              key={pointKey(p)}
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
  const locale = useLocale();
  const date = resultDate(p.effectiveAt, locale);
  const lab = resultLabName(p, locale);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{date}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          <span>{lab}</span>
          {p.source === "patient" && <AddedByYou />}
        </Group>
      </Table.Td>
      <Table.Td fw={600} style={{ whiteSpace: "nowrap" }} data-testid="point-value">
        <Ltr>{valueWithUnit(p.value, unit)}</Ltr>
      </Table.Td>
      <Table.Td>{p.flag ? <FlagBadge flag={p.flag} /> : null}</Table.Td>
      {pdf !== null && (
        <Table.Td style={{ whiteSpace: "nowrap" }}>
          {pdf && <PdfLink reportId={p.reportId} lab={lab} date={date} />}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
