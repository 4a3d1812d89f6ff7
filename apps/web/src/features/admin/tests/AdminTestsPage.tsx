/**
 * /admin/tests: the test catalogue. Search by name, abbreviation or LOINC code, filter by category
 * and status, 25 per page; create and edit in a modal, activate/deactivate, delete (the server
 * refuses a test that has bookings), and jump to the test's offers.
 */
import { Table } from "@mantine/core";
import { capitalise } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { CATALOG_USAGE_COLUMNS, CatalogUsageCells } from "../components/CatalogUsageCells";
import { TextCell, TitleCell } from "../components/cells";
import { EditDeleteModals } from "../components/EditDeleteModals";
import { FilterSelect, SearchStatusFilters } from "../components/filters";
import { useListFilters } from "../components/useListFilters";
import { useCatalogRowActions } from "../components/useRowActions";
import { ACTIVE_FILTER_VALUES, activeFilter, dotted, type AdminTest } from "../lib";
import { TestForm } from "./TestForm";

/** The admin tests screen. */
export default function AdminTestsPage() {
  const filters = useListFilters({ category: "uuid", status: ACTIVE_FILTER_VALUES });
  const { category: categoryId, status } = filters.values;
  const categories = trpc.admin.categories.list.useQuery();
  const list = trpc.admin.tests.list.useQuery(
    { ...filters.input, categoryId: categoryId ?? undefined, active: activeFilter(status) },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, messages.catalog.fetchTestsError);
  const actions = useCatalogRowActions<AdminTest>(trpc.admin.tests, "test");

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <AdminListScreen
      title="Tests"
      subtitle="Manage the test catalogue."
      create={{ label: "New Test", onClick: () => actions.edit("new") }}
      filters={
        <SearchStatusFilters filters={filters} placeholder="Name, abbreviation or LOINC code" w={300}>
          <FilterSelect
            label="Category"
            placeholder="All categories"
            data={categoryOptions}
            value={categoryId}
            onChange={filters.setter("category")}
            searchable
            w={240}
          />
        </SearchStatusFilters>
      }
      minWidth={860}
      columns={["Test", "Category", ...CATALOG_USAGE_COLUMNS]}
      pending={list.isPending}
      rows={list.data?.items}
      error={messages.catalog.fetchTestsError}
      empty="No tests match."
      row={(t) => (
        <Table.Tr key={t.id}>
          <TitleCell
            title={t.name}
            detail={dotted(
              t.slug,
              t.loincCode && `LOINC ${t.loincCode}`,
              capitalise(t.sampleType),
              t.isPanel && "Panel",
            )}
          />
          <TextCell>{t.category?.name ?? "—"}</TextCell>
          <CatalogUsageCells row={t} kind="test" actions={actions} />
        </Table.Tr>
      )}
      pager={filters.pager(list.data)}
    >
      <EditDeleteModals
        noun="test"
        state={actions}
        form={(test) => <TestForm test={test} categoryOptions={categoryOptions} onDone={actions.close} />}
        message={`"${actions.remove.deleting?.name}" and its offers at every lab will be deleted. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
