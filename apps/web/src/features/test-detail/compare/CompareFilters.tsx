/**
 * Sort and filters of the test page's comparison: sort (price, total, turnaround, distance, name),
 * emirate, area, home collection, accreditation, and open now / open on one of the next 7 days
 * (Asia/Dubai, from each lab's weekly hours). Every change goes to the URL. On phones the filters
 * fold behind a "Filters" button; the sort and the near-me control (which distance sorting needs)
 * stay visible. Props: `state` (useOfferComparison).
 */
import { useMemo } from "react";
import { Button, Group, SimpleGrid, Stack, Switch, Text, type ComboboxData } from "@mantine/core";
import { DeferredSelect } from "../../../components/DeferredSelect";
import { useDisclosure } from "@mantine/hooks";
import type { TFunction } from "i18next";
import { useTranslation } from "../../../i18n/useTranslation";
import type { Locale } from "@labcompare/domain/locale";
import { IconAdjustments } from "@tabler/icons-react";
import { NearMeControl } from "../../../components/near/NearMeControl";
import { formatShortDay } from "@labcompare/domain/format";
import { nextDates, OFFER_SORTS, type OfferSort } from "../../../lib/offerCompare";
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

/** A clearable filter select: the filter it sets, its label, its "all" placeholder and its choices. */
interface FilterSelectEntry {
  key: "emirate" | "labArea" | "accreditation" | "open";
  label: string;
  placeholder: string;
  data: ComboboxData;
  searchable?: boolean;
}

export function CompareFilters({ state }: { state: OfferComparison }) {
  const { t } = useTranslation("testDetail");
  const locale = useLocale();
  const { filters, options, update, clear, active, activeCount, near } = state;
  const isDesktop = useMediaQueryHydrated("(min-width: 48em)");
  const [open, { toggle }] = useDisclosure(false);

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

  const needsPoint = filters.sort === "distance" && !near.point;
  const filterSelects: FilterSelectEntry[] = [
    {
      key: "emirate",
      label: t("compare.emirate"),
      placeholder: t("compare.allEmirates"),
      data: options.emirates,
    },
    {
      key: "labArea",
      label: t("compare.area"),
      placeholder: t("compare.allAreas"),
      data: options.areas,
      searchable: true,
    },
    {
      key: "accreditation",
      label: t("compare.accreditation"),
      placeholder: t("compare.anyAccreditation"),
      data: options.accreditations,
    },
    { key: "open", label: t("compare.open"), placeholder: t("compare.anyTime"), data: openOptions },
  ];

  return (
    <Stack gap="sm" mb="md">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DeferredSelect
          label={t("compare.sortLabel")}
          data={sortOptions(t)}
          value={filters.sort}
          onChange={(v) => update({ sort: (v as OfferSort | null) ?? "price" })}
          allowDeselect={false}
          style={{ flex: "1 1 auto", minWidth: 0, maxWidth: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          hiddenFrom="sm"
          variant={activeCount ? "light" : "default"}
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={open}
          aria-controls="compare-filters"
          style={{ flexShrink: 0 }}
        >
          {open
            ? t("compare.hideFilters")
            : activeCount
              ? t("compare.filtersActive", { active: activeCount })
              : t("compare.filters")}
        </Button>
      </Group>
      {needsPoint && (
        <Text size="sm" c="orange.9" role="status">
          {t("compare.distanceNeedsPoint")}
        </Text>
      )}
      {/* Folded with the `hidden` attribute (no animation): the fields stay mounted, as their values live in the URL. */}
      <div id="compare-filters" hidden={!(isDesktop || open)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {filterSelects.map(({ key, ...select }) => (
              <DeferredSelect
                key={key}
                {...select}
                value={filters[key]}
                onChange={(v) => update({ [key]: v })}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
          <Group justify="space-between" align="center" gap="sm">
            <Switch
              label={t("compare.home")}
              description={t("compare.homeHint")}
              checked={filters.home}
              onChange={(e) => update({ home: e.currentTarget.checked })}
              disabled={!options.anyHome && !filters.home}
            />
            {active && (
              <Button variant="subtle" color="gray" onClick={clear}>
                {t("compare.clear")}
              </Button>
            )}
          </Group>
        </Stack>
      </div>
      <NearMeControl near={near} idPrefix="compare-near" headingLevel={3} />
    </Stack>
  );
}
