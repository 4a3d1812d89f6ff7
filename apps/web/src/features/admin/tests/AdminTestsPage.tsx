/**
 * /admin/tests: the test catalogue. Search by name, abbreviation or LOINC code, filter by category
 * and status, 25 per page; create and edit in a modal, activate/deactivate, delete (the server
 * refuses a test that has bookings), and jump to the test's offers.
 */
import { Select, Table, Text } from "@mantine/core";
import { capitalise } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
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
import { ACTIVE_FILTER_VALUES, activeFilter, useInvalidateCatalog, type AdminTest } from "../lib";
import { TestForm } from "./TestForm";

/** The admin tests screen. */
export default function AdminTestsPage() {
  const filters = useListFilters({ category: "uuid", status: ACTIVE_FILTER_VALUES });
  const { category: categoryId, status } = filters.values;
  const { editing, edit, close } = useEditing<AdminTest>();

  const categories = trpc.admin.categories.list.useQuery();
  const list = trpc.admin.tests.list.useQuery(
    {
      q: filters.debouncedQ || undefined,
      categoryId: categoryId ?? undefined,
      active: activeFilter(status),
      page: filters.page,
    },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, messages.catalog.fetchTestsError);

  const invalidate = useInvalidateCatalog();
  const activeSwitch = useActiveSwitch(trpc.admin.tests.setActive, "test", invalidate);
  const remove = useDeleteRow(trpc.admin.tests.delete, "test", (t: AdminTest) => t.name, { invalidate });

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <AdminListScreen
      title="Tests"
      subtitle="Manage the test catalogue."
      create={{ label: "New Test", onClick: () => edit("new") }}
      filters={
        <>
          <SearchInput
            placeholder="Name, abbreviation or LOINC code"
            value={filters.q}
            onChange={filters.setQ}
            w={300}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={categoryOptions}
            value={categoryId}
            onChange={filters.setter("category")}
            clearable
            clearButtonProps={{ "aria-label": "Clear category" }}
            searchable
            w={240}
          />
          <StatusFilter value={status} onChange={filters.setter("status")} />
        </>
      }
      minWidth={860}
      columns={[
        "Test",
        "Category",
        { label: "Offers", ta: "right" },
        { label: "Bookings", ta: "right" },
        "Status",
        "Actions",
      ]}
      pending={list.isPending}
      rows={list.data?.items}
      error={messages.catalog.fetchTestsError}
      empty="No tests match."
      row={(t) => (
        <Table.Tr key={t.id}>
          <TitleCell
            title={t.name}
            detail={
              <>
                {t.slug}
                {t.loincCode ? ` · LOINC ${t.loincCode}` : ""} · {capitalise(t.sampleType)}
                {t.isPanel ? " · Panel" : ""}
              </>
            }
          />
          <Table.Td>
            <Text size="sm">{t.category?.name ?? "—"}</Text>
          </Table.Td>
          <Table.Td ta="right">{t.offerCount}</Table.Td>
          <Table.Td ta="right">{t.bookingCount}</Table.Td>
          <Table.Td>
            <ActiveSwitch {...activeSwitch(t)} />
          </Table.Td>
          <ActionsCell>
            <EditAction name={t.name} onClick={() => edit(t)} />
            <PriceListAction
              tooltip="Offers at labs"
              to={`/admin/offers?test=${t.id}`}
              label={`Offers for ${t.name}`}
            />
            <DeleteAction
              name={t.name}
              tooltip={t.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}
              onClick={() => remove.confirm(t)}
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
        noun="test"
        editing={editing}
        onClose={close}
        remove={remove}
        form={(test) => <TestForm test={test} categoryOptions={categoryOptions} onDone={close} />}
        message={`"${remove.deleting?.name}" and its offers at every lab will be deleted. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
