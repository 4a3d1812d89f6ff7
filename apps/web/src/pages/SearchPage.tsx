/**
 * /search: ranked results with filters, all kept in the URL (q, category, page, minPrice, maxPrice,
 * emirate, lab, home=1, sort), 20 per page with Mantine Pagination. A lab filter (from the /labs
 * directory) shows as a removable chip.
 */
import { useEffect, useMemo, useState } from "react";
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Collapse,
  Container,
  Grid,
  Group,
  Loader,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { useDebouncedValue, useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle, IconBuildingHospital, IconClock, IconFilter, IconMoodEmpty } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { formatAed, formatTurnaround } from "@labcompare/validators/format";
import { messages } from "@labcompare/validators/messages";
import { STATIC_PAGE_DESCRIPTIONS } from "@labcompare/validators/pages";
import { BackButton } from "../components/BackButton";
import { SearchBox } from "../components/SearchBox";
import { testPath } from "../lib/paths";
import { readSearchState, SORT_OPTIONS, UUID_PATTERN, writeSearchState, type SearchState } from "../lib/searchParams";
import { useSeo } from "../lib/seo";
import { errorMessage, trpc, type RouterOutputs } from "../trpc";

type TestSummary = RouterOutputs["catalog"]["search"]["items"][number];

const DEFAULT_EMIRATES = ["Dubai", "Abu Dhabi"];
const SUGGESTIONS = ["cbc", "vitamin d", "thyroid", "lipid profile", "hba1c"];

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  useSeo({
    fallback: {
      title: state.q ? `Search results for "${state.q}"` : "All lab tests",
      description: state.q
        ? `Compare prices for "${state.q}" lab tests across partner labs in Dubai and Abu Dhabi, and book online.`
        : STATIC_PAGE_DESCRIPTIONS["/search"],
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
  const clearFilters = () => setParams(writeSearchState({ ...readSearchState(new URLSearchParams()), q: state.q }));

  const data = search.data;
  const showSkeleton = search.isPending;
  const isDesktop = useMediaQuery("(min-width: 62em)", true);
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);

  return (
    <Container size="lg" py="xl">
      <BackButton to="/">Back to Home</BackButton>
      <Stack gap="md" mt="sm" mb="xl">
        <Title order={1}>{state.q ? `Search Results for "${state.q}"` : "Search Results for all tests"}</Title>
        <Box maw={720}>
          <SearchBox value={state.q} onSearch={(q) => update({ q })} />
        </Box>
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card shadow="xs" component="aside" aria-labelledby="filters-title">
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6}>
                <IconFilter size={18} aria-hidden />
                <Title id="filters-title" order={2} fz="lg">
                  Filters
                </Title>
              </Group>
              <Button
                hiddenFrom="md"
                variant="subtle"
                size="compact-sm"
                onClick={toggleFilters}
                aria-expanded={filtersOpen}
                aria-controls="search-filters"
              >
                {filtersOpen ? "Hide" : filtersActive ? "Show (active)" : "Show"}
              </Button>
            </Group>
            <Collapse expanded={isDesktop || filtersOpen}>
              <Stack gap="md" mt="md" id="search-filters">
                <Select
                  label="Category"
                  placeholder="All categories"
                  data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={category?.id ?? null}
                  onChange={(v) => update({ category: v })}
                  clearable
                  searchable
                  disabled={categories.isPending}
                  comboboxProps={{ withinPortal: true }}
                />
                <PriceFilters
                  min={state.minPrice}
                  max={state.maxPrice}
                  invalid={priceRangeInvalid}
                  onChange={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
                />
                <Select
                  label="Emirate"
                  placeholder="All emirates"
                  data={emirates}
                  value={state.emirate}
                  onChange={(v) => update({ emirate: v })}
                  clearable
                />
                <Switch
                  label="Home collection available"
                  checked={state.home}
                  onChange={(e) => update({ home: e.currentTarget.checked })}
                />
                <Select
                  label="Sort by"
                  data={SORT_OPTIONS}
                  value={state.sort}
                  onChange={(v) => update({ sort: (v as SearchState["sort"]) ?? "relevance" })}
                  allowDeselect={false}
                />
                {filtersActive && (
                  <Button variant="subtle" color="gray" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )}
              </Stack>
            </Collapse>
          </Card>
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
                    size="sm"
                    variant="transparent"
                    c="brand.9"
                    onClick={() => update({ lab: null })}
                    aria-label={`Remove lab filter: ${lab?.name ?? state.lab}`}
                  />
                }
                pr={4}
                data-testid="lab-filter"
              >
                Lab: {lab?.name ?? (labs.isPending ? "…" : state.lab)}
              </Badge>
            </Group>
          )}
          <Group justify="space-between" mb="md" mih={28}>
            {showSkeleton ? (
              <Skeleton h={20} w={140} />
            ) : data ? (
              <Text fw={600} aria-live="polite" data-testid="result-count">
                {data.total} {data.total === 1 ? "test" : "tests"} found
              </Text>
            ) : null}
            {search.isFetching && !showSkeleton && <Loader size="sm" aria-label="Updating results" />}
          </Group>

          {search.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Search failed">
              {errorMessage(search.error)}
            </Alert>
          ) : showSkeleton ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label="Loading results">
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
              {data.items.map((test) => (
                <ResultCard key={test.id} test={test} />
              ))}
              {data.pageCount > 1 && (
                <Group justify="center" mt="lg">
                  <Pagination
                    total={data.pageCount}
                    value={state.page}
                    onChange={(page) => {
                      update({ page }, false);
                      window.scrollTo({ top: 0, behavior: "smooth" });
                    }}
                    getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
                    getControlProps={(control) => ({
                      "aria-label": { first: "First page", last: "Last page", next: "Next page", previous: "Previous page" }[control],
                    })}
                  />
                </Group>
              )}
            </Stack>
          ) : data && data.total > 0 ? (
            <Card shadow="xs" ta="center" py="xl">
              <Text mb="md">There are no results on this page.</Text>
              <Button onClick={() => update({ page: 1 }, false)}>Go to the first page</Button>
            </Card>
          ) : (
            <EmptyState
              q={state.q}
              filtersActive={filtersActive}
              onClear={clearFilters}
              categories={categories.data ?? []}
            />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** Min / max price inputs; the URL is updated after typing pauses. */
function PriceFilters({
  min,
  max,
  invalid,
  onChange,
}: {
  min: number | null;
  max: number | null;
  invalid: boolean;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const [minText, setMinText] = useState<string | number>(min ?? "");
  const [maxText, setMaxText] = useState<string | number>(max ?? "");
  useEffect(() => setMinText(min ?? ""), [min]);
  useEffect(() => setMaxText(max ?? ""), [max]);
  const [debounced] = useDebouncedValue([minText, maxText] as const, 500);

  useEffect(() => {
    const toNum = (v: string | number) => (v === "" || v === null ? null : Number(v));
    const nextMin = toNum(debounced[0]);
    const nextMax = toNum(debounced[1]);
    if (nextMin !== min || nextMax !== max) onChange(nextMin, nextMax);
    // Only react to the user's (debounced) typing, not to URL changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced[0], debounced[1]]);

  return (
    <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs">
      <NumberInput
        label="Min price (AED)"
        placeholder="0"
        min={0}
        allowNegative={false}
        decimalScale={2}
        hideControls
        value={minText}
        onChange={setMinText}
      />
      <NumberInput
        label="Max price (AED)"
        placeholder="Any"
        min={0}
        allowNegative={false}
        decimalScale={2}
        hideControls
        value={maxText}
        onChange={setMaxText}
        error={invalid ? messages.validation.priceRangeInvalid : undefined}
      />
    </SimpleGrid>
  );
}

function ResultCard({ test }: { test: TestSummary }) {
  const to = testPath(test);
  return (
    <Card shadow="xs" component="article" aria-labelledby={`test-${test.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: "1 1 320px", minWidth: 0 }}>
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
        <Stack gap={6} align="flex-end" style={{ flex: "0 0 auto" }} ta="right">
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
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              Fastest result: {formatTurnaround(test.fastestTurnaroundHours)}
            </Text>
          </Group>
          <Button component={Link} to={to} size="sm" aria-label={`Compare prices for ${test.name}`}>
            Compare prices
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

function EmptyState({
  q,
  filtersActive,
  onClear,
  categories,
}: {
  q: string;
  filtersActive: boolean;
  onClear: () => void;
  categories: { id: string; name: string }[];
}) {
  return (
    <Card shadow="xs" py={48} data-testid="search-empty">
      <Stack align="center" ta="center" gap="md">
        <IconMoodEmpty size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} fz="h3">
          No tests found
        </Title>
        <Text c="dimmed" maw={480}>
          {q ? `We couldn't find any tests matching "${q}".` : "No tests match these filters."} Check the spelling, try
          a shorter or more general term, or browse by category.
        </Text>
        {filtersActive && (
          <Button variant="light" onClick={onClear}>
            Clear filters
          </Button>
        )}
        <Text size="sm" fw={600}>
          Try searching for:
        </Text>
        <Group justify="center" gap="xs">
          {SUGGESTIONS.map((s) => (
            <Button key={s} component={Link} to={`/search?q=${encodeURIComponent(s)}`} variant="default" size="xs" radius="xl">
              {s}
            </Button>
          ))}
        </Group>
        {categories.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Or browse categories:
            </Text>
            <Group justify="center" gap="xs">
              {categories.map((c) => (
                <Button key={c.id} component={Link} to={`/product/${c.id}`} variant="light" size="xs" radius="xl">
                  {c.name}
                </Button>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
