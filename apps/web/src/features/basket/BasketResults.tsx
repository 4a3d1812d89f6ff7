/**
 * The basket comparison's results (catalog.compareBasket, already ranked by the API): labs offering
 * every test first, by total, the cheapest highlighted; then labs offering some of them, by how few
 * are missing (the first five, with "Show all"). Cards sit one per row on phones, two on wider
 * screens. Props: `data` (compareBasket's answer), `home` (home collection chosen).
 */
import { useState } from "react";
import { Button, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { RouterOutputs } from "../../trpc";
import { BasketLabCard } from "./BasketLabCard";
import { basketPageCopy as copy } from "./basketPage.copy";

type Compared = RouterOutputs["catalog"]["compareBasket"];

const PARTIAL_SHOWN = 5;

export function BasketResults({ data, home }: { data: Compared; home: boolean }) {
  const [allPartial, setAllPartial] = useState(false);
  const complete = data.labs.filter((l) => l.complete);
  const partial = data.labs.filter((l) => !l.complete);
  const count = data.tests.length;
  const partialShown = allPartial ? partial : partial.slice(0, PARTIAL_SHOWN);

  if (data.labs.length === 0) return <Text c="dimmed">{copy.noLabs}</Text>;

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="basket-complete-title">
        <Title id="basket-complete-title" order={3} fz="h4">
          {copy.completeTitle(complete.length, count)}
        </Title>
        {complete.length === 0 ? (
          <Text c="dimmed">{copy.noComplete(count)}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ol" p={0} m={0} style={{ listStyle: "none" }} data-testid="basket-complete">
            {complete.map((entry) => (
              <BasketLabCard
                key={entry.lab.id}
                entry={entry}
                count={count}
                cheapest={entry.lab.id === data.cheapestCompleteLabId}
                savingAed={data.savingAed}
                home={home}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {partial.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="basket-partial-title">
          <Title id="basket-partial-title" order={3} fz="h4">
            {copy.partialTitle(partial.length)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
            {partialShown.map((entry) => (
              <BasketLabCard key={entry.lab.id} entry={entry} count={count} cheapest={false} savingAed={null} home={home} />
            ))}
          </SimpleGrid>
          {partial.length > partialShown.length && (
            <Button variant="light" onClick={() => setAllPartial(true)} w="fit-content">
              {copy.showAllPartial(partial.length)}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
