/** The offers table of the offers screen, with each offer's active switch. */
import { Table, Text } from "@mantine/core";
import { formatAed, formatTurnaround } from "@labcompare/domain/format";
import { notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { ListRows, ListTable } from "../components/listTable";
import { ActiveSwitch, EditAction } from "../components/rowActions";
import { aedOrDash, dateTime, toastError, useInvalidateCatalog } from "../lib";
import type { OfferRow, OfferTarget } from "./offerTypes";
import { isPendingFor } from "../../../lib/mutations";

/**
 * Offers as a table: the lab (mode "test") or the test (mode "lab"), prices, turnaround, status,
 * edit (`onEdit` opens the offer's form). `rows` are the fetched offers; `query` says whether they
 * are still loading or could not be fetched.
 */
export function OfferTable({
  mode,
  rows,
  query,
  onEdit,
}: {
  mode: "test" | "lab";
  rows: OfferRow[] | undefined;
  query: { isPending: boolean; isError: boolean };
  onEdit: (target: OfferTarget) => void;
}) {
  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.offers.setActive.useMutation({
    onSuccess: (o) => {
      notifySuccess(o.active ? "Offer activated" : "Offer deactivated", `${o.test.name} at ${o.lab.name}`);
      void invalidate();
    },
    onError: (e) => toastError("Could not update the offer", e),
  });
  return (
    <ListTable
      minWidth={960}
      nowrap
      columns={[
        mode === "test" ? "Lab" : "Test",
        { label: "Price", ta: "right" },
        { label: "Original price", ta: "right" },
        { label: "Home collection fee", ta: "right" },
        "Turnaround",
        "Status",
        "Actions",
      ]}
    >
      <ListRows
        colSpan={7}
        pending={query.isPending}
        rows={query.isError ? undefined : rows}
        error="Error fetching offers"
        empty="No offers yet."
      >
        {(o) => {
          const name = mode === "test" ? o.lab.name : o.test.name;
          const inactiveParent = mode === "test" ? !o.lab.active : !o.test.active;
          return (
            <Table.Tr key={o.id}>
              <Table.Td style={{ whiteSpace: "normal" }} miw={200}>
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                {inactiveParent && (
                  <Text size="xs" c="dimmed">
                    {mode === "test" ? "Lab" : "Test"} is inactive
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatAed(o.priceAed)}</Table.Td>
              <Table.Td ta="right">{aedOrDash(o.originalPriceAed)}</Table.Td>
              <Table.Td ta="right">{aedOrDash(o.homeCollectionFeeAed)}</Table.Td>
              <Table.Td title={`Updated ${dateTime(o.updatedAt)}`}>
                {formatTurnaround(o.turnaroundHours)} ({o.turnaroundHours} h)
              </Table.Td>
              <Table.Td>
                <ActiveSwitch
                  name={`${o.test.name} at ${o.lab.name}`}
                  active={o.active}
                  disabled={isPendingFor(setActive, { id: o.id })}
                  onChange={(active) => setActive.mutate({ id: o.id, active })}
                />
              </Table.Td>
              <Table.Td>
                <EditAction
                  name={`offer of ${o.test.name} at ${o.lab.name}`}
                  onClick={() => onEdit({ offer: o })}
                />
              </Table.Td>
            </Table.Tr>
          );
        }}
      </ListRows>
    </ListTable>
  );
}
