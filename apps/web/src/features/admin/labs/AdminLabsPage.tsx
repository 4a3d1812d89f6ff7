/**
 * /admin/labs: partner labs with their opening hours. Search by name or area, filter by emirate and
 * status, 25 per page; create and edit in a modal (details, weekly hours, booking rules, home
 * collection, closures, location), activate/deactivate, delete (the server refuses a lab with
 * bookings), and jump to the lab's price list.
 */
import { Select, Table, Text } from "@mantine/core";
import { UAE_EMIRATES } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { ActionsCell, TitleCell } from "../components/cells";
import { EditDeleteModals } from "../components/EditDeleteModals";
import {
  ActiveSwitch,
  DeleteAction,
  EditAction,
  PriceListAction,
  SearchInput,
  StatusFilter,
} from "../components/list";
import { useListFilters } from "../components/useListFilters";
import { useActiveSwitch, useDeleteRow, useEditing } from "../components/useRowActions";
import { ACTIVE_FILTER_VALUES, activeFilter, useInvalidateCatalog, type AdminLab } from "../lib";
import { LabForm } from "./LabForm";

type Emirate = (typeof UAE_EMIRATES)[number];

/** The admin labs screen. */
export default function AdminLabsPage() {
  const filters = useListFilters({ emirate: UAE_EMIRATES, status: ACTIVE_FILTER_VALUES });
  const { status } = filters.values;
  const emirate = filters.values.emirate as Emirate | null;
  const { editing, edit, close } = useEditing<AdminLab>();

  const list = trpc.admin.labs.list.useQuery(
    {
      q: filters.debouncedQ || undefined,
      emirate: emirate ?? undefined,
      active: activeFilter(status),
      page: filters.page,
    },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching labs");

  const invalidate = useInvalidateCatalog();
  const activeSwitch = useActiveSwitch(trpc.admin.labs.setActive, "lab", invalidate);
  const remove = useDeleteRow(trpc.admin.labs.delete, "lab", (lab: AdminLab) => lab.name, { invalidate });

  return (
    <AdminListScreen
      title="Labs"
      subtitle="Manage partner labs."
      create={{ label: "New Lab", onClick: () => edit("new") }}
      filters={
        <>
          <SearchInput placeholder="Name or area" value={filters.q} onChange={filters.setQ} w={280} />
          <Select
            label="Emirate"
            placeholder="All emirates"
            data={[...UAE_EMIRATES]}
            value={emirate}
            onChange={filters.setter("emirate")}
            clearable
            clearButtonProps={{ "aria-label": "Clear emirate" }}
            w={200}
          />
          <StatusFilter value={status} onChange={filters.setter("status")} />
        </>
      }
      minWidth={1040}
      columns={[
        "Lab",
        "Location",
        "Hours",
        "Home collection",
        { label: "Offers", ta: "right" },
        { label: "Bookings", ta: "right" },
        "Status",
        "Actions",
      ]}
      pending={list.isPending}
      rows={list.data?.items}
      error="Error fetching labs"
      empty="No labs match."
      row={(lab) => (
        <Table.Tr key={lab.id}>
          <TitleCell
            title={lab.name}
            detail={
              <>
                {lab.phone}
                {lab.accreditation.length ? ` · ${lab.accreditation.join(", ")}` : ""}
              </>
            }
          />
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
            <ActiveSwitch {...activeSwitch(lab)} />
          </Table.Td>
          <ActionsCell>
            <EditAction name={lab.name} onClick={() => edit(lab)} />
            <PriceListAction
              tooltip="Price list"
              to={`/admin/offers?lab=${lab.id}`}
              label={`Price list of ${lab.name}`}
            />
            <DeleteAction
              name={lab.name}
              tooltip={lab.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}
              onClick={() => remove.confirm(lab)}
            />
          </ActionsCell>
        </Table.Tr>
      )}
      pager={
        list.data && {
          page: filters.page,
          total: list.data.total,
          pageSize: list.data.pageSize,
          onChange: filters.setPage,
        }
      }
    >
      <EditDeleteModals
        noun="lab"
        size="xl"
        editing={editing}
        onClose={close}
        remove={remove}
        form={(lab) => <LabForm lab={lab} onDone={close} />}
        message={`"${remove.deleting?.name}" and its whole price list will be deleted. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
