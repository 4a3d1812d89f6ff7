/**
 * One lab in the basket comparison (catalog.compareBasket): name (linking to its page), area,
 * emirate and distance (km); each offered test with its price; what it does not offer; subtotal,
 * one home-collection fee per visit when chosen, total (AED) and when every result is in
 * ("Results in 24 h", the slowest test); a cheaper panel covering the tests (messages.comparison.
 * panelSaving); and "Book these tests" to /book/{first}?lab={lab}&tests={rest}. The cheapest lab
 * doing every test is highlighted with the saving against the dearest one.
 * Props: `entry` (one of compareBasket's labs), `count` (tests in the basket), `cheapest`,
 * `savingAed` (string or null), `home`.
 */
import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatAed, resultsIn, formatKm } from "@labcompare/domain/format";
import { comparisonMessages } from "@labcompare/validators/catalog-messages";
import { bookPath, labPath } from "../../lib/paths";
import type { RouterOutputs } from "../../trpc";
import { basketPageCopy as copy } from "./basketPage.copy";

export type BasketLab = RouterOutputs["catalog"]["compareBasket"]["labs"][number];

export interface BasketLabCardProps {
  entry: BasketLab;
  count: number;
  cheapest: boolean;
  savingAed: string | null;
  home: boolean;
}

export function BasketLabCard({ entry, count, cheapest, savingAed, home }: BasketLabCardProps) {
  const { lab, offered } = entry;
  const ids = offered.map((o) => o.testId);
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
        {cheapest && (
          <Badge color="brand" variant="filled" leftSection={<IconTrophy size={12} aria-hidden />} w="fit-content">
            {copy.cheapest}
          </Badge>
        )}
        <div>
          <Title order={3} fz="md" id={titleId}>
            <Anchor component={Link} to={labPath(lab)} c="dark.8" inherit>
              {lab.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {lab.area}, {lab.emirate}
            {entry.distanceKm !== null && ` · ${copy.away(formatKm(entry.distanceKm))}`}
            {!entry.complete && ` · ${copy.offersOf(offered.length, count)}`}
          </Text>
        </div>
        {cheapest && savingAed && Number(savingAed) > 0 && (
          <Text size="sm" fw={600} c="brand.9" data-testid="basket-saving">
            {copy.saving(formatAed(savingAed))}
          </Text>
        )}
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {offered.map((o) => (
            <Group key={o.testId} component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                {o.name}
              </Text>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {formatAed(o.priceAed)}
              </Text>
            </Group>
          ))}
        </Stack>
        {entry.missing.length > 0 && (
          <Text size="sm" c="red.9">
            {copy.missing(entry.missing.map((m) => m.name).join(", "))}
          </Text>
        )}
        <Divider />
        <Stack gap={2}>
          {home && (
            <>
              <Line label={copy.subtotal} value={formatAed(entry.subtotalAed)} />
              <Line label={copy.fee} value={formatAed(entry.homeCollectionFeeAed ?? 0)} />
            </>
          )}
          <Line label={copy.total} value={formatAed(entry.totalAed)} strong testId="basket-lab-total" />
          <Line label={copy.results} value={resultsIn(entry.turnaroundHours)} />
        </Stack>
        {entry.panel && (
          <Text size="sm" bg="brand.0" p="xs" style={{ borderRadius: "var(--mantine-radius-md)" }}>
            {comparisonMessages.panelSaving(entry.panel.name, entry.panel.covers, formatAed(entry.panel.savingAed))}.{" "}
            <Anchor component={Link} to={`/tests/${entry.panel.slug}`} inherit fw={600}>
              {copy.viewPanel}
            </Anchor>
          </Text>
        )}
        {entry.complete ? (
          <Button component={Link} to={bookPath(ids[0]!, lab.id, ids.slice(1), { home })} fullWidth aria-label={copy.bookLabel(lab.name)}>
            {copy.book}
          </Button>
        ) : (
          <Button component={Link} to={bookPath(ids[0]!, lab.id, ids.slice(1), { home })} fullWidth variant="default">
            {copy.bookOffered(offered.length)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
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
