/**
 * Search and filters of the admin bookings list, written to the URL: search text (reference, name,
 * email or phone; debounced), status, lab, collection mode, payment (and plan), appointment dates,
 * the Today / Upcoming presets and the order by appointment time.
 */
import { useEffect, useState } from "react";
import { Button, Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { bookingStatuses } from "@labcompare/domain/booking-rules";
import { useLatest } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { FilterBar, FilterSelect } from "../components/filters";
import { LabelledSegmented } from "../components/ui";
import { COLLECTION_MODE_OPTIONS, PRESET_OPTIONS, SORT_OPTIONS, statusText } from "./labels";
import { PaymentFilter } from "./PaymentFilter";
import { isFiltered, type BookingsState } from "./searchState";

/** The labs the signed-in user works with (every lab for an admin), by name. */
export function useScopeLabs() {
  return trpc.admin.bookings.labs.useQuery(undefined, { staleTime: 60_000 });
}

/** Select options of the labs in scope ("Name — Emirate", inactive labs marked). */
export function scopeLabOptions(
  labs: { id: string; name: string; emirate: string; active: boolean }[] | undefined,
) {
  return (labs ?? []).map((l) => ({
    value: l.id,
    label: `${l.name} — ${l.emirate}${l.active ? "" : " (inactive)"}`,
  }));
}

/** The search box: local text, written to the URL 300 ms after typing stops; follows outside changes. */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // An outside change (not the echo of our own push) replaces what is typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== debounced) setText(value);
  }
  const latestRef = useLatest({ value, onChange });
  useEffect(() => {
    if (debounced !== latestRef.current.value) latestRef.current.onChange(debounced);
  }, [debounced, latestRef]);
  return (
    <TextInput
      label="Search"
      placeholder="Reference, name, email or phone"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      w={300}
    />
  );
}

/** Every filter cleared (the sort stays). */
const CLEARED: Partial<BookingsState> = {
  q: "",
  status: null,
  lab: null,
  mode: null,
  from: null,
  to: null,
  preset: null,
  payment: null,
  plan: null,
};

/** The filter bar: `state` from the URL, `update` writes a change back (and goes to page 1). */
export function BookingFilters({
  state,
  update,
}: {
  state: BookingsState;
  update: (patch: Partial<BookingsState>) => void;
}) {
  const labs = useScopeLabs();

  return (
    <FilterBar>
      <LabelledSegmented
        id="booking-preset-label"
        label="Show"
        data={PRESET_OPTIONS.map((o) => ({ ...o }))}
        value={state.preset ?? "all"}
        onChange={(v) => update({ preset: v === "all" ? null : v })}
      />
      <SearchBox value={state.q} onChange={(q) => update({ q })} />
      <FilterSelect
        label="Status"
        placeholder="All statuses"
        data={bookingStatuses.map((s) => ({ value: s, label: statusText(s) }))}
        value={state.status}
        onChange={(v) => update({ status: v })}
        w={170}
      />
      <FilterSelect
        label="Lab"
        placeholder={labs.isPending ? "Loading labs..." : "All labs"}
        data={scopeLabOptions(labs.data)}
        value={state.lab}
        onChange={(v) => update({ lab: v })}
        searchable
        nothingFoundMessage="No lab matches"
        w={260}
      />
      <FilterSelect
        label="Collection"
        placeholder="Lab visits and home"
        data={COLLECTION_MODE_OPTIONS}
        value={state.mode}
        onChange={(v) => update({ mode: v })}
        w={190}
      />
      <PaymentFilter payment={state.payment} plan={state.plan} onChange={update} />
      <DatePickerInput
        type="range"
        label="Appointment dates"
        placeholder="Any date"
        value={[state.from, state.to]}
        onChange={([from, to]) => update({ from, to })}
        clearable
        clearButtonProps={{ "aria-label": "Clear appointment dates" }}
        allowSingleDateInRange
        valueFormat="MMM D, YYYY"
        w={260}
      />
      <Select
        label="Sort"
        data={SORT_OPTIONS.map((o) => ({ ...o }))}
        value={state.sort ?? (state.preset ? "asc" : "desc")}
        onChange={(v) => update({ sort: v ?? null })}
        allowDeselect={false}
        w={230}
      />
      {isFiltered(state) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => update(CLEARED)}
        >
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
