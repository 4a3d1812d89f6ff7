/**
 * Sort and filters of the test page's comparison: sort (price, total, turnaround, distance, name),
 * emirate, area, home collection, accreditation, and open now / open on one of the next 7 days
 * (Asia/Dubai, from each lab's weekly hours). Every change goes to the URL. On phones the filters
 * fold behind a "Filters" button; the sort and the near-me control (which distance sorting needs)
 * stay visible. Props: `state` (useOfferComparison).
 */
import { useMemo } from "react";
import { Button, Collapse, Group, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { DeferredSelect } from "../../../components/DeferredSelect";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustments } from "@tabler/icons-react";
import { NearMeControl } from "../../../components/near/NearMeControl";
import { formatShortDay } from "@labcompare/domain/format";
import { nextDates, OFFER_SORTS, type OfferSort } from "../../../lib/offerCompare";
import { compareCopy as copy } from "../testDetail.copy";
import type { OfferComparison } from "./useOfferComparison";
import { useMediaQueryHydrated } from "../../../lib/viewport";

/** "today (Sun 5 Jan)", "tomorrow (Mon 6 Jan)", "Tue 7 Jan" for a date "YYYY-MM-DD". */
function dayLabel(date: string, index: number): string {
  const text = formatShortDay(date);
  return index === 0 ? `today (${text})` : index === 1 ? `tomorrow (${text})` : text;
}

export function CompareFilters({ state }: { state: OfferComparison }) {
  const { filters, options, update, clear, active, activeCount, near } = state;
  const isDesktop = useMediaQueryHydrated("(min-width: 48em)");
  const [open, { toggle }] = useDisclosure(false);

  const openOptions = useMemo(() => {
    const dates = nextDates(7);
    const list = [{ value: "now", label: copy.openNow }, ...dates.map((d, i) => ({ value: d, label: copy.openOn(dayLabel(d, i)) }))];
    if (filters.open && filters.open !== "now" && !dates.includes(filters.open)) {
      list.push({ value: filters.open, label: copy.openOn(dayLabel(filters.open, 2)) });
    }
    return list;
  }, [filters.open]);

  const sortData = OFFER_SORTS.map((value) => ({ value, label: copy.sorts[value] }));
  const needsPoint = filters.sort === "distance" && !near.point;

  return (
    <Stack gap="sm" mb="md">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DeferredSelect
          label={copy.sortLabel}
          data={sortData}
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
          {open ? copy.hideFilters : copy.showFilters(activeCount)}
        </Button>
      </Group>
      {needsPoint && (
        <Text size="sm" c="orange.9" role="status">
          {copy.distanceNeedsPoint}
        </Text>
      )}
      <Collapse expanded={isDesktop || open}>
        <Stack gap="sm" id="compare-filters">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <DeferredSelect
              label={copy.emirate}
              placeholder={copy.allEmirates}
              data={options.emirates}
              value={filters.emirate}
              onChange={(v) => update({ emirate: v })}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <DeferredSelect
              label={copy.area}
              placeholder={copy.allAreas}
              data={options.areas}
              value={filters.labArea}
              onChange={(v) => update({ labArea: v })}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <DeferredSelect
              label={copy.accreditation}
              placeholder={copy.anyAccreditation}
              data={options.accreditations}
              value={filters.accreditation}
              onChange={(v) => update({ accreditation: v })}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <DeferredSelect
              label={copy.open}
              placeholder={copy.anyTime}
              data={openOptions}
              value={filters.open}
              onChange={(v) => update({ open: v })}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Group justify="space-between" align="center" gap="sm">
            <Switch
              label={copy.home}
              description={copy.homeHint}
              checked={filters.home}
              onChange={(e) => update({ home: e.currentTarget.checked })}
              disabled={!options.anyHome && !filters.home}
            />
            {active && (
              <Button variant="subtle" color="gray" onClick={clear}>
                {copy.clear}
              </Button>
            )}
          </Group>
        </Stack>
      </Collapse>
      <NearMeControl near={near} idPrefix="compare-near" headingLevel={3} />
    </Stack>
  );
}
