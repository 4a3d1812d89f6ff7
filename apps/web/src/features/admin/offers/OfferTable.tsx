/** The offers table of the offers screen, with each offer's active switch. */
import { ActionIcon, Card, Group, Switch, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { formatAed, formatTurnaround } from "@labcompare/domain/format";
import { notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { ActiveBadge, TableMessage } from "../components/ui";
import { aedOrDash, dateTime, toastError, useInvalidateCatalog } from "../lib";
import type { OfferRow } from "./offerTypes";

/** Offers as a table: the lab (mode "test") or the test (mode "lab"), prices, turnaround, status, edit. */
export function OfferTable({
  mode,
  rows,
  loading,
  error,
  onEdit,
}: {
  mode: "test" | "lab";
  rows: OfferRow[] | undefined;
  loading: boolean;
  error: boolean;
  onEdit: (offer: OfferRow) => void;
}) {
  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.offers.setActive.useMutation({
    onSuccess: (o) => {
      notifySuccess(o.active ? "Offer activated" : "Offer deactivated", `${o.test.name} at ${o.lab.name}`);
      void invalidate();
    },
    onError: (e) => toastError("Could not update the offer", e),
  });
  const cols = 7;
  return (
    <Card shadow="xs" padding={0}>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover style={{ whiteSpace: "nowrap" }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mode === "test" ? "Lab" : "Test"}</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Original price</Table.Th>
              <Table.Th ta="right">Home collection fee</Table.Th>
              <Table.Th>Turnaround</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <TableMessage colSpan={cols} status>
                Loading...
              </TableMessage>
            ) : error || !rows ? (
              <TableMessage colSpan={cols}>Error fetching offers</TableMessage>
            ) : rows.length === 0 ? (
              <TableMessage colSpan={cols}>No offers yet.</TableMessage>
            ) : (
              rows.map((o) => {
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
                      <Group gap="xs" wrap="nowrap">
                        <Switch
                          checked={o.active}
                          onChange={(e) => setActive.mutate({ id: o.id, active: e.currentTarget.checked })}
                          disabled={setActive.isPending && setActive.variables?.id === o.id}
                          aria-label={`Active: ${o.test.name} at ${o.lab.name}`}
                        />
                        <ActiveBadge active={o.active} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" aria-label={`Edit offer of ${o.test.name} at ${o.lab.name}`} onClick={() => onEdit(o)}>
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
