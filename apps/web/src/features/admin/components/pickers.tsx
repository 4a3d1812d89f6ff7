/**
 * Searchable pickers for a lab (all labs, loaded page by page) and a test (searched on the server,
 * since the catalogue holds hundreds of tests).
 */
import { useMemo, useState } from "react";
import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { trpc } from "../../../trpc";

/** Every lab (active or not), by name: fetches each page of admin.labs.list. */
export function useAllLabs() {
  const first = trpc.admin.labs.list.useQuery({ page: 1 }, { staleTime: 60_000 });
  const pageCount = first.data?.pageCount ?? 1;
  const rest = trpc.useQueries((t) =>
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => t.admin.labs.list({ page: i + 2 }, { staleTime: 60_000 })),
  );
  const labs = [...(first.data?.items ?? []), ...rest.flatMap((q) => q.data?.items ?? [])];
  return { labs, isPending: first.isPending, error: first.error };
}

type PickerProps = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: string | null;
  onChange: (id: string | null) => void;
};

/** A searchable Select of labs ("Name — Emirate", inactive labs marked). */
export function LabSelect({ value, onChange, label = "Lab", placeholder = "Choose a lab", ...rest }: PickerProps) {
  const { labs, isPending } = useAllLabs();
  const data = labs.map((l) => ({ value: l.id, label: `${l.name} — ${l.emirate}${l.active ? "" : " (inactive)"}` }));
  return (
    <Select
      label={label}
      placeholder={isPending ? "Loading labs..." : placeholder}
      data={data}
      value={value}
      onChange={(v) => onChange(v)}
      searchable
      nothingFoundMessage="No lab matches"
      clearButtonProps={{ "aria-label": `Clear ${typeof label === "string" ? label.toLowerCase() : ""}` }}
      {...rest}
    />
  );
}

/**
 * A Select of tests searched on the server (25 best matches of the typed text). `selectedLabel`
 * names a test chosen earlier that is not among the current matches.
 */
export function TestSelect({
  value,
  onChange,
  selectedLabel,
  label = "Test",
  placeholder = "Type to search tests",
  ...rest
}: PickerProps & { selectedLabel?: string }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const query = trpc.admin.tests.list.useQuery({ q: debounced || undefined, page: 1 }, { placeholderData: (prev) => prev });
  const data = useMemo(() => {
    const options = (query.data?.items ?? []).map((t) => ({ value: t.id, label: t.active ? t.name : `${t.name} (inactive)` }));
    const keep = chosen && chosen.value === value ? chosen : value && selectedLabel ? { value, label: selectedLabel } : null;
    if (keep && !options.some((o) => o.value === keep.value)) options.unshift(keep);
    return options;
  }, [query.data, chosen, value, selectedLabel]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? "Searching..." : "No test matches"}
      clearButtonProps={{ "aria-label": `Clear ${typeof label === "string" ? label.toLowerCase() : ""}` }}
      {...rest}
    />
  );
}
