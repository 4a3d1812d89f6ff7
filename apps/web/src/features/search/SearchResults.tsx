/**
 * The search page's results column below the filters' chips: the result count (with a small loader
 * while the next results load), then one of: the load error with a retry, five skeleton cards, the
 * result cards with the pagination, "no results on this page" with a link to page 1, or the empty
 * state. Props: `state` (the URL state), `search` (the catalog.search query), `filtersActive`,
 * `clearHref` (the search without filters) and `categories` (for the empty state's suggestions).
 */
import { Button, Card, Group, Loader, Pagination, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatCount } from "@labcompare/domain/format";
import { HydrateLater, HydrateRestLater } from "../../components/HydrateLater";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { useLocale } from "../../i18n/useLocale";
import { useHydrated } from "../../lib/hydration";
import type { SearchState } from "../../lib/searchParams";
import type { RouterOutputs } from "../../trpc";
import { EmptyState, type EmptyStateProps } from "./EmptyState";
import { ResultCard } from "./ResultCard";
import { searchPageHref } from "./searchPageState";
import type { SearchPageData } from "./useSearchPage";

type SearchResultsData = RouterOutputs["catalog"]["search"];

export interface SearchResultsProps {
  state: SearchState;
  search: SearchPageData["search"];
  filtersActive: boolean;
  clearHref: string;
  categories: EmptyStateProps["categories"];
}

export function SearchResults({ state, search, filtersActive, clearHref, categories }: SearchResultsProps) {
  const { t } = useTranslation("search");
  const data = search.data;
  const showSkeleton = search.isPending;
  return (
    <>
      <ResultCount data={data} loading={showSkeleton} fetching={search.isFetching} />
      {search.isError ? (
        <LoadErrorAlert title={t("failed")} error={search.error} onRetry={() => void search.refetch()} />
      ) : showSkeleton ? (
        <ResultsSkeleton />
      ) : data && data.items.length > 0 ? (
        <Stack gap="md" style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
          <HydrateRestLater items={data.items} keyOf={(test) => test.id}>
            {(test) => <ResultCard test={test} carry={{ emirate: state.emirate, home: state.home }} />}
          </HydrateRestLater>
          {data.pageCount > 1 && (
            <HydrateLater>
              <SearchPagination state={state} pageCount={data.pageCount} />
            </HydrateLater>
          )}
        </Stack>
      ) : data && data.total > 0 ? (
        <Card shadow="xs" ta="center" py="xl">
          <Text mb="md">{t("noResultsPage")}</Text>
          <Button component={Link} to={searchPageHref(state, 1)}>
            {t("goFirst")}
          </Button>
        </Card>
      ) : (
        <EmptyState q={state.q} filtersActive={filtersActive} clearHref={clearHref} categories={categories} />
      )}
    </>
  );
}

/** "N tests found" ("5,000+" when the count is capped), a skeleton while loading, a loader while refetching. */
function ResultCount({
  data,
  loading,
  fetching,
}: {
  data: SearchResultsData | undefined;
  loading: boolean;
  fetching: boolean;
}) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  // Not in the hydrating render: cached HTML older than the data's staleTime refetches on mount.
  const hydrated = useHydrated();
  return (
    <Group justify="space-between" mb="md" mih={28}>
      {loading ? (
        <Skeleton h={20} w={140} />
      ) : data ? (
        <Text fw={600} aria-live="polite" data-testid="result-count">
          {t("found", {
            count: data.total,
            total: data.totalIsCapped ? `${formatCount(data.total, locale)}+` : data.total,
          })}
        </Text>
      ) : null}
      {fetching && !loading && hydrated && <Loader size="sm" aria-label={t("updating")} />}
    </Group>
  );
}

/** Five result-card skeletons, announced as loading. */
function ResultsSkeleton() {
  const { t } = useTranslation("search");
  return (
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
  );
}

/**
 * Links to each page, so paging works before hydration (the link navigates; the change handler only
 * scrolls up).
 */
function SearchPagination({ state, pageCount }: { state: SearchState; pageCount: number }) {
  const { t } = useTranslation("search");
  const controlLabel = {
    first: t("pagination.first"),
    last: t("pagination.last"),
    next: t("pagination.next"),
    previous: t("pagination.previous"),
  };
  const controlPage = {
    first: 1,
    last: pageCount,
    next: Math.min(state.page + 1, pageCount),
    previous: Math.max(state.page - 1, 1),
  };
  return (
    <Group justify="center" mt="lg">
      <Pagination
        total={pageCount}
        value={state.page}
        onChange={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        getItemProps={(page) => ({
          "aria-label": t("pagination.page", { page }),
          component: Link,
          to: searchPageHref(state, page),
        })}
        getControlProps={(control) => ({
          "aria-label": controlLabel[control],
          component: Link,
          to: searchPageHref(state, controlPage[control]),
        })}
      />
    </Group>
  );
}
