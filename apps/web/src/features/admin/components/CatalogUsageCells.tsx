/** The end of a test's or lab's list row: offer and booking counts, the active switch and the actions. */
import { Table } from "@mantine/core";
import { EditDeleteCell, StatusCell } from "./cells";
import { PriceListAction, type ListColumn } from "./list";
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

/**
 * `row`'s offer and booking counts, its active switch, and Edit, the price-list link (`priceList`:
 * tooltip, target and accessible name) and Delete (whose tooltip says to deactivate a row with
 * bookings), wired to `actions` (useCatalogRowActions).
 */
export function CatalogUsageCells<Row extends UsageRow>({
  row,
  actions,
  priceList,
}: {
  row: Row;
  actions: CatalogRowActions<Row>;
  priceList: { tooltip: string; to: string; label: string };
}) {
  return (
    <>
      <Table.Td ta="right">{row.offerCount}</Table.Td>
      <Table.Td ta="right">{row.bookingCount}</Table.Td>
      <StatusCell switchProps={actions.activeSwitch(row)} />
      <EditDeleteCell
        name={row.name}
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove.confirm(row)}
        deleteTooltip={row.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}
      >
        <PriceListAction {...priceList} />
      </EditDeleteCell>
    </>
  );
}
