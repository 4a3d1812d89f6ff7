/**
 * /admin/resources: health resources shown on the public Blog & Resources page (title, category,
 * description, external link). Create and edit in a modal, delete after confirmation.
 */
import { useState } from "react";
import { ActionIcon, Anchor, Button, Card, Group, Stack, Table, Text, Textarea, TextInput, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { resourceInput } from "@labcompare/validators/schemas";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc, trpcFieldErrors } from "../../trpc";
import { AdminModal, ConfirmDialog, PageHeader, TableMessage } from "../components/ui";
import { shortDate, toastError, type AdminResource } from "../lib";

/** The admin resources screen. */
export default function ResourcesPage() {
  const list = trpc.admin.resources.list.useQuery();
  useErrorToast(list.error, "Error fetching resources");
  const [editing, setEditing] = useState<AdminResource | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);

  const utils = trpc.useUtils();
  const remove = trpc.admin.resources.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.admin.resources.list.setData(undefined, (old) => old?.filter((r) => r.id !== id));
      notifySuccess("Resource deleted", "The resource has been deleted.");
      setDeleting(null);
      void utils.admin.resources.invalidate();
      void utils.content.resources.invalidate();
      void utils.admin.audit.invalidate();
    },
    onError: (error) => {
      setDeleting(null);
      toastError("Could not delete the resource", error);
    },
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Resources"
        subtitle="Health resources listed on the Blog & Resources page."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            New Resource
          </Button>
        }
      />
      <Card shadow="xs" padding={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th visibleFrom="md">Description</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableMessage colSpan={5} status>
                  Loading...
                </TableMessage>
              ) : !list.data ? (
                <TableMessage colSpan={5}>Error fetching resources</TableMessage>
              ) : list.data.length === 0 ? (
                <TableMessage colSpan={5}>No resources available</TableMessage>
              ) : (
                list.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td maw={320}>
                      <Anchor href={r.link} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                        {r.title}
                      </Anchor>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {r.link}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.category}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md" maw={400}>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {r.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                        {shortDate(r.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon variant="subtle" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${r.title}`} onClick={() => setDeleting(r)}>
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

      <AdminModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New resource" : "Edit resource"}
        size="lg"
      >
        {editing !== null && <ResourceForm resource={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </AdminModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete resource?"
        message={`"${deleting?.title}" will be removed from the site. This action cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Create or edit form of a resource, validated with the shared schema. */
function ResourceForm({ resource, onDone }: { resource: AdminResource | null; onDone: () => void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      title: resource?.title ?? "",
      category: resource?.category ?? "",
      description: resource?.description ?? "",
      link: resource?.link ?? "",
    },
    validate: zod4Resolver(resourceInput, { errorPriority: "first" }),
  });
  const utils = trpc.useUtils();
  const handlers = {
    onSuccess: () => {
      notifySuccess(resource ? "Resource updated" : "Resource created", "The resource has been saved.");
      void utils.admin.resources.invalidate();
      void utils.content.resources.invalidate();
      void utils.admin.audit.invalidate();
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(trpcFieldErrors(error));
      toastError(resource ? "Could not update the resource" : "Could not create the resource", error);
    },
  };
  const create = trpc.admin.resources.create.useMutation(handlers);
  const update = trpc.admin.resources.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => (resource ? update.mutate({ id: resource.id, ...values }) : create.mutate(values)))}
    >
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk {...form.getInputProps("title")} />
        <TextInput label="Category" withAsterisk placeholder="Guides, Nutrition, Heart health…" {...form.getInputProps("category")} />
        <Textarea label="Description" withAsterisk autosize minRows={3} {...form.getInputProps("description")} />
        <TextInput label="Link" withAsterisk type="url" placeholder="https://…" {...form.getInputProps("link")} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {resource ? "Save changes" : "Create resource"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
