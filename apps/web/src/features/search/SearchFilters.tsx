/**
 * The search page's filters (all in the URL): category, price range (AED), emirate, home collection
 * and sort, with "Clear filters". On phones and tablets they fold behind a Show/Hide toggle.
 * Props: the page's `state`, the category list, the resolved `categoryId`, the `emirates` to offer,
 * `priceRangeInvalid`, `filtersActive`, `onChange(patch)` and `clearHref` (the search without filters).
 *
 * Usable before the page's scripts run and without them: the filters are a GET form to /search with
 * the parameters the page reads (native selects, a checkbox, text boxes) and an "Apply filters"
 * button until hydration; the fold is a `<details>` element. Once hydrated, a change applies at once,
 * and what was chosen before hydration is applied then, in one update (`useKeepPreHydrationForm`).
 */
import { useRef } from "react";
import { Button, Card, Group, Stack, Switch, Title } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { FilterForm, FormSelect } from "../../components/FilterForm";
import { Link, useHref } from "react-router-dom";
import { emirateName } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useHydrated, useKeepPreHydrationForm } from "../../lib/hydration";
import { readSearchState, searchSorts, writeSearchState, type SearchState } from "../../lib/searchParams";
import { labelledOptions } from "../../lib/selectOptions";
import { useMediaQueryHydrated } from "../../lib/viewport";
import { PriceFilters } from "./PriceFilters";
import classes from "./SearchFilters.module.css";

export interface SearchFiltersProps {
  state: SearchState;
  categories: { id: string; name: string; nameAr?: string | null }[];
  categoriesPending: boolean;
  categoryId: string | null;
  emirates: string[];
  priceRangeInvalid: boolean;
  filtersActive: boolean;
  onChange: (patch: Partial<SearchState>) => void;
  /** The search with its text only (the "Clear filters" link). */
  clearHref: string;
}

/** The sorts of the results, in searchSorts's order and the page's language. */
function sortOptions(t: TFunction<"search">) {
  return labelledOptions(searchSorts, {
    relevance: t("filters.sorts.relevance"),
    price_asc: t("filters.sorts.priceAsc"),
    price_desc: t("filters.sorts.priceDesc"),
    name: t("filters.sorts.name"),
  });
}

export function SearchFilters({
  state,
  categories,
  categoriesPending,
  categoryId,
  emirates,
  priceRangeInvalid,
  filtersActive,
  onChange: update,
  clearHref,
}: SearchFiltersProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  // The pre-hydration GET form stays in the page's language (the router's basename, /ar).
  const action = useHref("/search");
  const isDesktop = useMediaQueryHydrated("(min-width: 62em)");
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useKeepPreHydrationForm(form, (changed) => {
    // Read as the URL would be, with the page's own rules (readSearchState).
    const params = writeSearchState(state);
    for (const [name, value] of Object.entries(changed)) {
      if (name === "home") params.set(name, value === "true" ? "1" : "");
      else params.set(name, value);
    }
    update({ ...readSearchState(params), page: 1 });
  });
  return (
    <Card shadow="xs" component="aside" aria-labelledby="filters-title">
      <Group gap={6} mih={26}>
        <IconFilter size={18} aria-hidden />
        <Title id="filters-title" order={2} fz="lg">
          {t("filters.title")}
        </Title>
      </Group>
      {/* Open on a desktop; on a phone or tablet the summary folds and unfolds it, scripts or not. */}
      <details className={classes.fold} open={isDesktop || undefined}>
        <summary className={classes.toggle} aria-controls="search-filters">
          <span className={classes.whenClosed}>
            {filtersActive ? t("filters.showActive") : t("filters.show")}
          </span>
          <span className={classes.whenOpen}>{t("filters.hide")}</span>
        </summary>
        <FilterForm ref={form} action={action}>
          <input type="hidden" name="q" value={state.q} />
          {state.lab && <input type="hidden" name="lab" value={state.lab} />}
          <Stack gap="md" mt="md" id="search-filters">
            <FormSelect
              label={t("filters.category")}
              name="category"
              value={categoryId ?? state.category ?? ""}
              data={[
                { value: "", label: t("filters.allCategories") },
                ...categories.map((c) => ({ value: c.id, label: entityName(c, locale) })),
              ]}
              disabled={categoriesPending}
              onChange={(v) => update({ category: v || null })}
            />
            <PriceFilters
              min={state.minPrice}
              max={state.maxPrice}
              invalid={priceRangeInvalid}
              onChange={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
            />
            <FormSelect
              label={t("filters.emirate")}
              name="emirate"
              value={state.emirate ?? ""}
              data={[
                { value: "", label: t("filters.allEmirates") },
                ...emirates.map((e) => ({ value: e, label: emirateName(e, locale) })),
              ]}
              onChange={(v) => update({ emirate: v || null })}
            />
            <Switch
              label={t("filters.home")}
              name="home"
              value="1"
              checked={state.home}
              onChange={(e) => update({ home: e.currentTarget.checked })}
            />
            <FormSelect
              label={t("filters.sortBy")}
              name="sort"
              value={state.sort}
              data={sortOptions(t)}
              onChange={(v) => update({ sort: (v || "relevance") as SearchState["sort"] })}
            />
            {!hydrated && <Button type="submit">{t("filters.apply")}</Button>}
            {filtersActive && (
              <Button component={Link} to={clearHref} variant="subtle" color="gray">
                {t("filters.clear")}
              </Button>
            )}
          </Stack>
        </FilterForm>
      </details>
    </Card>
  );
}
