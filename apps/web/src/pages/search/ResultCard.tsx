/**
 * One search result: name (linking to the test page), category, panel and fasting badges, synonyms,
 * description, the "from" price with the original struck through (AED), number of labs, the fastest
 * lab's turnaround ("Results in 24 h"), "Add to basket" and "Compare prices". The filters in
 * `carry` (emirate, home=1) are passed on to the test page so its comparison keeps them.
 * Props: `test` (a catalog.search item), `carry`.
 */
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatAed, resultsIn } from "@labcompare/validators/format";
import { AddToBasketButton } from "../../components/basket/AddToBasketButton";
import { testPath } from "../../lib/paths";
import type { RouterOutputs } from "../../trpc";

type TestSummary = RouterOutputs["catalog"]["search"]["items"][number];

/** Search filters the test page understands too. */
export interface CarriedFilters {
  emirate: string | null;
  home: boolean;
}

export interface ResultCardProps {
  test: TestSummary;
  carry: CarriedFilters;
}

/** `path` with ?emirate=…&home=1 when those filters are set. */
export function withCarry(path: string, carry: CarriedFilters): string {
  const p = new URLSearchParams();
  if (carry.emirate) p.set("emirate", carry.emirate);
  if (carry.home) p.set("home", "1");
  const q = p.toString();
  return q ? `${path}?${q}` : path;
}

export function ResultCard({ test, carry }: ResultCardProps) {
  const to = withCarry(testPath(test), carry);
  return (
    <Card shadow="xs" component="article" aria-labelledby={`test-${test.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: "1 1 300px", minWidth: 0 }}>
          <Anchor component={Link} to={to} c="dark.8" underline="hover">
            <Title id={`test-${test.id}`} order={2} fz="lg">
              {test.name}
            </Title>
          </Anchor>
          <Group gap={6}>
            {test.category && (
              <Badge variant="light" color="brand">
                {test.category.name}
              </Badge>
            )}
            {test.isPanel && (
              <Badge variant="outline" color="gray" c="dark.6">
                Panel
              </Badge>
            )}
            {test.fastingHours > 0 && (
              <Badge variant="light" color="orange" c="#8a3c00">
                Fasting {test.fastingHours}h
              </Badge>
            )}
          </Group>
          {test.synonyms.length > 0 && (
            <Text size="xs" c="dimmed">
              Also known as: {test.synonyms.slice(0, 3).join(", ")}
            </Text>
          )}
          {test.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {test.description}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flex: "1 0 auto", maxWidth: "100%" }} ta="right">
          <Text size="sm" c="dimmed">
            from{" "}
            <Text component="span" fz="xl" fw={800} c="brand.9">
              {formatAed(test.lowestPriceAed)}
            </Text>
          </Text>
          {test.originalPriceAed && Number(test.originalPriceAed) > Number(test.lowestPriceAed) && (
            <Text component="s" td="line-through" size="sm" c="dimmed">
              {formatAed(test.originalPriceAed)}
            </Text>
          )}
          <Text size="sm">
            {test.labCount} {test.labCount === 1 ? "lab" : "labs"}
          </Text>
          <Group gap={4} justify="flex-end">
            <IconClock size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {resultsIn(test.fastestTurnaroundHours)} at the fastest lab
            </Text>
          </Group>
          <Group gap="xs" justify="flex-end">
            <AddToBasketButton testId={test.id} testName={test.name} size="sm" />
            <Button component={Link} to={to} size="sm" aria-label={`Compare prices for ${test.name}`}>
              Compare prices
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

