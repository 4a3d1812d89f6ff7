/**
 * /basket (noindex): the tests in the basket (remove; shareable as /basket?tests=id1,id2), filters
 * (emirate, home collection: `emirate`, `home=1` in the URL, remembered in the browser —
 * useBasketFilters), near me, how the patient pays (PayerControl: `plan`, `referral=1`), and the labs compared for
 * all of them by `catalog.compareBasket` — complete labs first by total (AED), the cheapest
 * highlighted with the saving, then labs with some of the tests and what they miss. Tests that no
 * longer exist are dropped from the basket with a notice.
 *
 * A doctor's list (/basket?list=…, from the list box) is resolved into chips above the comparison,
 * and its matched tests fill the basket (BasketList). With `tests` or `list` in the URL the server
 * renders the page: until the browser's basket is in step with the URL, the page shows the URL's
 * tests (else the list's), so the first paint, the page without JavaScript and the hydrating render
 * agree.
 */
import { Alert, Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconBasket, IconInfoCircle } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../lib/title";
import { useTranslation } from "../../i18n/useTranslation";
import { BasketFilters } from "./BasketFilters";
import { BASKET_RESULTS_ID, BasketList } from "./BasketList";
import { BasketResults } from "./BasketResults";
import { BasketTests } from "./BasketTests";
import { useBasketPage } from "./useBasketPage";
import { PayerControl } from "../../components/payer/PayerControl";
import { EmptyStateHeading } from "../../components/EmptyStateHeading";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";

/** A new list (the list box submitted here) starts the page afresh, so that list fills the basket. */
export default function BasketPage() {
  const [params] = useSearchParams();
  return <BasketView key={params.get("list") ?? ""} />;
}

/** The page for one list (or none); data: useBasketPage. */
function BasketView() {
  const { t } = useTranslation("basket");
  usePageTitle(t("pageTitle"));
  const page = useBasketPage();
  const { url, listText, ids, filters, compared } = page;

  if (!page.ready) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={t("loading")}>
        <Skeleton h={36} w="40%" mb="lg" />
        <Skeleton h={200} />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t("title")}
      </Title>
      <Text c="dimmed" mb="lg">
        {t("intro")}
      </Text>

      {url.previous && (
        <Alert
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={listText !== null ? t("listReplacedTitle") : t("sharedTitle")}
          mb="lg"
          withCloseButton
          onClose={url.dismiss}
          closeButtonLabel={t("dismiss")}
        >
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t("sharedText", { count: url.previous.length })}</Text>
            <Button size="xs" variant="light" onClick={url.restore}>
              {t("restore")}
            </Button>
          </Group>
        </Alert>
      )}
      {page.removed > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertCircle size={18} aria-hidden />}
          mb="lg"
          withCloseButton
          onClose={page.clearRemoved}
          closeButtonLabel={t("dismiss")}
        >
          {t("removedMissing", { count: page.removed })}
        </Alert>
      )}

      <BasketList
        listText={listText}
        list={page.list}
        ids={ids}
        params={page.params}
        onReplace={page.basket.replace}
      />

      {ids.length === 0 ? (
        <BasketEmpty />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <BasketTests tests={page.tests} onRemove={page.basket.remove} />
              <Card withBorder padding="md" data-testid="payer-control">
                <PayerControl
                  payer={page.payer}
                  onChange={page.setPayer}
                  referralByDefault={listText !== null}
                  answer={compared.data}
                />
              </Card>
              <BasketFilters {...filters} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <BasketComparison
              compared={compared}
              comparison={page.comparison}
              moreLabs={page.moreLabs}
              home={filters.home}
              emirate={filters.emirate}
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

/** No tests in the basket: why, and a way to the tests. */
function BasketEmpty() {
  const { t } = useTranslation("basket");
  return (
    <Stack align="center" ta="center" py={60} gap="md" data-testid="basket-empty">
      <EmptyStateHeading icon={IconBasket} title={t("emptyTitle")} text={t("emptyText")} />
      <Button component={Link} to="/search">
        {t("browse")}
      </Button>
    </Stack>
  );
}

interface BasketComparisonProps {
  compared: ReturnType<typeof useBasketPage>["compared"];
  comparison: ReturnType<typeof useBasketPage>["comparison"];
  moreLabs: string | null;
  home: boolean;
  emirate: string | null;
}

/**
 * "Compare labs": the labs for the basket (BasketResults, dimmed while the next answer loads, with
 * `moreLabs` the query showing more), the error, or two skeleton cards while there is no answer for
 * the chosen mode.
 */
function BasketComparison({ compared, comparison, moreLabs, home, emirate }: BasketComparisonProps) {
  const { t } = useTranslation("basket");
  return (
    <>
      <Title id={BASKET_RESULTS_ID} order={2} fz="h3" mb="sm" tabIndex={-1} data-script-focus="">
        {t("resultsTitle")}
      </Title>
      {compared.isError ? (
        <QueryErrorAlert title={t("error")} error={compared.error} />
      ) : !comparison ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t("loading")}>
          <Skeleton h={220} />
          <Skeleton h={220} />
        </Stack>
      ) : (
        <div style={{ opacity: compared.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
          <BasketResults data={comparison} home={home} emirate={emirate} moreLabs={moreLabs} />
        </div>
      )}
    </>
  );
}
