/**
 * /admin/tests: the test catalogue. Search by name, abbreviation or LOINC code, filter by category
 * and status, 25 per page; create and edit in a modal, activate/deactivate, delete (the server
 * refuses a test that has bookings), and jump to the test's offers.
 */
import { useState } from "react";
import {
  Badge,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { sampleTypes, testCreateInput } from "@labcompare/validators/admin";
import { capitalise } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../lib/hooks";
import { trpc } from "../../trpc";
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
  PriceListAction,
  SearchInput,
  StatusFilter,
  useListFilters,
} from "../components/list";
import { ActiveBadge, ListPager, PageHeader } from "../components/ui";
import { useAdminMutation, useCatalogFormMutation } from "../hooks/useAdminMutation";
import { activeFilter, text, useInvalidateCatalog, type AdminTest } from "../lib";

/** The admin tests screen. */
export default function TestsPage() {
  const { q, setQ, debouncedQ, page, setPage, resetting } = useListFilters();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminTest | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminTest | null>(null);

  const categories = trpc.admin.categories.list.useQuery();
  const list = trpc.admin.tests.list.useQuery(
    { q: debouncedQ || undefined, categoryId: categoryId ?? undefined, active: activeFilter(status), page },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, messages.catalog.fetchTestsError);

  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.tests.setActive.useMutation(
    useAdminMutation({
      success: (t) => [t.active ? "Test activated" : "Test deactivated", `${t.name} is now ${t.active ? "shown to" : "hidden from"} patients.`],
      errorTitle: "Could not update the test",
      invalidate,
    }),
  );
  const remove = trpc.admin.tests.delete.useMutation(
    useAdminMutation({
      success: () => ["Test deleted", `${deleting?.name ?? "The test"} has been deleted.`],
      errorTitle: "Could not delete the test",
      onSuccess: () => setDeleting(null),
      invalidate,
    }),
  );

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tests"
        subtitle="Manage the test catalogue."
        actions={<NewButton onClick={() => setEditing("new")}>New Test</NewButton>}
      />
      <FilterBar>
      <SearchInput placeholder="Name, abbreviation or LOINC code" value={q} onChange={setQ} w={300} />
      <Select
        label="Category"
        placeholder="All categories"
        data={categoryOptions}
        value={categoryId}
        onChange={resetting(setCategoryId)}
        clearable clearButtonProps={{ "aria-label": "Clear category" }}
        searchable
        w={240}
      />
      <StatusFilter value={status} onChange={resetting(setStatus)} />
      </FilterBar>

      <ListTable
        minWidth={860}
        columns={["Test", "Category", { label: "Offers", ta: "right" }, { label: "Bookings", ta: "right" }, "Status", "Actions"]}
      >
          <ListRows
            colSpan={6}
            pending={list.isPending}
            rows={list.data?.items}
            error={messages.catalog.fetchTestsError}
            empty="No tests match."
          >
            {(t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t.slug}
                    {t.loincCode ? ` · LOINC ${t.loincCode}` : ""} · {capitalise(t.sampleType)}
                    {t.isPanel ? " · Panel" : ""}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t.category?.name ?? "—"}</Text>
                </Table.Td>
                <Table.Td ta="right">{t.offerCount}</Table.Td>
                <Table.Td ta="right">{t.bookingCount}</Table.Td>
                <Table.Td>
                  <ActiveSwitch
                    name={t.name}
                    active={t.active}
                    disabled={setActive.isPending && setActive.variables?.id === t.id}
                    onChange={(active) => setActive.mutate({ id: t.id, active })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <EditAction name={t.name} onClick={() => setEditing(t)} />
                    <PriceListAction tooltip="Offers at labs" to={`/admin/offers?test=${t.id}`} label={`Offers for ${t.name}`} />
                    <DeleteAction
                      name={t.name}
                      tooltip={t.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}
                      onClick={() => setDeleting(t)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </ListRows>
      </ListTable>
      {list.data && <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />}

      <EditModal editing={editing} noun="test" onClose={() => setEditing(null)}>
        {(test) => <TestForm test={test} categoryOptions={categoryOptions} onDone={() => setEditing(null)} />}
      </EditModal>
      <ConfirmDeleteModal
        item={deleting}
        title="Delete test?"
        message={`"${deleting?.name}" and its offers at every lab will be deleted. This action cannot be undone.`}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Create or edit form of a test, validated with the shared schema. */
function TestForm({
  test,
  categoryOptions,
  onDone,
}: {
  test: AdminTest | null;
  categoryOptions: { value: string; label: string }[];
  onDone: () => void;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: test?.name ?? "",
      slug: test?.slug ?? "",
      categoryId: test?.category?.id ?? (null as string | null),
      description: text(test?.description),
      preparationInstructions: text(test?.preparationInstructions),
      resultTime: text(test?.resultTime),
      loincCode: text(test?.loincCode),
      sampleType: (test?.sampleType ?? "blood") as (typeof sampleTypes)[number],
      fastingHours: (test?.fastingHours ?? 0) as number | string,
      synonyms: test?.synonyms ?? ([] as string[]),
      isPanel: test?.isPanel ?? false,
      active: test?.active ?? true,
    },
    validate: zod4Resolver(testCreateInput, { errorPriority: "first" }),
  });
  const handlers = useCatalogFormMutation(form, onDone, {
    title: test ? "Test updated" : "Test created",
    errorTitle: test ? "Could not update the test" : "Could not create the test",
  });
  const create = trpc.admin.tests.create.useMutation(handlers);
  const update = trpc.admin.tests.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => createOrUpdate(testCreateInput.parse(values), test?.id, create.mutate, update.mutate))}
    >
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Slug" description="Leave empty to make one from the name" {...form.getInputProps("slug")} />
          <Select label="Category" placeholder="No category" data={categoryOptions} clearable clearButtonProps={{ "aria-label": "Clear category" }} searchable {...form.getInputProps("categoryId")} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps("description")} />
        <Textarea label="Preparation instructions" autosize minRows={2} maxRows={6} {...form.getInputProps("preparationInstructions")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Result time" placeholder="24-48 hours" {...form.getInputProps("resultTime")} />
          <TextInput label="LOINC code" placeholder="2093-3" {...form.getInputProps("loincCode")} />
          <Select
            label="Sample type"
            data={sampleTypes.map((s) => ({ value: s, label: capitalise(s) }))}
            allowDeselect={false}
            {...form.getInputProps("sampleType")}
          />
          <NumberInput label="Fasting hours" min={0} max={72} allowDecimal={false} {...form.getInputProps("fastingHours")} />
        </SimpleGrid>
        <TagsInput
          label="Other names"
          description="Abbreviations and names patients search by; press Enter after each"
          {...form.getInputProps("synonyms")}
        />
        <Group gap="lg">
          <Checkbox label="This test is a panel of several tests" {...form.getInputProps("isPanel", { type: "checkbox" })} />
          {!test && <Checkbox label="Active (shown to patients)" {...form.getInputProps("active", { type: "checkbox" })} />}
        </Group>
        {test && (
          <Group gap="xs">
            <ActiveBadge active={test.active} />
            <Badge variant="outline" color="gray" c="dark.6" tt="none">
              {test.offerCount} offers · {test.bookingCount} bookings
            </Badge>
          </Group>
        )}
        <FormButtons onCancel={onDone} saving={saving} submitLabel={test ? "Save changes" : "Create test"} />
      </Stack>
    </form>
  );
}
