/**
 * /admin/categories: test categories in display order with their test counts. The API returns them
 * all, so search and paging happen here. Create and edit in a modal, activate/deactivate, delete
 * (the server refuses a category that still has tests).
 */
import { useState } from "react";
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { ADMIN_PAGE_SIZE, categoryCreateInput } from "@labcompare/validators/admin";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc, trpcFieldErrors } from "../../trpc";
import { AdminModal, ActiveBadge, ConfirmDialog, ListPager, PageHeader, TableMessage } from "../components/ui";
import { ACTIVE_FILTER_OPTIONS, activeFilter, text, toastError, useInvalidateCatalog, type AdminCategory } from "../lib";

/** Icon names used by the seeded categories (the public pages fall back to a heart for unknown ones). */
const ICON_OPTIONS = [
  "heart", "drop", "dna", "flask", "brain", "pill", "baby", "briefcase", "stethoscope", "kidney",
  "liver", "virus", "allergy", "female", "male", "leaf", "shield", "bone",
];

const FETCH_ERROR = "Error fetching categories";

/** The admin categories screen. */
export default function CategoriesPage() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const list = trpc.admin.categories.list.useQuery();
  useErrorToast(list.error, FETCH_ERROR);

  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.categories.setActive.useMutation({
    onSuccess: (c) => {
      notifySuccess(c.active ? "Category activated" : "Category deactivated", `${c.name} is now ${c.active ? "shown to" : "hidden from"} patients.`);
      void invalidate();
    },
    onError: (error) => toastError("Could not update the category", error),
  });
  const remove = trpc.admin.categories.delete.useMutation({
    onSuccess: () => {
      notifySuccess("Category deleted", `${deleting?.name ?? "The category"} has been deleted.`);
      setDeleting(null);
      void invalidate();
    },
    onError: (error) => toastError("Could not delete the category", error),
  });

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
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            New Category
          </Button>
        }
      />
      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Category name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            label="Status"
            placeholder="Active and inactive"
            data={ACTIVE_FILTER_OPTIONS}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            clearable clearButtonProps={{ "aria-label": "Clear status" }}
            w={200}
          />
        </Group>
      </Card>

      <Card shadow="xs" padding={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th>Icon</Table.Th>
                <Table.Th ta="right">Order</Table.Th>
                <Table.Th ta="right">Tests (active)</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableMessage colSpan={6} status>
                  Loading...
                </TableMessage>
              ) : !list.data ? (
                <TableMessage colSpan={6}>{FETCH_ERROR}</TableMessage>
              ) : pageRows.length === 0 ? (
                <TableMessage colSpan={6}>No categories match.</TableMessage>
              ) : (
                pageRows.map((c) => (
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
                      <Group gap="xs" wrap="nowrap">
                        <Switch
                          checked={c.active}
                          onChange={(e) => setActive.mutate({ id: c.id, active: e.currentTarget.checked })}
                          disabled={setActive.isPending && setActive.variables?.id === c.id}
                          aria-label={`Active: ${c.name}`}
                        />
                        <ActiveBadge active={c.active} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon variant="subtle" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={c.testCount > 0 ? "Has tests: move or delete them first" : "Delete"}>
                          <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${c.name}`} onClick={() => setDeleting(c)}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <ListPager page={page} total={rows.length} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />

      <AdminModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New category" : "Edit category"}
        size="lg"
      >
        {editing !== null && <CategoryForm category={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </AdminModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete category?"
        message={`"${deleting?.name}" will be deleted. This action cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
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
  const invalidate = useInvalidateCatalog();
  const handlers = {
    onSuccess: (saved: { name: string }) => {
      notifySuccess(category ? "Category updated" : "Category created", `${saved.name} has been saved.`);
      void invalidate();
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(trpcFieldErrors(error));
      toastError(category ? "Could not update the category" : "Could not create the category", error);
    },
  };
  const create = trpc.admin.categories.create.useMutation(handlers);
  const update = trpc.admin.categories.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;
  const iconOptions = [...new Set([...ICON_OPTIONS, ...(category?.icon ? [category.icon] : [])])];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = categoryCreateInput.parse(values);
        if (category) {
          const { active: _active, ...fields } = parsed;
          update.mutate({ id: category.id, ...fields });
        } else create.mutate(parsed);
      })}
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {category ? "Save changes" : "Create category"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
