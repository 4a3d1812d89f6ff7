/**
 * /basket (noindex): the tests in the basket (remove; shareable as /basket?tests=id1,id2), filters
 * (emirate, home collection: `emirate`, `home=1` in the URL, remembered in the browser —
 * useBasketFilters), near me, and the labs compared for
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
import { useEffect, useMemo, useState } from "react";
import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconBasket, IconInfoCircle } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { doctorListCopy } from "../../components/doctor-list/doctorList.copy";
import { useResolvedList } from "../../components/doctor-list/useResolvedList";
import { parseTestIds, useBasket } from "../../lib/basket";
import { useLatest } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { useNearMe } from "../../lib/nearMe";
import { testPath } from "../../lib/paths";
import { usePageTitle } from "../../lib/title";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { useTranslation } from "react-i18next";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { BasketFilters } from "./BasketFilters";
import { BASKET_RESULTS_ID, BasketList } from "./BasketList";
import { BasketResults } from "./BasketResults";
import { BasketTests } from "./BasketTests";
import { useBasketFilters } from "./useBasketFilters";
import { useBasketUrl } from "./useBasketUrl";

const FALLBACK_EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah"];

/** A new list (the list box submitted here) starts the page afresh, so that list fills the basket. */
export default function BasketPage() {
  const [params] = useSearchParams();
  return <BasketView key={params.get("list") ?? ""} />;
}

function BasketView() {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  usePageTitle(t("pageTitle"));
  const basket = useBasket((e) => notifyError(t("pageTitle"), errorMessage(e, undefined, t), "basket-save"));
  const [params] = useSearchParams();
  const listText = params.get("list");
  const list = useResolvedList(listText);
  const url = useBasketUrl(basket, listText === null ? undefined : list.ids);
  const { emirate, home, setFilter } = useBasketFilters();
  const near = useNearMe();
  const labs = trpc.catalog.labs.list.useQuery({}, { staleTime: 5 * 60_000 });
  const emirates = useMemo(() => {
    const list = [...new Set((labs.data ?? []).map((l) => l.emirate))].sort();
    return list.length ? list : FALLBACK_EMIRATES;
  }, [labs.data]);

  // What the URL names (its tests, else its list's matches), shown until the basket is in step with it.
  const urlIds = parseTestIds(params.get("tests"));
  const fromUrl = urlIds.length ? urlIds : listText !== null ? list.ids : null;
  const ids = url.synced || !fromUrl ? basket.testIds : fromUrl;
  const details = trpc.useQueries((t) => ids.map((id) => t.catalog.tests.byId({ id }, { staleTime: 5 * 60_000 })));
  const tests = ids.map((id, i) => {
    const d = details[i]?.data;
    return { id, name: d ? entityName(d, locale) : null, path: d ? testPath(d) : `/tests/${id}` };
  });

  // Tests that no longer exist are dropped (compareBasket refuses a basket containing one).
  const [removed, setRemoved] = useState(0);
  const gone = ids.filter((_, i) => trpcErrorCode(details[i]?.error) === "NOT_FOUND");
  const goneKey = gone.join(",");
  const basketRef = useLatest(basket);
  useEffect(() => {
    if (!url.synced || goneKey === "") return;
    const goneIds = goneKey.split(",");
    // The notice counts what this write removed from the basket (an outside store).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRemoved((n) => n + goneIds.length);
    basketRef.current.replace(basketRef.current.testIds.filter((id) => !goneIds.includes(id)));
  }, [url.synced, goneKey, basketRef]);

  const ready = (url.synced && basket.ready) || !!fromUrl;
  const validIds = ids.filter((id) => !gone.includes(id));
  const compared = trpc.catalog.compareBasket.useQuery(
    { testIds: validIds, emirate: emirate ?? undefined, homeCollection: home || undefined, near: near.point ?? undefined },
    { enabled: ready && validIds.length > 0, placeholderData: keepPreviousData },
  );
  // The previous answer stays on screen while filters change, but never one for the other mode: its
  // totals and its cheapest lab would be the other mode's.
  const comparison = compared.data?.collectionMode === (home ? "home_collection" : "lab_visit") ? compared.data : undefined;

  if (!ready) {
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
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={listText !== null ? doctorListCopy.listReplacedTitle : t("sharedTitle")} mb="lg" withCloseButton onClose={url.dismiss} closeButtonLabel={t("dismiss")}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t("sharedText", { count: url.previous.length })}</Text>
            <Button size="xs" variant="light" onClick={url.restore}>
              {t("restore")}
            </Button>
          </Group>
        </Alert>
      )}
      {removed > 0 && (
        <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} mb="lg" withCloseButton onClose={() => setRemoved(0)} closeButtonLabel={t("dismiss")}>
          {t("removedMissing", { count: removed })}
        </Alert>
      )}

      <BasketList listText={listText} list={list} ids={ids} params={params} onReplace={basket.replace} />

      {ids.length === 0 ? (
        <Stack align="center" ta="center" py={60} gap="md" data-testid="basket-empty">
          <IconBasket size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={2} fz="h3">
            {t("emptyTitle")}
          </Title>
          <Text c="dimmed" maw={480}>
            {t("emptyText")}
          </Text>
          <Button component={Link} to="/search">
            {t("browse")}
          </Button>
        </Stack>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <BasketTests tests={tests} onRemove={basket.remove} />
              <BasketFilters emirates={emirates} emirate={emirate} home={home} onChange={setFilter} near={near} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Title id={BASKET_RESULTS_ID} order={2} fz="h3" mb="sm">
              {t("resultsTitle")}
            </Title>
            {compared.isError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t("error")}>
                {errorMessage(compared.error, undefined, t)}
              </Alert>
            ) : !comparison ? (
              <Stack gap="md" role="status" aria-busy="true" aria-label={t("loading")}>
                <Skeleton h={220} />
                <Skeleton h={220} />
              </Stack>
            ) : (
              <div style={{ opacity: compared.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
                <BasketResults data={comparison} home={home} emirate={emirate} />
              </div>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
