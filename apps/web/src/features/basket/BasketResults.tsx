/**
 * The basket comparison's results (catalog.compareBasket, already ranked by the API): labs offering
 * every test first, by total, the cheapest highlighted; then labs offering some of them, by how few
 * are missing (the first five, with "Show all": a plain link to the same URL with `partial=all`). Cards sit one per row on phones, two on wider
 * screens. A polite status tells screen readers the outcome when it changes (a filter, a test
 * removed). Counts are of every lab compared (`completeCount`, `labCount`), which may be more than
 * the labs answered: then "Show more labs" links to `moreLabs` (a plain link, so it works before
 * the page's script runs). Props: `data` (compareBasket's answer, for the mode shown), `home` (home
 * collection chosen), `emirate` (the basket's emirate, or null; carried to the booking form),
 * `moreLabs` (the query showing more labs, or null).
 */
import { Link, useSearchParams } from "react-router-dom";
import { Button, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { formatAed } from "@labcompare/domain/format";
import type { RouterOutputs } from "../../trpc";
import { entityName } from "@labcompare/domain/locale";
import { BasketLabCard, type BasketLabCardProps } from "./BasketLabCard";
import { searchWith } from "../../lib/listPaging";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";

type Compared = RouterOutputs["catalog"]["compareBasket"];

const PARTIAL_SHOWN = 5;
/** The URL parameter (`partial=all`) that shows every partial match. */
const PARTIAL_PARAM = "partial";

export function BasketResults({
  data,
  home,
  emirate,
  moreLabs,
}: {
  data: Compared;
  home: boolean;
  emirate: string | null;
  moreLabs: string | null;
}) {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const allPartial = searchParams.get(PARTIAL_PARAM) === "all";
  const complete = data.labs.filter((l) => l.complete);
  const partial = data.labs.filter((l) => !l.complete);
  const count = data.tests.length;
  const partialShown = allPartial ? partial : partial.slice(0, PARTIAL_SHOWN);

  const cards = { count, home, emirate };
  const cheapest = complete.find((l) => l.lab.id === data.cheapestCompleteLabId) ?? null;
  // First in the same Stack whatever the outcome, so it stays mounted: a live region is read when its text changes.
  const status = (
    <VisuallyHidden role="status" data-testid="basket-results-status">
      {data.labs.length === 0
        ? t("noLabs")
        : cheapest
          ? `${t("status.cheapest", { count, lab: entityName(cheapest.lab, locale), total: formatAed(cheapest.totalAed, locale) })} ${t("status.compared", { count: data.labCount })}`
          : `${t("status.none", { count })} ${t("status.offerSome", { count: data.labCount })}`}
    </VisuallyHidden>
  );

  if (data.labs.length === 0) {
    return (
      <Stack gap="lg">
        {status}
        <Text c="dimmed">{t("noLabs")}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {status}
      <Stack gap="sm" component="section" aria-labelledby="basket-complete-title">
        <Title id="basket-complete-title" order={3} fz="h4">
          {t("completeTitle", { count, labs: data.completeCount })}
        </Title>
        {complete.length === 0 ? (
          <Text c="dimmed">{t("noComplete", { count })}</Text>
        ) : (
          <LabCardList
            {...cards}
            entries={complete}
            cheapestId={data.cheapestCompleteLabId}
            savingAed={data.savingAed}
            testId="basket-complete"
          />
        )}
      </Stack>
      {partial.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="basket-partial-title">
          <Title id="basket-partial-title" order={3} fz="h4">
            {t("partialTitle", { labs: data.labCount - data.completeCount })}
          </Title>
          <LabCardList {...cards} entries={partialShown} cheapestId={null} savingAed={null} />
          {partial.length > partialShown.length && (
            <Button
              component={Link}
              to={searchWith(searchParams, PARTIAL_PARAM, "all")}
              replace
              preventScrollReset
              variant="light"
              w="fit-content"
            >
              {t("showAllPartial", { labs: partial.length })}
            </Button>
          )}
        </Stack>
      )}
      {moreLabs && (
        <Button component={Link} to={moreLabs} replace preventScrollReset variant="default" w="fit-content">
          {t("showMoreLabs")}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Lab cards (BasketLabCard) as an ordered list, one per row on phones, two on wider screens: the card
 * of `cheapestId` highlighted, each with `savingAed` (the cheapest's saving, or null); `testId` names
 * the list for tests.
 */
function LabCardList({
  entries,
  cheapestId,
  testId,
  ...card
}: Omit<BasketLabCardProps, "entry" | "cheapest"> & {
  entries: Compared["labs"];
  cheapestId: string | null;
  testId?: string;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      data-testid={testId}
    >
      {entries.map((entry) => (
        <BasketLabCard key={entry.lab.id} entry={entry} cheapest={entry.lab.id === cheapestId} {...card} />
      ))}
    </SimpleGrid>
  );
}
