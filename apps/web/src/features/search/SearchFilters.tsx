/**
 * The search page's filters (all in the URL): category, price range (AED), emirate, home collection
 * and sort, with "Clear filters". On phones and tablets they fold behind a Show/Hide button.
 * Props: the page's `state`, the category list, the resolved `categoryId`, the `emirates` to offer,
 * `priceRangeInvalid`, `filtersActive`, `onChange(patch)` and `onClear`.
 */
import { Button, Card, Collapse, Group, Stack, Switch, Title } from "@mantine/core";
import { DeferredSelect } from "../../components/DeferredSelect";
import { useDisclosure } from "@mantine/hooks";
import { IconFilter } from "@tabler/icons-react";
import { SORT_OPTIONS, type SearchState } from "../../lib/searchParams";
import { PriceFilters } from "./PriceFilters";
import { useMediaQueryHydrated } from "../../lib/viewport";

export interface SearchFiltersProps {
  state: SearchState;
  categories: { id: string; name: string }[];
  categoriesPending: boolean;
  categoryId: string | null;
  emirates: string[];
  priceRangeInvalid: boolean;
  filtersActive: boolean;
  onChange: (patch: Partial<SearchState>) => void;
  onClear: () => void;
}

export function SearchFilters({ state, categories, categoriesPending, categoryId, emirates, priceRangeInvalid, filtersActive, onChange, onClear }: SearchFiltersProps) {
  const isDesktop = useMediaQueryHydrated("(min-width: 62em)");
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);
  const update = onChange;
  const clearFilters = onClear;
  return (
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
                <DeferredSelect
                  label="Category"
                  placeholder="All categories"
                  data={categories.map((c) => ({ value: c.id, label: c.name }))}
                  value={categoryId}
                  onChange={(v) => update({ category: v })}
                  clearable
                  searchable
                  disabled={categoriesPending}
                  comboboxProps={{ withinPortal: true }}
                />
                <PriceFilters
                  min={state.minPrice}
                  max={state.maxPrice}
                  invalid={priceRangeInvalid}
                  onChange={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
                />
                <DeferredSelect
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
                <DeferredSelect
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
  );
}
