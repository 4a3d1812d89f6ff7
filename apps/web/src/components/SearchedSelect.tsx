/**
 * A Select whose options are searched on the server as the person types (the catalogue holds
 * hundreds of tests): the caller runs the query for the typed text, this keeps the chosen option
 * listed after the matches move on. Props: Mantine Select's, plus `value`/`onChange` (an id or
 * null), `search`/`onSearchChange` (the typed text), `options` (the current matches), `fetching`,
 * `selectedLabel` (names a value chosen before this page, e.g. a stored offer's test) and
 * `nothingFound` / `searching` (the empty list's text).
 */
import { useMemo, useState } from "react";
import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";

type Option = { value: string; label: string };

export type SearchedSelectProps = Omit<
  SelectProps,
  "data" | "value" | "onChange" | "searchValue" | "onSearchChange" | "searchable" | "filter"
> & {
  value: string | null;
  onChange: (id: string | null) => void;
  search: string;
  onSearchChange: (text: string) => void;
  options: Option[];
  fetching: boolean;
  selectedLabel?: string;
  nothingFound: string;
  searching: string;
};

/**
 * The typed text of a SearchedSelect: `debounced` is it 250 ms after the last keystroke (what the
 * caller's server query searches for); `props(options, fetching)` gives the SearchedSelect its
 * search, onSearchChange, options (the query's matches) and fetching (the query's isFetching).
 */
export function useSearchText() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  return {
    debounced,
    props: (options: Option[], fetching: boolean) => ({
      search,
      onSearchChange: setSearch,
      options,
      fetching,
    }),
  };
}

export function SearchedSelect({
  value,
  onChange,
  search,
  onSearchChange,
  options,
  fetching,
  selectedLabel,
  nothingFound,
  searching,
  ...rest
}: SearchedSelectProps) {
  const [chosen, setChosen] = useState<Option | null>(null);
  const data = useMemo(() => {
    const keep =
      chosen && chosen.value === value
        ? chosen
        : value && selectedLabel
          ? { value, label: selectedLabel }
          : null;
    return keep && !options.some((o) => o.value === keep.value) ? [keep, ...options] : options;
  }, [options, chosen, value, selectedLabel]);
  return (
    <Select
      data={data}
      value={value}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v);
      }}
      searchable
      searchValue={search}
      onSearchChange={onSearchChange}
      // The server already chose the matches: no second filtering here.
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? searching : nothingFound}
      {...rest}
    />
  );
}
