/**
 * /admin/categories: test categories in display order with their test counts. The API returns them
 * all, so search and paging happen here. Create and edit in a modal, activate/deactivate, delete
 * (the server refuses a category that still has tests).
 */
import { Table } from "@mantine/core";
import { ADMIN_PAGE_SIZE } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { StatusActionsCells } from "../components/CatalogUsageCells";
import { TextCell, TitleCell } from "../components/cells";
import { EditDeleteModals } from "../components/EditDeleteModals";
import { SearchStatusFilters } from "../components/filters";
import { useListFilters } from "../components/useListFilters";
import { useCatalogRowActions } from "../components/useRowActions";
import { ACTIVE_FILTER_VALUES, activeFilter, dotted, type AdminCategory } from "../lib";
import { CategoryForm } from "./CategoryForm";

const FETCH_ERROR = "Error fetching categories";

/** The admin categories screen. */
export default function AdminCategoriesPage() {
  const filters = useListFilters({ status: ACTIVE_FILTER_VALUES });
  const { status } = filters.values;
  const { page } = filters;
  const list = trpc.admin.categories.list.useQuery();
  useErrorToast(list.error, FETCH_ERROR);
  const actions = useCatalogRowActions<AdminCategory>(trpc.admin.categories, "category");

  const needle = filters.q.trim().toLowerCase();
  const wantActive = activeFilter(status);
  const rows = (list.data ?? []).filter(
    (c) =>
      (!needle || c.name.toLowerCase().includes(needle) || c.slug.includes(needle)) &&
      (wantActive === undefined || c.active === wantActive),
  );
  const pageRows = rows.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <AdminListScreen
      title="Categories"
      subtitle="Manage test categories."
      create={{ label: "New Category", onClick: () => actions.edit("new") }}
      filters={<SearchStatusFilters filters={filters} placeholder="Category name" w={280} />}
      minWidth={760}
      columns={[
        "Category",
        "Icon",
        { label: "Order", ta: "right" },
        { label: "Tests (active)", ta: "right" },
        "Status",
        "Actions",
      ]}
      pending={list.isPending}
      rows={list.data && pageRows}
      error={FETCH_ERROR}
      empty="No categories match."
      row={(c) => (
        <Table.Tr key={c.id}>
          <TitleCell
            title={c.name}
            detail={dotted(c.slug, c.description)}
            detailProps={{ lineClamp: 1, maw: 360 }}
          />
          <TextCell>{c.icon ?? "—"}</TextCell>
          <Table.Td ta="right">{c.sortOrder}</Table.Td>
          <Table.Td ta="right">
            {c.testCount} ({c.activeTestCount})
          </Table.Td>
          <StatusActionsCells
            row={c}
            actions={actions}
            deleteTooltip={c.testCount > 0 ? "Has tests: move or delete them first" : "Delete"}
          />
        </Table.Tr>
      )}
      pager={filters.pager({ total: rows.length, pageSize: ADMIN_PAGE_SIZE })}
    >
      <EditDeleteModals
        noun="category"
        state={actions}
        form={(category) => <CategoryForm category={category} onDone={actions.close} />}
        message={`"${actions.remove.deleting?.name}" will be deleted. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
