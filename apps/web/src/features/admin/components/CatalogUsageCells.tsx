/**
 * The end of a catalogue list row: a test's or lab's offer and booking counts, and (any catalogue
 * row, categories too) the active switch and the actions.
 */
import { Table } from "@mantine/core";
import { EditDeleteCell, StatusCell } from "./cells";
import type { ListColumn } from "./listTable";
import { PriceListAction } from "./rowActions";
import type { CatalogRowActions } from "./useRowActions";

/** The headings of CatalogUsageCells' columns. */
export const CATALOG_USAGE_COLUMNS: ListColumn[] = [
  { label: "Offers", ta: "right" },
  { label: "Bookings", ta: "right" },
  "Status",
  "Actions",
];

interface UsageRow {
  id: string;
  name: string;
  active: boolean;
  offerCount: number;
  bookingCount: number;
}

/** The offers link of a lab's row (its price list) and of a test's (its offers at every lab). */
const OFFERS_LINKS = {
  lab: (row: UsageRow) => ({
    tooltip: "Price list",
    to: `/admin/offers?lab=${row.id}`,
    label: `Price list of ${row.name}`,
  }),
  test: (row: UsageRow) => ({
    tooltip: "Offers at labs",
    to: `/admin/offers?test=${row.id}`,
    label: `Offers for ${row.name}`,
  }),
};

/**
 * `row`'s offer and booking counts, its active switch, and Edit, the link to its offers (`kind`:
 * the row is a lab or a test) and Delete (whose tooltip says to deactivate a row with bookings),
 * wired to `actions` (useCatalogRowActions).
 */
export function CatalogUsageCells<Row extends UsageRow>({
  row,
  kind,
  actions,
}: {
  row: Row;
  kind: keyof typeof OFFERS_LINKS;
  actions: CatalogRowActions<Row>;
}) {
  return (
    <>
      <Table.Td ta="right">{row.offerCount}</Table.Td>
      <Table.Td ta="right">{row.bookingCount}</Table.Td>
      <StatusActionsCells
        row={row}
        actions={actions}
        deleteTooltip={row.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}
      >
        <PriceListAction {...OFFERS_LINKS[kind](row)} />
      </StatusActionsCells>
    </>
  );
}

/**
 * The last two cells of a catalogue row: `row`'s active switch, then Edit, `children` (more row
 * actions) and Delete with `deleteTooltip`, wired to `actions` (useCatalogRowActions).
 */
export function StatusActionsCells<Row extends { id: string; name: string; active: boolean }>({
  row,
  actions,
  deleteTooltip,
  children,
}: {
  row: Row;
  actions: CatalogRowActions<Row>;
  deleteTooltip: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <StatusCell switchProps={actions.activeSwitch(row)} />
      <EditDeleteCell
        name={row.name}
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove.confirm(row)}
        deleteTooltip={deleteTooltip}
      >
        {children}
      </EditDeleteCell>
    </>
  );
}
