/**
 * /admin/categories: test categories in display order with their test counts. The API returns them
 * all, so search and paging happen here. Create and edit in a modal, activate/deactivate, delete
 * (the server refuses a category that still has tests).
 */
import { useState } from "react";
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { ADMIN_PAGE_SIZE, categoryCreateInput } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import {
  ActiveSwitch,
  createOrUpdate,
  DeleteAction,
  EditAction,
  EditModal,
  FilterBar,
  FormButtons,
  ListRows,
  ListTable,
  NewButton,
  SearchInput,
  StatusFilter,
  useListFilters,
} from "../components/list";
import { ActiveBadge, ListPager, PageHeader } from "../components/ui";
import { useAdminMutation, useCatalogFormMutation } from "../hooks/useAdminMutation";
import { activeFilter, text, useInvalidateCatalog, type AdminCategory } from "../lib";

/** Icon names used by the seeded categories (the public pages fall back to a heart for unknown ones). */
const ICON_OPTIONS = [
  "heart", "drop", "dna", "flask", "brain", "pill", "baby", "briefcase", "stethoscope", "kidney",
  "liver", "virus", "allergy", "female", "male", "leaf", "shield", "bone",
];

const FETCH_ERROR = "Error fetching categories";

/** The admin categories screen. */
export default function AdminCategoriesPage() {
  const { q, setQ, page, setPage, resetting } = useListFilters();
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const list = trpc.admin.categories.list.useQuery();
  useErrorToast(list.error, FETCH_ERROR);

  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.categories.setActive.useMutation(
    useAdminMutation({
      success: (c) => [c.active ? "Category activated" : "Category deactivated", `${c.name} is now ${c.active ? "shown to" : "hidden from"} patients.`],
      errorTitle: "Could not update the category",
      invalidate,
    }),
  );
  const remove = trpc.admin.categories.delete.useMutation(
    useAdminMutation({
      success: () => ["Category deleted", `${deleting?.name ?? "The category"} has been deleted.`],
      errorTitle: "Could not delete the category",
      onSuccess: () => setDeleting(null),
      invalidate,
    }),
  );

  const needle = q.trim().toLowerCase();
  const wantActive = activeFilter(status);
  const rows = (list.data ?? []).filter(
    (c) =>
      (!needle || c.name.toLowerCase().includes(needle) || c.slug.includes(needle)) &&
      (wantActive === undefined || c.active === wantActive),
  );
  const pageRows = rows.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Categories"
        subtitle="Manage test categories."
        actions={<NewButton onClick={() => setEditing("new")}>New Category</NewButton>}
      />
      <FilterBar>
      <SearchInput placeholder="Category name" value={q} onChange={setQ} w={280} />
      <StatusFilter value={status} onChange={resetting(setStatus)} />
      </FilterBar>

      <ListTable
        minWidth={760}
        columns={["Category", "Icon", { label: "Order", ta: "right" }, { label: "Tests (active)", ta: "right" }, "Status", "Actions"]}
      >
          <ListRows colSpan={6} pending={list.isPending} rows={list.data && pageRows} error={FETCH_ERROR} empty="No categories match.">
            {(c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                    {c.slug}
                    {c.description ? ` · ${c.description}` : ""}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.icon ?? "—"}</Text>
                </Table.Td>
                <Table.Td ta="right">{c.sortOrder}</Table.Td>
                <Table.Td ta="right">
                  {c.testCount} ({c.activeTestCount})
                </Table.Td>
                <Table.Td>
                  <ActiveSwitch
                    name={c.name}
                    active={c.active}
                    disabled={setActive.isPending && setActive.variables?.id === c.id}
                    onChange={(active) => setActive.mutate({ id: c.id, active })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <EditAction name={c.name} onClick={() => setEditing(c)} />
                    <DeleteAction
                      name={c.name}
                      tooltip={c.testCount > 0 ? "Has tests: move or delete them first" : "Delete"}
                      onClick={() => setDeleting(c)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </ListRows>
      </ListTable>
      <ListPager page={page} total={rows.length} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />

      <EditModal editing={editing} noun="category" onClose={() => setEditing(null)}>
        {(category) => <CategoryForm category={category} onDone={() => setEditing(null)} />}
      </EditModal>
      <ConfirmDeleteModal
        item={deleting}
        title="Delete category?"
        message={`"${deleting?.name}" will be deleted. This action cannot be undone.`}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Create or edit form of a category, validated with the shared schema. */
function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: text(category?.description),
      icon: (category?.icon ?? null) as string | null,
      sortOrder: (category?.sortOrder ?? 100) as number | string,
      active: category?.active ?? true,
    },
    validate: zod4Resolver(categoryCreateInput, { errorPriority: "first" }),
  });
  const handlers = useCatalogFormMutation(form, onDone, {
    title: category ? "Category updated" : "Category created",
    errorTitle: category ? "Could not update the category" : "Could not create the category",
  });
  const create = trpc.admin.categories.create.useMutation(handlers);
  const update = trpc.admin.categories.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;
  const iconOptions = [...new Set([...ICON_OPTIONS, ...(category?.icon ? [category.icon] : [])])];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => createOrUpdate(categoryCreateInput.parse(values), category?.id, create.mutate, update.mutate))}
    >
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Slug" description="Empty: made from the name" {...form.getInputProps("slug")} />
          <Select label="Icon" description="Shown on the category page" data={iconOptions} clearable clearButtonProps={{ "aria-label": "Clear icon" }} {...form.getInputProps("icon")} />
          <NumberInput
            label="Sort order"
            description="Lower comes first"
            min={0}
            max={10000}
            allowDecimal={false}
            {...form.getInputProps("sortOrder")}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps("description")} />
        {!category && <Checkbox label="Active (shown to patients)" {...form.getInputProps("active", { type: "checkbox" })} />}
        {category && <ActiveBadge active={category.active} />}
        <FormButtons onCancel={onDone} saving={saving} submitLabel={category ? "Save changes" : "Create category"} />
      </Stack>
    </form>
  );
}
