/**
 * One lab in the basket comparison (catalog.compareBasket): name (linking to its page), area,
 * emirate and distance (km); each offered test with its price; what it does not offer; subtotal,
 * one home-collection fee per visit when chosen, total (AED) and when every result is in
 * ("Results in 24 h", the slowest test); a cheaper panel covering the tests (messages.comparison.
 * panelSaving); and "Book at {lab} – {total AED}" to /book/{first}?lab={lab}&tests={rest} with the
 * basket's mode and emirate (`home=1`, `emirate=`) and payer (`plan=`, `referral=1`). The cheapest lab
 * doing every test is highlighted with the saving against the dearest one. With an insurance plan
 * (`entry.estimate`): "In network" / "Not in your network", "Your share (estimate)" under the cash
 * total, what is not covered and why; the cheapest is then "Cheapest for you (estimate)".
 * Props: `entry` (one of compareBasket's labs), `count` (tests in the basket), `cheapest`,
 * `savingAed` (string or null), `home`, `emirate` (the basket's, or null).
 */
import { Badge, Button, Card, Divider, Group, Stack, Text } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router-dom";
import { formatAed, formatKm } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { bookPath } from "../../lib/paths";
import type { RouterOutputs } from "../../trpc";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { LabCardHeading } from "../../components/LabCardHeading";
import { NetworkBadge } from "../../components/payer/PlanEstimate";
import { pathWithPayer, payerFromParams } from "../../lib/payer";
import { LabTotals, OfferedTests, PanelSaving } from "./BasketLabParts";

export type BasketLab = RouterOutputs["catalog"]["compareBasket"]["labs"][number];

export interface BasketLabCardProps {
  entry: BasketLab;
  count: number;
  cheapest: boolean;
  savingAed: string | null;
  home: boolean;
  emirate: string | null;
}

export function BasketLabCard({ entry, count, cheapest, savingAed, home, emirate }: BasketLabCardProps) {
  const { t } = useTranslation(["basket", "payer"]);
  const locale = useLocale();
  const [params] = useSearchParams();
  const { lab, offered, estimate } = entry;
  const ids = offered.map((o) => o.testId);
  const book = pathWithPayer(
    bookPath(ids[0]!, lab.id, ids.slice(1), { home, emirate }),
    payerFromParams(params),
  );
  const nameOf = (testId: string) => {
    const o = offered.find((x) => x.testId === testId);
    return o ? entityName(o, locale) : "";
  };
  const titleId = `basket-lab-${lab.id}`;
  return (
    <Card
      shadow={cheapest ? "md" : "xs"}
      padding="md"
      component="li"
      aria-labelledby={titleId}
      style={cheapest ? { borderColor: "var(--mantine-color-brand-7)", borderWidth: 2 } : undefined}
      data-testid="basket-lab"
      data-lab-id={lab.id}
      data-complete={entry.complete || undefined}
      data-cheapest={cheapest || undefined}
    >
      <Stack gap="xs">
        {(cheapest || estimate) && (
          <Group gap={6}>
            {cheapest && (
              <Badge
                color="brand"
                variant="filled"
                leftSection={<IconTrophy size={12} aria-hidden />}
                w="fit-content"
              >
                {estimate ? t("payer:cheapestForYou") : t("cheapest")}
              </Badge>
            )}
            {estimate && <NetworkBadge inNetwork={estimate.inNetwork} />}
          </Group>
        )}
        <LabCardHeading lab={lab} titleId={titleId} order={3} fz="md">
          {entry.distanceKm !== null && ` · ${t("away", { km: formatKm(entry.distanceKm, locale) })}`}
          {!entry.complete && ` · ${t("offersOf", { offered: offered.length, total: count })}`}
        </LabCardHeading>
        {cheapest && savingAed && Number(savingAed) > 0 && (
          <Text size="sm" fw={600} c="brand.9" data-testid="basket-saving">
            {t("saving", { amount: formatAed(savingAed, locale) })}
          </Text>
        )}
        <OfferedTests entry={entry} />
        <Divider />
        <LabTotals entry={entry} home={home} nameOf={nameOf} />
        {entry.panel && <PanelSaving panel={entry.panel} />}
        {entry.complete ? (
          <Button
            component={Link}
            to={book}
            fullWidth
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
          >
            {t("bookAt", { lab: entityName(lab, locale), total: formatAed(entry.totalAed, locale) })}
          </Button>
        ) : (
          <Button component={Link} to={book} fullWidth variant="default">
            {t("bookOffered", { count: offered.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
