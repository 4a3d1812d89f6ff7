/**
 * A lab's price list (`catalog.labs.prices`: searched and paged by the server, so the page holds only
 * the prices shown) with a search box; the rows (LabPriceRows.tsx) as cards on phones (< 768 px), a
 * table with a sticky header otherwise.
 * The search (`q`) and the number shown (`prices=N`, LAB_PRICE_LIMIT_DEFAULT more with each "Show
 * more", a plain link) live in the URL; the search box is a GET form, so both work before the page's
 * script runs. Props: `labId`, `list` (useLabPrices, called by the page).
 */
import { useEffect, useState } from "react";
import { Button, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useSearchParams } from "react-router-dom";
import {
  LAB_PRICE_LIMIT_DEFAULT,
  LAB_PRICE_LIMIT_MAX,
  LAB_PRICE_QUERY_MAX,
} from "@labcompare/domain/lab-prices";
import { PRICES_PARAM, showMoreSearch, shownCountParam } from "../../lib/listPaging";
import { trpc } from "../../trpc";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { useMediaQueryHydrated } from "../../lib/viewport";
import { PriceCard, PriceTable } from "./LabPriceRows";

/** The `id` of a tRPC query key's input (`{ input: { id } }`), or undefined. */
function inputIdOf(key: unknown): unknown {
  if (typeof key !== "object" || key === null || !("input" in key)) return undefined;
  const input = key.input;
  return typeof input === "object" && input !== null && "id" in input ? input.id : undefined;
}

/** catalog.labs.prices's input for the lab `idOrSlug` and the URL's `q` and `prices=N` (defaults left out). */
export function labPricesInput(idOrSlug: string, params: URLSearchParams) {
  const q = (params.get("q") ?? "").trim().slice(0, LAB_PRICE_QUERY_MAX);
  const limit = shownCountParam(params.get(PRICES_PARAM), LAB_PRICE_LIMIT_MAX);
  return { id: idOrSlug, ...(q && { q }), ...(limit && { limit }) };
}

/**
 * A lab's price list as the URL asks for it (labPricesInput): catalog.labs.prices for the lab `idOrSlug`. Called by the page with its first queries, so the
 * server fetches the list with the lab. Another search or count keeps this lab's list on screen while
 * it loads.
 */
export function useLabPrices(idOrSlug: string) {
  const [params] = useSearchParams();
  const input = labPricesInput(idOrSlug, params);
  const prices = trpc.catalog.labs.prices.useQuery(input, {
    staleTime: 5 * 60_000,
    placeholderData: (previous, query?: { queryKey: readonly unknown[] }) =>
      inputIdOf(query?.queryKey[1]) === idOrSlug ? previous : undefined,
  });
  return { prices, input, params };
}

export type LabPrices = ReturnType<typeof useLabPrices>;

/** The search box's text (from the URL's `q` at first) and its setter; what was typed goes to the URL a moment later. */
function useSearchBox(urlQ: string) {
  const [, setParams] = useSearchParams();
  const [q, setQ] = useState(urlQ);
  const [typed] = useDebouncedValue(q.trim(), 150);
  useEffect(() => {
    if (typed === urlQ) return;
    // A new search shows the first page again.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (typed) next.set("q", typed);
        else next.delete("q");
        next.delete(PRICES_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed text writes the URL
  }, [typed]);
  return [q, setQ] as const;
}

export function LabPriceList({ labId, list }: { labId: string; list: LabPrices }) {
  const { t } = useTranslation("lab");
  const { prices, input, params } = list;
  const [q, setQ] = useSearchBox(input.q ?? "");
  const isDesktop = useMediaQueryHydrated("(min-width: 48em)");
  const data = prices.data;
  const shown = data?.items ?? [];
  const more = data
    ? showMoreSearch(
        params,
        shown.length,
        data.total,
        LAB_PRICE_LIMIT_DEFAULT,
        LAB_PRICE_LIMIT_MAX,
        PRICES_PARAM,
      )
    : null;

  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby="lab-prices-title"
    >
      <Title id="lab-prices-title" order={2} fz="h4" mb="sm">
        {t("pricesTitle")}
      </Title>
      <form method="get" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextInput
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          name="q"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          type="search"
          maxLength={LAB_PRICE_QUERY_MAX}
          mb="sm"
          maw={420}
        />
      </form>
      {prices.isError ? (
        <QueryErrorAlert title={t("pricesError")} error={prices.error} />
      ) : !data ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t("loading")}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : (
        <div
          aria-busy={prices.isPlaceholderData || undefined}
          style={prices.isPlaceholderData ? { opacity: 0.6 } : undefined}
        >
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="lab-prices-count">
            {data.total === data.count
              ? t("matchingAll", { count: data.total })
              : t("matchingOf", { shown: data.total, count: data.count })}
          </Text>
          {data.total === 0 ? (
            <Text py="md">{t("noMatch", { q: input.q ?? "" })}</Text>
          ) : isDesktop ? (
            <PriceTable offers={shown} labId={labId} />
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {shown.map((o) => (
                <PriceCard key={o.offerId} offer={o} labId={labId} />
              ))}
            </Stack>
          )}
          {more && (
            <Button component={Link} to={more} replace preventScrollReset variant="light" mt="md">
              {t("showMore", { number: Math.min(LAB_PRICE_LIMIT_DEFAULT, data.total - shown.length) })}
            </Button>
          )}
        </div>
      )}
    </Paper>
  );
}
