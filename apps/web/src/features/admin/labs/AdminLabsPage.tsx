/**
 * /admin/labs: partner labs with their opening hours. Search by name or area, filter by emirate and
 * status, 25 per page; create and edit in a modal (details, weekly hours, booking rules, home
 * collection, closures, location), activate/deactivate, delete (the server refuses a lab with
 * bookings), and jump to the lab's price list.
 */
import { Table } from "@mantine/core";
import { UAE_EMIRATES } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { CATALOG_USAGE_COLUMNS, CatalogUsageCells } from "../components/CatalogUsageCells";
import { TextCell, TitleCell } from "../components/cells";
import { EditDeleteModals } from "../components/EditDeleteModals";
import { FilterSelect, SearchStatusFilters } from "../components/filters";
import { useListFilters } from "../components/useListFilters";
import { useCatalogRowActions } from "../components/useRowActions";
import { ACTIVE_FILTER_VALUES, activeFilter, dotted, type AdminLab } from "../lib";
import { LabForm } from "./LabForm";

type Emirate = (typeof UAE_EMIRATES)[number];

/** The admin labs screen. */
export default function AdminLabsPage() {
  const filters = useListFilters({ emirate: UAE_EMIRATES, status: ACTIVE_FILTER_VALUES });
  const { status } = filters.values;
  const emirate = filters.values.emirate as Emirate | null;
  const list = trpc.admin.labs.list.useQuery(
    { ...filters.input, emirate: emirate ?? undefined, active: activeFilter(status) },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching labs");
  const actions = useCatalogRowActions<AdminLab>(trpc.admin.labs, "lab");

  return (
    <AdminListScreen
      title="Labs"
      subtitle="Manage partner labs."
      create={{ label: "New Lab", onClick: () => actions.edit("new") }}
      filters={
        <SearchStatusFilters filters={filters} placeholder="Name or area" w={280}>
          <FilterSelect
            label="Emirate"
            placeholder="All emirates"
            data={[...UAE_EMIRATES]}
            value={emirate}
            onChange={filters.setter("emirate")}
            w={200}
          />
        </SearchStatusFilters>
      }
      minWidth={1040}
      columns={["Lab", "Location", "Hours", "Home collection", ...CATALOG_USAGE_COLUMNS]}
      pending={list.isPending}
      rows={list.data?.items}
      error="Error fetching labs"
      empty="No labs match."
      row={(lab) => (
        <Table.Tr key={lab.id}>
          <TitleCell title={lab.name} detail={dotted(lab.phone, lab.accreditation.join(", "))} />
          <TextCell detail={lab.emirate}>{lab.area}</TextCell>
          <TextCell
            maw={220}
            detail={
              lab.closures.length > 0 &&
              `${lab.closures.length} ${lab.closures.length === 1 ? "closure" : "closures"}`
            }
          >
            {lab.openingHours}
          </TextCell>
          <TextCell
            detail={lab.homeCollection && lab.serviceEmirates.length > 0 && lab.serviceEmirates.join(", ")}
          >
            {lab.homeCollection ? "Yes" : "No"}
          </TextCell>
          <CatalogUsageCells row={lab} kind="lab" actions={actions} />
        </Table.Tr>
      )}
      pager={filters.pager(list.data)}
    >
      <EditDeleteModals
        noun="lab"
        size="xl"
        state={actions}
        form={(lab) => <LabForm lab={lab} onDone={actions.close} />}
        message={`"${actions.remove.deleting?.name}" and its whole price list will be deleted. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
