/**
 * The parts of a lab's card in the basket comparison (BasketLabCard.tsx): its offered tests with
 * prices and what it lacks, its totals (AED), and a cheaper panel covering the tests.
 */
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed, joinList, resultsIn } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { PlanShareLines } from "../../components/payer/PlanEstimate";
import type { BasketLab } from "./BasketLabCard";

/** Each test `entry` offers with its price (a list), then the tests it does not offer. */
export function OfferedTests({ entry }: { entry: BasketLab }) {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  const { offered } = entry;
  return (
    <>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {offered.map((o) => (
          <Group
            key={o.testId}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            align="flex-start"
          >
            <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              {entityName(o, locale)}
            </Text>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatAed(o.priceAed, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
      {entry.missing.length > 0 && (
        <Text size="sm" c="red.9">
          {t("missing", {
            names: joinList(
              entry.missing.map((m) => entityName(m, locale)),
              locale,
            ),
          })}
        </Text>
      )}
    </>
  );
}

/**
 * Subtotal and fee (with home collection), the cash total, the plan's share when `entry.estimate`
 * is set (`nameOf(testId)`: a test's name for what is not covered), and when every result is in.
 */
export function LabTotals({
  entry,
  home,
  nameOf,
}: {
  entry: BasketLab;
  home: boolean;
  nameOf: (testId: string) => string;
}) {
  const { t } = useTranslation(["basket", "payer"]);
  const locale = useLocale();
  const { estimate } = entry;
  return (
    <Stack gap={2}>
      {home && (
        <>
          <Line label={t("subtotal")} value={formatAed(entry.subtotalAed, locale)} />
          <Line label={t("fee")} value={formatAed(entry.homeCollectionFeeAed ?? 0, locale)} />
        </>
      )}
      <Line
        label={estimate ? t("payer:cashPrice") : t("total")}
        value={formatAed(entry.totalAed, locale)}
        strong={!estimate}
        testId="basket-lab-total"
      />
      {estimate && <PlanShareLines estimate={estimate} nameOf={nameOf} />}
      <Line label={t("results")} value={resultsIn(entry.turnaroundHours, locale)} />
    </Stack>
  );
}

/** A cheaper panel covering the basket's tests, with its saving and a link to its page. */
export function PanelSaving({ panel }: { panel: NonNullable<BasketLab["panel"]> }) {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  return (
    <Text size="sm" bg="brand.0" p="xs" style={{ borderRadius: "var(--mantine-radius-md)" }}>
      {t("panelSaving", {
        panel: entityName(panel, locale),
        count: panel.covers,
        saving: formatAed(panel.savingAed, locale),
      })}
      .{" "}
      <Anchor component={Link} to={`/tests/${panel.slug}`} inherit fw={600}>
        {t("viewPanel")}
      </Anchor>
    </Text>
  );
}

/** One label–value line of the totals; `strong`: the total's bold line; `testId`: the value's data-testid. */
function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined} c={strong ? undefined : "dimmed"}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}
