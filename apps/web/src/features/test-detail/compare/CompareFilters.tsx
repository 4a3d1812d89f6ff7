/**
 * Sort and filters of the test page's comparison: sort (price, total, turnaround, distance, name),
 * emirate, area, home collection, accreditation, and open now / open on one of the next 7 days
 * (Asia/Dubai, from each lab's weekly hours). Every change goes to the URL. On phones the filters
 * fold behind a "Filters" button; the sort and the near-me control (which distance sorting needs)
 * stay visible. Props: `state` (useOfferComparison).
 */
import { useMemo, useRef, useState } from "react";
import { Button, Group, SimpleGrid, Stack, Switch, Text, type NativeSelectProps } from "@mantine/core";
import { FilterForm, FormSelect } from "../../../components/FilterForm";
import { Link, useHref, useLocation, useSearchParams } from "react-router-dom";
import type { TFunction } from "i18next";
import { useTranslation } from "../../../i18n/useTranslation";
import type { Locale } from "@labcompare/domain/locale";
import { IconAdjustments } from "@tabler/icons-react";
import { NearMeControl } from "../../../components/near/NearMeControl";
import { formatShortDay } from "@labcompare/domain/format";
import {
  nextDates,
  OFFER_FILTER_PARAMS,
  OFFER_SORTS,
  readOfferFilters,
  writeOfferFilters,
  type OfferSort,
} from "../../../lib/offerCompare";
import { useHydrated, useKeepPreHydrationForm } from "../../../lib/hydration";
import { labelledOptions } from "../../../lib/selectOptions";
import { useLocale } from "../../../i18n/useLocale";
import type { OfferComparison } from "./useOfferComparison";
import { useMediaQueryHydrated } from "../../../lib/viewport";

/** "Open on today (Sun 5 Jan)", "Open on tomorrow (Mon 6 Jan)", "Open on Tue 7 Jan" for the `index`th of the next days, a date "YYYY-MM-DD". */
function openOnLabel(date: string, index: number, t: TFunction<"testDetail">, locale: Locale): string {
  const text = formatShortDay(date, locale);
  if (index === 0) return t("compare.openOnToday", { date: text });
  if (index === 1) return t("compare.openOnTomorrow", { date: text });
  return t("compare.openOn", { day: text });
}

/** The sort choices, in OFFER_SORTS's order and the page's language. */
function sortOptions(t: TFunction<"testDetail">) {
  return labelledOptions(OFFER_SORTS, {
    price: t("compare.sorts.price"),
    total: t("compare.sorts.total"),
    turnaround: t("compare.sorts.turnaround"),
    distance: t("compare.sorts.distance"),
    name: t("compare.sorts.name"),
  });
}

/**
 * A filter select of the form: the filter it sets (its URL parameter: OFFER_FILTER_PARAMS), its
 * label, "all" choice and choices.
 */
interface FilterSelectEntry {
  filter: "emirate" | "labArea" | "accreditation" | "open";
  label: string;
  placeholder: string;
  data: NonNullable<NativeSelectProps["data"]>;
}

/** The URL parameters the form's fields write (the rest are kept as hidden fields). */
const FORM_FIELDS = new Set<string>(Object.values(OFFER_FILTER_PARAMS));

/** The filter selects of `state`, in the page's language (opening days: today and the next six). */
function useFilterSelects({ filters, options }: OfferComparison): FilterSelectEntry[] {
  const { t } = useTranslation("testDetail");
  const locale = useLocale();
  const openOptions = useMemo(() => {
    const dates = nextDates(7);
    const list = [
      { value: "now", label: t("compare.openNow") },
      ...dates.map((d, i) => ({ value: d, label: openOnLabel(d, i, t, locale) })),
    ];
    if (filters.open && filters.open !== "now" && !dates.includes(filters.open)) {
      list.push({ value: filters.open, label: openOnLabel(filters.open, 2, t, locale) });
    }
    return list;
  }, [filters.open, t, locale]);
  return [
    {
      filter: "emirate",
      label: t("compare.emirate"),
      placeholder: t("compare.allEmirates"),
      data: options.emirates,
    },
    {
      filter: "labArea",
      label: t("compare.area"),
      placeholder: t("compare.allAreas"),
      data: options.areas,
    },
    {
      filter: "accreditation",
      label: t("compare.accreditation"),
      placeholder: t("compare.anyAccreditation"),
      data: options.accreditations,
    },
    {
      filter: "open",
      label: t("compare.open"),
      placeholder: t("compare.anyTime"),
      data: openOptions,
    },
  ];
}

/**
 * The filters, folded on phones behind a "Filters" summary (a `<details>`, so it opens without
 * scripts), always open from the sm breakpoint: the selects, home collection and "Clear filters" (a
 * link to the URL without them).
 */
function FilterFold({ state }: { state: OfferComparison }) {
  const { t } = useTranslation("testDetail");
  const { filters, options, update, active, activeCount, clearHref } = state;
  const isDesktop = useMediaQueryHydrated("(min-width: 48em)");
  const [open, setOpen] = useState(false);
  const selects = useFilterSelects(state);
  return (
    <details open={isDesktop || undefined} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <Button
        component="summary"
        hiddenFrom="sm"
        variant={activeCount ? "light" : "default"}
        leftSection={<IconAdjustments size={16} aria-hidden />}
        aria-controls="compare-filters"
        style={{ listStyle: "none" }}
      >
        {open
          ? t("compare.hideFilters")
          : activeCount
            ? t("compare.filtersActive", { active: activeCount })
            : t("compare.filters")}
      </Button>
      <Stack gap="sm" id="compare-filters" mt={isDesktop ? 0 : "sm"}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {selects.map(({ filter, placeholder, data, label }) => (
            <FormSelect
              key={filter}
              label={label}
              name={OFFER_FILTER_PARAMS[filter]}
              data={[{ value: "", label: placeholder }, ...data]}
              value={filters[filter] ?? ""}
              onChange={(v) => update({ [filter]: v || null })}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm">
          <Switch
            label={t("compare.home")}
            description={t("compare.homeHint")}
            name={OFFER_FILTER_PARAMS.home}
            value="1"
            checked={filters.home}
            onChange={(e) => update({ home: e.currentTarget.checked })}
            disabled={!options.anyHome && !filters.home}
          />
          {active && (
            <Button component={Link} to={clearHref} replace preventScrollReset variant="subtle" color="gray">
              {t("compare.clear")}
            </Button>
          )}
        </Group>
      </Stack>
    </details>
  );
}

/**
 * Usable before the page's scripts run and without them: the sort and filters are a GET form to the
 * test's page with the parameters it reads (native selects, a checkbox), the URL's other parameters
 * as hidden fields, and an "Apply filters" button until hydration. Once hydrated, a change applies
 * at once, and what was chosen before hydration is applied then, in one update
 * (`useKeepPreHydrationForm`).
 */
export function CompareFilters({ state }: { state: OfferComparison }) {
  const { t } = useTranslation("testDetail");
  const { filters, update, near } = state;
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const action = useHref(useLocation().pathname);
  const form = useRef<HTMLFormElement>(null);
  useKeepPreHydrationForm(form, (changed) => {
    // Read as the URL would be, with the page's own rules (readOfferFilters).
    const next = writeOfferFilters(params, filters);
    for (const [name, value] of Object.entries(changed)) {
      next.set(name, name === OFFER_FILTER_PARAMS.home ? (value === "true" ? "1" : "") : value);
    }
    update(readOfferFilters(next));
  });
  return (
    <Stack gap="sm" mb="md">
      <FilterForm ref={form} action={action}>
        {[...params]
          .filter(([name]) => !FORM_FIELDS.has(name))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <FormSelect
              label={t("compare.sortLabel")}
              name={OFFER_FILTER_PARAMS.sort}
              data={sortOptions(t)}
              value={filters.sort}
              onChange={(v) => update({ sort: (v || "price") as OfferSort })}
              style={{ flex: "1 1 auto", minWidth: 0, maxWidth: 320 }}
            />
            {!hydrated && (
              <Button type="submit" style={{ flexShrink: 0 }}>
                {t("compare.apply")}
              </Button>
            )}
          </Group>
          {filters.sort === "distance" && !near.point && (
            <Text size="sm" c="orange.9" role="status">
              {t("compare.distanceNeedsPoint")}
            </Text>
          )}
          <FilterFold state={state} />
        </Stack>
      </FilterForm>
      <NearMeControl near={near} idPrefix="compare-near" headingLevel={3} />
    </Stack>
  );
}
