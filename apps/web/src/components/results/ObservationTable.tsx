import { Group, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { ColumnHeads } from "../ColumnHeads";
import { FlagBadge } from "./FlagBadge";
import { rangeText, valueWithUnit, type ObservationRow } from "./resultText";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import { useMediaQueryHydrated } from "../../lib/viewport";

/** The dash of an empty cell (read out as its words instead). */
const DASH = "—";

/**
 * A report's values as a table (a card a value on a phone, where four columns would scroll sideways): test (its Arabic name on an Arabic page when the catalogue has one), result with its unit, reference range ("3.5–5.0" or the lab's
 * text) and the flag in words. Props: `observations` (a report's, in the lab's order), `caption`
 * (read by screen readers: which lab and date).
 */
export function ObservationTable({
  observations,
  caption,
}: {
  observations: ObservationRow[];
  caption: string;
}) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const cards = useMediaQueryHydrated(CARDS_QUERY);
  if (cards) return <ObservationCards observations={observations} caption={caption} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" data-testid="observation-table">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <ColumnHeads
          labels={[t("table.test"), t("table.result"), t("table.range"), t("table.flag")]}
          scope="col"
        />
        <Table.Tbody>
          {observations.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>{entityName(o, locale)}</Table.Td>
              <Table.Td fw={600} style={{ whiteSpace: "nowrap" }}>
                <Ltr>{valueWithUnit(o.valueNumber ?? o.valueText, o.unit)}</Ltr>
              </Table.Td>
              <Table.Td>
                {rangeText(o) !== null ? <Ltr>{rangeText(o)}</Ltr> : <NoValue>{t("table.noRange")}</NoValue>}
              </Table.Td>
              <Table.Td>
                {o.flag ? <FlagBadge flag={o.flag} /> : <NoValue>{t("table.noFlagText")}</NoValue>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below this width the values are cards: the table needs about 480 px. */
const CARDS_QUERY = "(max-width: 36em)";

/** The values as a list of cards: the test, then its result and flag, then the reference range. */
function ObservationCards({ observations, caption }: { observations: ObservationRow[]; caption: string }) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={caption}
      style={{ listStyle: "none" }}
      data-testid="observation-table"
    >
      {observations.map((o) => (
        <Paper component="li" withBorder p="xs" key={o.id}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {entityName(o, locale)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>
              <Ltr>{valueWithUnit(o.valueNumber ?? o.valueText, o.unit)}</Ltr>
            </Text>
            {o.flag && <FlagBadge flag={o.flag} />}
          </Group>
          {rangeText(o) !== null && (
            <Text size="sm" c="dimmed">
              {t("referenceRange", { range: rangeText(o) })}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** A dash for an empty cell, read out as `children`. */
function NoValue({ children }: { children: string }) {
  return (
    <>
      <Text span c="dimmed" size="sm" aria-hidden>
        {DASH}
      </Text>
      <VisuallyHidden>{children}</VisuallyHidden>
    </>
  );
}
