/**
 * Searchable pickers for a lab (all labs, loaded page by page) and a test (searched on the server,
 * since the catalogue holds hundreds of tests).
 */
import { useMemo } from "react";
import { Select, type SelectProps } from "@mantine/core";
import { trpc } from "../../../trpc";
import { SearchedSelect, useSearchText } from "../../../components/SearchedSelect";

/** Every lab (active or not), by name: fetches each page of admin.labs.list. */
export function useAllLabs() {
  const first = trpc.admin.labs.list.useQuery({ page: 1 }, { staleTime: 60_000 });
  const pageCount = first.data?.pageCount ?? 1;
  const rest = trpc.useQueries((t) =>
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) =>
      t.admin.labs.list({ page: i + 2 }, { staleTime: 60_000 }),
    ),
  );
  const labs = [...(first.data?.items ?? []), ...rest.flatMap((q) => q.data?.items ?? [])];
  return { labs, isPending: first.isPending, error: first.error };
}

type PickerProps = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: string | null;
  onChange: (id: string | null) => void;
};

/** A searchable Select of labs ("Name — Emirate", inactive labs marked). */
export function LabSelect({
  value,
  onChange,
  label = "Lab",
  placeholder = "Choose a lab",
  ...rest
}: PickerProps) {
  const { labs, isPending } = useAllLabs();
  const data = labs.map((l) => ({
    value: l.id,
    label: `${l.name} — ${l.emirate}${l.active ? "" : " (inactive)"}`,
  }));
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
  const text = useSearchText();
  const query = trpc.admin.tests.list.useQuery(
    { q: text.debounced || undefined, page: 1 },
    { placeholderData: (prev) => prev },
  );
  const options = useMemo(
    () =>
      (query.data?.items ?? []).map((t) => ({
        value: t.id,
        label: t.active ? t.name : `${t.name} (inactive)`,
      })),
    [query.data],
  );
  return (
    <SearchedSelect
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      {...text.props(options, query.isFetching)}
      selectedLabel={selectedLabel}
      nothingFound="No test matches"
      searching="Searching..."
      clearButtonProps={{ "aria-label": `Clear ${typeof label === "string" ? label.toLowerCase() : ""}` }}
      {...rest}
    />
  );
}
