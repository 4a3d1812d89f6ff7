/**
 * /admin/labs: partner labs. Search by name or area, filter by emirate and status, 25 per page;
 * create and edit in a modal, activate/deactivate, delete (the server refuses a lab with bookings),
 * and jump to the lab's price list.
 */
import { useState } from "react";
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPencil, IconPlus, IconReceipt2, IconSearch, IconTrash } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { Link } from "react-router-dom";
import { labCreateInput, UAE_EMIRATES } from "@labcompare/validators/admin";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc, trpcFieldErrors } from "../../trpc";
import { AdminModal, ActiveBadge, ConfirmDialog, ListPager, PageHeader, TableMessage } from "../components/ui";
import { ACTIVE_FILTER_OPTIONS, activeFilter, toastError, useInvalidateCatalog, type AdminLab } from "../lib";

type Emirate = (typeof UAE_EMIRATES)[number];

/** The admin labs screen. */
export default function LabsPage() {
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const [emirate, setEmirate] = useState<Emirate | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminLab | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminLab | null>(null);

  const list = trpc.admin.labs.list.useQuery(
    { q: debouncedQ || undefined, emirate: emirate ?? undefined, active: activeFilter(status), page },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching labs");

  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.labs.setActive.useMutation({
    onSuccess: (lab) => {
      notifySuccess(lab.active ? "Lab activated" : "Lab deactivated", `${lab.name} is now ${lab.active ? "shown to" : "hidden from"} patients.`);
      void invalidate();
    },
    onError: (error) => toastError("Could not update the lab", error),
  });
  const remove = trpc.admin.labs.delete.useMutation({
    onSuccess: () => {
      notifySuccess("Lab deleted", `${deleting?.name ?? "The lab"} has been deleted.`);
      setDeleting(null);
      void invalidate();
    },
    onError: (error) => toastError("Could not delete the lab", error),
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Labs"
        subtitle="Manage partner labs."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            New Lab
          </Button>
        }
      />
      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name or area"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            label="Emirate"
            placeholder="All emirates"
            data={[...UAE_EMIRATES]}
            value={emirate}
            onChange={(v) => {
              setEmirate(v as Emirate | null);
              setPage(1);
            }}
            clearable clearButtonProps={{ "aria-label": "Clear emirate" }}
            w={200}
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
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lab</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Home collection</Table.Th>
                <Table.Th ta="right">Offers</Table.Th>
                <Table.Th ta="right">Bookings</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableMessage colSpan={7} status>
                  Loading...
                </TableMessage>
              ) : !list.data ? (
                <TableMessage colSpan={7}>Error fetching labs</TableMessage>
              ) : list.data.items.length === 0 ? (
                <TableMessage colSpan={7}>No labs match.</TableMessage>
              ) : (
                list.data.items.map((lab) => (
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
                      <Group gap="xs" wrap="nowrap">
                        <Switch
                          checked={lab.active}
                          onChange={(e) => setActive.mutate({ id: lab.id, active: e.currentTarget.checked })}
                          disabled={setActive.isPending && setActive.variables?.id === lab.id}
                          aria-label={`Active: ${lab.name}`}
                        />
                        <ActiveBadge active={lab.active} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon variant="subtle" aria-label={`Edit ${lab.name}`} onClick={() => setEditing(lab)}>
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Price list">
                          <ActionIcon
                            variant="subtle"
                            component={Link}
                            to={`/admin/offers?lab=${lab.id}`}
                            aria-label={`Price list of ${lab.name}`}
                          >
                            <IconReceipt2 size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={lab.bookingCount > 0 ? "Has bookings: deactivate instead" : "Delete"}>
                          <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${lab.name}`} onClick={() => setDeleting(lab)}>
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

      <AdminModal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? "New lab" : "Edit lab"} size="lg">
        {editing !== null && <LabForm lab={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </AdminModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete lab?"
        message={`"${deleting?.name}" and its whole price list will be deleted. This action cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
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
  const invalidate = useInvalidateCatalog();
  const handlers = {
    onSuccess: (saved: { name: string }) => {
      notifySuccess(lab ? "Lab updated" : "Lab created", `${saved.name} has been saved.`);
      void invalidate();
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(trpcFieldErrors(error));
      toastError(lab ? "Could not update the lab" : "Could not create the lab", error);
    },
  };
  const create = trpc.admin.labs.create.useMutation(handlers);
  const update = trpc.admin.labs.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const parsed = labCreateInput.parse(values);
        if (lab) {
          const { active: _active, ...fields } = parsed;
          update.mutate({ id: lab.id, ...fields });
        } else create.mutate(parsed);
      })}
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {lab ? "Save changes" : "Create lab"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
