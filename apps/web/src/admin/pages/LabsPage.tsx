/**
 * /admin/labs: partner labs. Search by name or area, filter by emirate and status, 25 per page;
 * create and edit in a modal, activate/deactivate, delete (the server refuses a lab with bookings),
 * and jump to the lab's price list.
 */
import { useState } from "react";
import {
  Badge,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { labCreateInput, UAE_EMIRATES } from "@labcompare/validators/admin";
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
import { activeFilter, useInvalidateCatalog, type AdminLab } from "../lib";

type Emirate = (typeof UAE_EMIRATES)[number];

/** The admin labs screen. */
export default function LabsPage() {
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
        minWidth={900}
        columns={["Lab", "Location", "Home collection", { label: "Offers", ta: "right" }, { label: "Bookings", ta: "right" }, "Status", "Actions"]}
      >
          <ListRows colSpan={7} pending={list.isPending} rows={list.data?.items} error="Error fetching labs" empty="No labs match.">
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
                <Table.Td>
                  <Text size="sm">{lab.homeCollection ? "Yes" : "No"}</Text>
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

      <EditModal editing={editing} noun="lab" onClose={() => setEditing(null)}>
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

/** Create or edit form of a lab, validated with the shared schema. */
function LabForm({ lab, onDone }: { lab: AdminLab | null; onDone: () => void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: lab?.name ?? "",
      slug: lab?.slug ?? "",
      emirate: (lab?.emirate ?? null) as string | null,
      area: lab?.area ?? "",
      address: lab?.address ?? "",
      phone: lab?.phone ?? "",
      accreditation: lab?.accreditation ?? ([] as string[]),
      homeCollection: lab?.homeCollection ?? false,
      openingHours: lab?.openingHours ?? "",
      active: lab?.active ?? true,
    },
    validate: zod4Resolver(labCreateInput, { errorPriority: "first" }),
  });
  const handlers = useCatalogFormMutation(form, onDone, {
    title: lab ? "Lab updated" : "Lab created",
    errorTitle: lab ? "Could not update the lab" : "Could not create the lab",
  });
  const create = trpc.admin.labs.create.useMutation(handlers);
  const update = trpc.admin.labs.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => createOrUpdate(labCreateInput.parse(values), lab?.id, create.mutate, update.mutate))}
    >
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Slug" description="Leave empty to make one from the name" {...form.getInputProps("slug")} />
          <Select label="Emirate" withAsterisk data={[...UAE_EMIRATES]} {...form.getInputProps("emirate")} />
          <TextInput label="Area" withAsterisk {...form.getInputProps("area")} />
          <TextInput label="Phone" withAsterisk {...form.getInputProps("phone")} />
        </SimpleGrid>
        <TextInput label="Address" withAsterisk {...form.getInputProps("address")} />
        <TextInput label="Opening hours" withAsterisk placeholder="Daily 07:00–22:00" {...form.getInputProps("openingHours")} />
        <TagsInput
          label="Accreditation"
          description="For example ISO 15189, CAP, DHA licensed; press Enter after each"
          {...form.getInputProps("accreditation")}
        />
        <Group gap="lg">
          <Checkbox label="Offers home collection" {...form.getInputProps("homeCollection", { type: "checkbox" })} />
          {!lab && <Checkbox label="Active (shown to patients)" {...form.getInputProps("active", { type: "checkbox" })} />}
        </Group>
        {lab && (
          <Group gap="xs">
            <ActiveBadge active={lab.active} />
            <Badge variant="outline" color="gray" c="dark.6" tt="none">
              {lab.offerCount} offers · {lab.bookingCount} bookings
            </Badge>
          </Group>
        )}
        <FormButtons onCancel={onDone} saving={saving} submitLabel={lab ? "Save changes" : "Create lab"} />
      </Stack>
    </form>
  );
}
