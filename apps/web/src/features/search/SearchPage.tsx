/**
 * /search: ranked results with filters, all kept in the URL (q, category, page, minPrice, maxPrice,
 * emirate, lab, home=1, sort), 20 per page with Mantine Pagination. A lab filter (from the /labs
 * directory) shows as a removable chip. Each result links to its test page with the emirate and
 * home-collection filters, which the test page's comparison keeps; results can go to the basket.
 */
import { useMemo } from "react";
import { Badge, Box, Button, Card, CloseButton, Container, Grid, Group, Loader, Pagination, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBuildingHospital } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { staticPageDescription } from "@labcompare/validators/pages";
import { formatCount } from "@labcompare/domain/format";
import { BackButton } from "../../components/BackButton";
import { SearchBox } from "../../components/SearchBox";
import { DoctorListForm } from "../../components/doctor-list/DoctorListForm";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useHydrated } from "../../lib/hydration";
import { readSearchState, UUID_PATTERN, writeSearchState, type SearchState } from "../../lib/searchParams";
import { useSeo } from "../../lib/seo";
import { trpc } from "../../trpc";
import { EmptyState } from "./EmptyState";
import { ResultCard } from "./ResultCard";
import { HydrateLater, HydrateRestLater } from "../../components/HydrateLater";
import { SearchFilters } from "./SearchFilters";
import { SearchListOffer } from "./SearchListOffer";

const DEFAULT_EMIRATES = ["Dubai", "Abu Dhabi"];

export default function SearchPage() {
  const { t } = useTranslation("search");
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  useSeo({
    fallback: {
      title: state.q ? t("seoTitleQuery", { q: state.q }) : t("seoTitleAll"),
      description: state.q ? t("seoDescriptionQuery", { q: state.q }) : staticPageDescription("/search", locale),
    },
    canonicalPath: "/search",
  });

  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const labs = trpc.catalog.labs.list.useQuery({}, { staleTime: 5 * 60_000 });

  // The category parameter may be an id, a slug or (from the home cards) a name.
  const category = useMemo(() => {
    if (!state.category || !categories.data) return null;
    const value = state.category.toLowerCase();
    return (
      categories.data.find((c) => c.id.toLowerCase() === value || c.slug === value || c.name.toLowerCase() === value) ?? null
    );
  }, [state.category, categories.data]);
  const categoryReady = !state.category || UUID_PATTERN.test(state.category) || !categories.isPending;
  // The lab parameter is a slug (from /labs) or an id.
  const lab = useMemo(() => {
    if (!state.lab || !labs.data) return null;
    const value = state.lab.toLowerCase();
    return labs.data.find((l) => l.id.toLowerCase() === value || l.slug === value) ?? null;
  }, [state.lab, labs.data]);

  const priceRangeInvalid = state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice;

  const search = trpc.catalog.search.useQuery(
    {
      q: state.q,
      page: state.page,
      sort: state.sort,
      category: category?.id ?? state.category ?? undefined,
      minPrice: state.minPrice ?? undefined,
      maxPrice: priceRangeInvalid ? undefined : (state.maxPrice ?? undefined),
      emirate: state.emirate ?? undefined,
      lab: state.lab ?? undefined,
      homeCollection: state.home || undefined,
    },
    { enabled: categoryReady, placeholderData: keepPreviousData },
  );

  const update = (patch: Partial<SearchState>, resetPage = true) => {
    const next = { ...state, ...patch, ...(resetPage && !("page" in patch) ? { page: 1 } : {}) };
    setParams(writeSearchState(next));
  };

  const emirates = useMemo(() => {
    const fromLabs = [...new Set((labs.data ?? []).map((l) => l.emirate))];
    return fromLabs.length ? fromLabs : DEFAULT_EMIRATES;
  }, [labs.data]);

  const filtersActive =
    !!state.category ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    !!state.emirate ||
    !!state.lab ||
    state.home ||
    state.sort !== "relevance";
  // Links rather than handlers, so they work before hydration: the search without filters, and its first page.
  const clearHref = `/search?${writeSearchState({ ...readSearchState(new URLSearchParams()), q: state.q }).toString()}`;
  const pageHref = (page: number) => `/search?${writeSearchState({ ...state, page }).toString()}`;

  const data = search.data;
  const showSkeleton = search.isPending;
  // Not in the hydrating render: cached HTML older than the data's staleTime refetches on mount.
  const hydrated = useHydrated();
  const labName = lab ? entityName(lab, locale) : (state.lab ?? "");

  return (
    <Container size="lg" py="xl">
      <BackButton to="/">{t("back")}</BackButton>
      <Stack gap="md" mt="sm" mb="xl">
        <Title order={1}>{state.q ? t("titleQuery", { q: state.q }) : t("titleAll")}</Title>
        <Box maw={720}>
          <SearchBox value={state.q} onSearch={(q) => update({ q })} params={writeSearchState({ ...state, page: 1 })} />
          <DoctorListForm id="search-list" folded />
        </Box>
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <SearchFilters
            state={state}
            categories={categories.data ?? []}
            categoriesPending={categories.isPending}
            categoryId={category?.id ?? null}
            emirates={emirates}
            priceRangeInvalid={priceRangeInvalid}
            filtersActive={filtersActive}
            onChange={update}
            clearHref={clearHref}
          />
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 9 }}>
          {state.lab && (
            <Group gap="xs" mb="sm">
              <Badge
                size="lg"
                variant="light"
                color="brand"
                c="brand.9"
                tt="none"
                leftSection={<IconBuildingHospital size={14} aria-hidden />}
                rightSection={
                  <CloseButton
                    component={Link}
                    to={`/search?${writeSearchState({ ...state, lab: null, page: 1 }).toString()}`}
                    size="sm"
                    variant="transparent"
                    c="brand.9"
                    aria-label={t("labFilterRemove", { name: labName })}
                  />
                }
                pr={4}
                data-testid="lab-filter"
              >
                {t("labFilter", { name: lab ? labName : labs.isPending ? "…" : state.lab })}
              </Badge>
            </Group>
          )}
          <SearchListOffer q={state.q} />
          <Group justify="space-between" mb="md" mih={28}>
            {showSkeleton ? (
              <Skeleton h={20} w={140} />
            ) : data ? (
              <Text fw={600} aria-live="polite" data-testid="result-count">
                {t("found", { count: data.total, total: data.totalIsCapped ? `${formatCount(data.total, locale)}+` : data.total })}
              </Text>
            ) : null}
            {search.isFetching && !showSkeleton && hydrated && <Loader size="sm" aria-label={t("updating")} />}
          </Group>

          {search.isError ? (
            <LoadErrorAlert title={t("failed")} error={search.error} onRetry={() => void search.refetch()} />
          ) : showSkeleton ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label={t("loading")}>
              {Array.from({ length: 5 }, (_, i) => (
                <Card key={i} shadow="xs">
                  <Skeleton h={20} w="50%" mb="sm" />
                  <Skeleton h={12} w="30%" mb="md" />
                  <Skeleton h={12} mb={6} />
                  <Skeleton h={12} w="80%" />
                </Card>
              ))}
            </Stack>
          ) : data && data.items.length > 0 ? (
            <Stack gap="md" style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
              <HydrateRestLater items={data.items} keyOf={(test) => test.id}>
                {(test) => <ResultCard test={test} carry={{ emirate: state.emirate, home: state.home }} />}
              </HydrateRestLater>
              {data.pageCount > 1 && (
                <HydrateLater>
                  <Group justify="center" mt="lg">
                    {/* Links to each page (the link navigates; the change handler only scrolls up). */}
                    <Pagination
                      total={data.pageCount}
                      value={state.page}
                      onChange={() => window.scrollTo({ top: 0, behavior: "smooth" })}
                      getItemProps={(page) => ({ "aria-label": t("pagination.page", { page }), component: Link, to: pageHref(page) })}
                      getControlProps={(control) => ({
                        "aria-label": {
                          first: t("pagination.first"),
                          last: t("pagination.last"),
                          next: t("pagination.next"),
                          previous: t("pagination.previous"),
                        }[control],
                        component: Link,
                        to: pageHref(
                          { first: 1, last: data.pageCount, next: Math.min(state.page + 1, data.pageCount), previous: Math.max(state.page - 1, 1) }[control],
                        ),
                      })}
                    />
                  </Group>
                </HydrateLater>
              )}
            </Stack>
          ) : data && data.total > 0 ? (
            <Card shadow="xs" ta="center" py="xl">
              <Text mb="md">{t("noResultsPage")}</Text>
              <Button component={Link} to={pageHref(1)}>
                {t("goFirst")}
              </Button>
            </Card>
          ) : (
            <EmptyState
              q={state.q}
              filtersActive={filtersActive}
              clearHref={clearHref}
              categories={categories.data ?? []}
            />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
