/**
 * /basket (noindex): the tests in the basket (remove; shareable as /basket?tests=id1,id2), filters
 * (emirate, home collection: `emirate`, `home=1` in the URL), near me, and the labs compared for
 * all of them by `catalog.compareBasket` — complete labs first by total (AED), the cheapest
 * highlighted with the saving, then labs with some of the tests and what they miss. Tests that no
 * longer exist are dropped from the basket with a notice.
 */
import { useEffect, useMemo, useState } from "react";
import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconBasket, IconInfoCircle } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { useBasket } from "../../lib/basket";
import { useLatest } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { useNearMe } from "../../lib/nearMe";
import { testPath } from "../../lib/paths";
import { usePageTitle } from "../../lib/title";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { basketPageCopy as copy } from "./basketPage.copy";
import { BasketFilters } from "./BasketFilters";
import { BasketResults } from "./BasketResults";
import { BasketTests } from "./BasketTests";
import { useBasketUrl } from "./useBasketUrl";

const FALLBACK_EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah"];

export default function BasketPage() {
  usePageTitle(copy.pageTitle);
  const basket = useBasket((e) => notifyError(copy.pageTitle, errorMessage(e), "basket-save"));
  const url = useBasketUrl(basket);
  const [params, setParams] = useSearchParams();
  const emirate = params.get("emirate") || null;
  const home = params.get("home") === "1";
  const near = useNearMe();
  const labs = trpc.catalog.labs.list.useQuery({}, { staleTime: 5 * 60_000 });
  const emirates = useMemo(() => {
    const list = [...new Set((labs.data ?? []).map((l) => l.emirate))].sort();
    return list.length ? list : FALLBACK_EMIRATES;
  }, [labs.data]);

  const ids = basket.testIds;
  const details = trpc.useQueries((t) => ids.map((id) => t.catalog.tests.byId({ id }, { staleTime: 5 * 60_000 })));
  const tests = ids.map((id, i) => {
    const d = details[i]?.data;
    return { id, name: d?.name ?? null, path: d ? testPath(d) : `/tests/${id}` };
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

  const ready = url.synced && basket.ready;
  const validIds = ids.filter((id) => !gone.includes(id));
  const compared = trpc.catalog.compareBasket.useQuery(
    { testIds: validIds, emirate: emirate ?? undefined, homeCollection: home || undefined, near: near.point ?? undefined },
    { enabled: ready && validIds.length > 0, placeholderData: keepPreviousData },
  );

  const setFilter = (patch: { emirate?: string | null; home?: boolean }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if ("emirate" in patch) {
          if (patch.emirate) next.set("emirate", patch.emirate);
          else next.delete("emirate");
        }
        if ("home" in patch) {
          if (patch.home) next.set("home", "1");
          else next.delete("home");
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (!ready) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={copy.loading}>
        <Skeleton h={36} w="40%" mb="lg" />
        <Skeleton h={200} />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {copy.title}
      </Title>
      <Text c="dimmed" mb="lg">
        {copy.intro}
      </Text>

      {url.previous && (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={copy.sharedTitle} mb="lg" withCloseButton onClose={url.dismiss} closeButtonLabel="Dismiss">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{copy.sharedText(url.previous.length)}</Text>
            <Button size="xs" variant="light" onClick={url.restore}>
              {copy.restore}
            </Button>
          </Group>
        </Alert>
      )}
      {removed > 0 && (
        <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} mb="lg" withCloseButton onClose={() => setRemoved(0)} closeButtonLabel="Dismiss">
          {copy.removedMissing(removed)}
        </Alert>
      )}

      {ids.length === 0 ? (
        <Stack align="center" ta="center" py={60} gap="md" data-testid="basket-empty">
          <IconBasket size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={2} fz="h3">
            {copy.emptyTitle}
          </Title>
          <Text c="dimmed" maw={480}>
            {copy.emptyText}
          </Text>
          <Button component={Link} to="/search">
            {copy.browse}
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
            <Title order={2} fz="h3" mb="sm">
              {copy.resultsTitle}
            </Title>
            {compared.isError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={copy.error}>
                {errorMessage(compared.error)}
              </Alert>
            ) : !compared.data ? (
              <Stack gap="md" role="status" aria-busy="true" aria-label={copy.loading}>
                <Skeleton h={220} />
                <Skeleton h={220} />
              </Stack>
            ) : (
              <div style={{ opacity: compared.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
                <BasketResults data={compared.data} home={home} />
              </div>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
