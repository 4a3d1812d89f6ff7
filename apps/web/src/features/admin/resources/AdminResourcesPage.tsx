/**
 * /admin/resources: health resources shown on the public Blog & Resources page (title, category,
 * description, external link). Create and edit in a modal, delete after confirmation.
 */
import { useState } from "react";
import { Anchor, Group, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { resourceInput } from "@labcompare/validators/schemas";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import { DeleteAction, EditAction, EditModal, FormButtons, ListRows, ListTable, NewButton } from "../components/list";
import { PageHeader } from "../components/ui";
import { useAdminMutation, useFormMutation } from "../hooks/useAdminMutation";
import { shortDate, type AdminResource } from "../lib";

/** Invalidates the admin and public resource lists and the audit log after a resource changes. */
function useInvalidateResources() {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.resources.invalidate();
    void utils.content.resources.invalidate();
    void utils.admin.audit.invalidate();
  };
}

/** The admin resources screen. */
export default function AdminResourcesPage() {
  const list = trpc.admin.resources.list.useQuery();
  useErrorToast(list.error, "Error fetching resources");
  const [editing, setEditing] = useState<AdminResource | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);

  const utils = trpc.useUtils();
  const invalidate = useInvalidateResources();
  const remove = trpc.admin.resources.delete.useMutation(
    useAdminMutation({
      success: () => ["Resource deleted", "The resource has been deleted."],
      errorTitle: "Could not delete the resource",
      onSuccess: ({ id }) => {
        utils.admin.resources.list.setData(undefined, (old) => old?.filter((r) => r.id !== id));
        setDeleting(null);
      },
      onError: () => setDeleting(null),
      invalidate,
    }),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Resources"
        subtitle="Health resources listed on the Blog & Resources page."
        actions={<NewButton onClick={() => setEditing("new")}>New Resource</NewButton>}
      />
      <ListTable
        minWidth={760}
        columns={["Title", "Category", { label: "Description", visibleFrom: "md" }, "Added", "Actions"]}
      >
          <ListRows colSpan={5} pending={list.isPending} rows={list.data} error="Error fetching resources" empty="No resources available">
            {(r) => (
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
                    <EditAction name={r.title} onClick={() => setEditing(r)} />
                    <DeleteAction name={r.title} onClick={() => setDeleting(r)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </ListRows>
      </ListTable>

      <EditModal editing={editing} noun="resource" onClose={() => setEditing(null)}>
        {(resource) => <ResourceForm resource={resource} onDone={() => setEditing(null)} />}
      </EditModal>
      <ConfirmDeleteModal
        item={deleting}
        title="Delete resource?"
        message={`"${deleting?.title}" will be removed from the site. This action cannot be undone.`}
        mutation={remove}
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
  const invalidate = useInvalidateResources();
  const handlers = useFormMutation(form, {
    success: () => [resource ? "Resource updated" : "Resource created", "The resource has been saved."],
    errorTitle: resource ? "Could not update the resource" : "Could not create the resource",
    onSuccess: onDone,
    invalidate,
  });
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
        <FormButtons onCancel={onDone} saving={saving} submitLabel={resource ? "Save changes" : "Create resource"} />
      </Stack>
    </form>
  );
}
