/**
 * /admin/tests: the test catalogue. Search by name, abbreviation or LOINC code, filter by category
 * and status, 25 per page; create and edit in a modal, activate/deactivate, delete (the server
 * refuses a test that has bookings), and jump to the test's offers.
 */
import { useState } from "react";
import {
  ActionIcon,
  Badge,
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
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPencil, IconPlus, IconReceipt2, IconSearch, IconTrash } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { Link } from "react-router-dom";
import { sampleTypes, testCreateInput } from "@labcompare/validators/admin";
import { capitalise } from "@labcompare/validators/format";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc, trpcFieldErrors } from "../../trpc";
import { AdminModal, ActiveBadge, ConfirmDialog, ListPager, PageHeader, TableMessage } from "../components/ui";
import { ACTIVE_FILTER_OPTIONS, activeFilter, text, toastError, useInvalidateCatalog, type AdminTest } from "../lib";

/** The admin tests screen. */
export default function TestsPage() {
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminTest | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminTest | null>(null);

  const categories = trpc.admin.categories.list.useQuery();
  const list = trpc.admin.tests.list.useQuery(
    { q: debouncedQ || undefined, categoryId: categoryId ?? undefined, active: activeFilter(status), page },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, messages.catalog.fetchTestsError);

  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.tests.setActive.useMutation({
    onSuccess: (t) => {
      notifySuccess(t.active ? "Test activated" : "Test deactivated", `${t.name} is now ${t.active ? "shown to" : "hidden from"} patients.`);
      void invalidate();
    },
    onError: (error) => toastError("Could not update the test", error),
  });
  const remove = trpc.admin.tests.delete.useMutation({
    onSuccess: () => {
      notifySuccess("Test deleted", `${deleting?.name ?? "The test"} has been deleted.`);
      setDeleting(null);
      void invalidate();
    },
    onError: (error) => toastError("Could not delete the test", error),
  });

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tests"
        subtitle="Manage the test catalogue."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            New Test
          </Button>
        }
      />
      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, abbreviation or LOINC code"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={300}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={categoryOptions}
            value={categoryId}
            onChange={(v) => {
              setCategoryId(v);
              setPage(1);
            }}
            clearable clearButtonProps={{ "aria-label": "Clear category" }}
            searchable
            w={240}
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
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Test</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Offers</Table.Th>
                <Table.Th ta="right">Bookings</Table.Th>
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
                <TableMessage colSpan={6}>{messages.catalog.fetchTestsError}</TableMessage>
              ) : list.data.items.length === 0 ? (
                <TableMessage colSpan={6}>No tests match.</TableMessage>
              ) : (
                list.data.items.map((t) => (
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
                      <Group gap="xs" wrap="nowrap">
                        <Switch
                          checked={t.active}
                          onChange={(e) => setActive.mutate({ id: t.id, active: e.currentTarget.checked })}
                          disabled={setActive.isPending && setActive.variables?.id === t.id}
                          aria-label={`Active: ${t.name}`}
                        />
                        <ActiveBadge active={t.active} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Offers at labs">
                          <ActionIcon
                            variant="subtle"
                            component={Link}
                            to={`/admin/offers?test=${t.id}`}
                            aria-label={`Offers for ${t.name}`}
                          >
                            <IconReceipt2 size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}>
                          <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
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
      {list.data && <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />}

      <AdminModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New test" : "Edit test"}
        size="lg"
      >
        {editing !== null && (
          <TestForm
            test={editing === "new" ? null : editing}
            categoryOptions={categoryOptions}
            onDone={() => setEditing(null)}
          />
        )}
      </AdminModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete test?"
        message={`"${deleting?.name}" and its offers at every lab will be deleted. This action cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
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
  const invalidate = useInvalidateCatalog();
  const handlers = {
    onSuccess: (saved: { name: string }) => {
      notifySuccess(test ? "Test updated" : "Test created", `${saved.name} has been saved.`);
      void invalidate();
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(trpcFieldErrors(error));
      toastError(test ? "Could not update the test" : "Could not create the test", error);
    },
  };
  const create = trpc.admin.tests.create.useMutation(handlers);
  const update = trpc.admin.tests.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = testCreateInput.parse(values);
        if (test) {
          const { active: _active, ...fields } = parsed;
          update.mutate({ id: test.id, ...fields });
        } else create.mutate(parsed);
      })}
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {test ? "Save changes" : "Create test"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
