/**
 * The frame of an admin list screen: heading with an optional "New …" button, the filter bar, the
 * table with its loading/error/empty rows, the pager, and the screen's modals (`children`).
 */
import { Stack } from "@mantine/core";
import { NewButton } from "./editControls";
import { FilterBar } from "./filters";
import { ListRows, ListTable, type ListColumn } from "./listTable";
import { ListPager, PageHeader, type ListPagerProps } from "./ui";

export interface AdminListScreenProps<T> {
  title: string;
  subtitle: string;
  /** The header's "New …" button: its label and action; or any other header actions. */
  create?: { label: string; onClick: () => void };
  actions?: React.ReactNode;
  /** Above the filter bar (e.g. counts). */
  summary?: React.ReactNode;
  /** The filter bar's fields; none: no filter bar. */
  filters?: React.ReactNode;
  minWidth: number;
  columns: ListColumn[];
  pending: boolean;
  /** undefined when the list could not be fetched. */
  rows: T[] | undefined;
  /** The table's message when the list could not be fetched, and when it is empty. */
  error: string;
  empty: string;
  /** Shown instead of the table when the list is empty. */
  emptyState?: React.ReactNode;
  /** One table row. */
  row: (row: T) => React.ReactNode;
  /** Paging under the table: the 1-based page, the row count and page size; none: no pager. */
  pager?: ListPagerProps;
  children?: React.ReactNode;
}

/** An admin list screen; see AdminListScreenProps. */
export function AdminListScreen<T>({
  title,
  subtitle,
  create,
  actions,
  summary,
  filters,
  minWidth,
  columns,
  pending,
  rows,
  error,
  empty,
  emptyState,
  row,
  pager,
  children,
}: AdminListScreenProps<T>) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={create ? <NewButton onClick={create.onClick}>{create.label}</NewButton> : actions}
      />
      {summary}
      {filters && <FilterBar>{filters}</FilterBar>}
      {emptyState && rows?.length === 0 ? (
        emptyState
      ) : (
        <ListTable minWidth={minWidth} columns={columns}>
          <ListRows colSpan={columns.length} pending={pending} rows={rows} error={error} empty={empty}>
            {row}
          </ListRows>
        </ListTable>
      )}
      {pager && <ListPager {...pager} />}
      {children}
    </Stack>
  );
}
