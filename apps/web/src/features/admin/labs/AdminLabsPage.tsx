/**
 * /admin/labs: partner labs with their opening hours. Search by name or area, filter by emirate and
 * status, 25 per page; create and edit in a modal (details, weekly hours, booking rules, home
 * collection, closures, location), activate/deactivate, delete (the server refuses a lab with
 * bookings), and jump to the lab's price list.
 */
import { useState } from "react";
import { Group, Select, Stack, Table, Text } from "@mantine/core";
import { UAE_EMIRATES } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import {
  ActiveSwitch,
  DeleteAction,
  EditAction,
  EditModal,
  FilterBar,
  ListRows,
  ListTable,
  NewButton,
  PriceListAction,
  SearchInput,
  StatusFilter,
  useListFilters,
} from "../components/list";
import { ListPager, PageHeader } from "../components/ui";
import { useAdminMutation } from "../hooks/useAdminMutation";
import { LabForm } from "./LabForm";
import { activeFilter, useInvalidateCatalog, type AdminLab } from "../lib";

type Emirate = (typeof UAE_EMIRATES)[number];

/** The admin labs screen. */
export default function AdminLabsPage() {
  const { q, setQ, debouncedQ, page, setPage, resetting } = useListFilters();
  const [emirate, setEmirate] = useState<Emirate | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminLab | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminLab | null>(null);

  const list = trpc.admin.labs.list.useQuery(
    { q: debouncedQ || undefined, emirate: emirate ?? undefined, active: activeFilter(status), page },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching labs");

  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.labs.setActive.useMutation(
    useAdminMutation({
      success: (lab) => [lab.active ? "Lab activated" : "Lab deactivated", `${lab.name} is now ${lab.active ? "shown to" : "hidden from"} patients.`],
      errorTitle: "Could not update the lab",
      invalidate,
    }),
  );
  const remove = trpc.admin.labs.delete.useMutation(
    useAdminMutation({
      success: () => ["Lab deleted", `${deleting?.name ?? "The lab"} has been deleted.`],
      errorTitle: "Could not delete the lab",
      onSuccess: () => setDeleting(null),
      invalidate,
    }),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Labs"
        subtitle="Manage partner labs."
        actions={<NewButton onClick={() => setEditing("new")}>New Lab</NewButton>}
      />
      <FilterBar>
      <SearchInput placeholder="Name or area" value={q} onChange={setQ} w={280} />
      <Select
        label="Emirate"
        placeholder="All emirates"
        data={[...UAE_EMIRATES]}
        value={emirate}
        onChange={resetting((v) => setEmirate(v as Emirate | null))}
        clearable clearButtonProps={{ "aria-label": "Clear emirate" }}
        w={200}
      />
      <StatusFilter value={status} onChange={resetting(setStatus)} />
      </FilterBar>

      <ListTable
        minWidth={1040}
        columns={["Lab", "Location", "Hours", "Home collection", { label: "Offers", ta: "right" }, { label: "Bookings", ta: "right" }, "Status", "Actions"]}
      >
          <ListRows colSpan={8} pending={list.isPending} rows={list.data?.items} error="Error fetching labs" empty="No labs match.">
            {(lab) => (
              <Table.Tr key={lab.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {lab.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {lab.phone}
                    {lab.accreditation.length ? ` · ${lab.accreditation.join(", ")}` : ""}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lab.area}</Text>
                  <Text size="xs" c="dimmed">
                    {lab.emirate}
                  </Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm">{lab.openingHours}</Text>
                  {lab.closures.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {lab.closures.length} {lab.closures.length === 1 ? "closure" : "closures"}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lab.homeCollection ? "Yes" : "No"}</Text>
                  {lab.homeCollection && lab.serviceEmirates.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {lab.serviceEmirates.join(", ")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{lab.offerCount}</Table.Td>
                <Table.Td ta="right">{lab.bookingCount}</Table.Td>
                <Table.Td>
                  <ActiveSwitch
                    name={lab.name}
                    active={lab.active}
                    disabled={setActive.isPending && setActive.variables?.id === lab.id}
                    onChange={(active) => setActive.mutate({ id: lab.id, active })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <EditAction name={lab.name} onClick={() => setEditing(lab)} />
                    <PriceListAction tooltip="Price list" to={`/admin/offers?lab=${lab.id}`} label={`Price list of ${lab.name}`} />
                    <DeleteAction
                      name={lab.name}
                      tooltip={lab.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}
                      onClick={() => setDeleting(lab)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </ListRows>
      </ListTable>
      {list.data && <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />}

      <EditModal editing={editing} noun="lab" size="xl" onClose={() => setEditing(null)}>
        {(lab) => <LabForm lab={lab} onDone={() => setEditing(null)} />}
      </EditModal>
      <ConfirmDeleteModal
        item={deleting}
        title="Delete lab?"
        message={`"${deleting?.name}" and its whole price list will be deleted. This action cannot be undone.`}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
