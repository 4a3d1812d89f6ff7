/** The filter bar of the admin list screens: its card, the search input and the clearable selects. */
import { Card, Group, Select, TextInput, type SelectProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { ACTIVE_FILTER_OPTIONS } from "../lib";
import type { ListFilters } from "./useListFilters";

/** The "Search" text input of a list's filter bar. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  w,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  w: number;
}) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={w}
    />
  );
}

/**
 * A clearable select of a list's filter bar: "Clear <label>" names its clear button; other props go
 * to Select, whose values are of type `Value`.
 */
export function FilterSelect<Value extends string = string>({
  label,
  ...rest
}: SelectProps<Value> & { label: string }) {
  return (
    <Select<Value>
      label={label}
      clearable
      clearButtonProps={{ "aria-label": `Clear ${label.toLowerCase()}` }}
      {...rest}
    />
  );
}

/** The "Status" (active/inactive) select of a list's filter bar. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <FilterSelect
      label="Status"
      placeholder="Active and inactive"
      data={ACTIVE_FILTER_OPTIONS}
      value={value}
      onChange={onChange}
      w={200}
    />
  );
}

/**
 * The fields of a list's filter bar with search and status: the search input (`placeholder`, width
 * `w`), the list's own selects (`children`), then Status; wired to `filters` (useListFilters with a
 * "status" filter).
 */
export function SearchStatusFilters({
  filters,
  placeholder,
  w,
  children,
}: {
  filters: ListFilters<"status">;
  placeholder: string;
  w: number;
  children?: React.ReactNode;
}) {
  return (
    <>
      <SearchInput placeholder={placeholder} value={filters.q} onChange={filters.setQ} w={w} />
      {children}
      <StatusFilter value={filters.values.status} onChange={filters.setter("status")} />
    </>
  );
}

/** The card holding a list's filters, laid out in a wrapping row. */
export function FilterBar({ children }: { children: React.ReactNode }) {
  return (
    <Card shadow="xs" padding="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        {children}
      </Group>
    </Card>
  );
}
