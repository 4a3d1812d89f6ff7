/**
 * /admin/resources: health resources shown on the public Blog & Resources page (title, category,
 * description, external link). Create and edit in a modal, delete after confirmation.
 */
import { Anchor, Group, Table, Text } from "@mantine/core";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import { DeleteAction, EditAction, EditModal } from "../components/list";
import { useDeleteRow, useEditing } from "../components/useRowActions";
import { shortDate, type AdminResource } from "../lib";
import { ResourceForm, useInvalidateResources } from "./ResourceForm";

/** The admin resources screen. */
export default function AdminResourcesPage() {
  const list = trpc.admin.resources.list.useQuery();
  useErrorToast(list.error, "Error fetching resources");
  const { editing, edit, close } = useEditing<AdminResource>();

  const utils = trpc.useUtils();
  const invalidate = useInvalidateResources();
  const remove = useDeleteRow(trpc.admin.resources.delete, "resource", (r: AdminResource) => r.title, {
    success: () => ["Resource deleted", "The resource has been deleted."],
    onSuccess: ({ id }) => utils.admin.resources.list.setData(undefined, (old) => old?.filter((r) => r.id !== id)),
    closeOnError: true,
    invalidate,
  });

  return (
    <AdminListScreen
      title="Resources"
      subtitle="Health resources listed on the Blog & Resources page."
      create={{ label: "New Resource", onClick: () => edit("new") }}
      minWidth={760}
      columns={["Title", "Category", { label: "Description", visibleFrom: "md" }, "Added", "Actions"]}
      pending={list.isPending}
      rows={list.data}
      error="Error fetching resources"
      empty="No resources available"
      row={(r) => (
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
              <EditAction name={r.title} onClick={() => edit(r)} />
              <DeleteAction name={r.title} onClick={() => remove.confirm(r)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    >
      <EditModal editing={editing} noun="resource" onClose={close}>
        {(resource) => <ResourceForm resource={resource} onDone={close} />}
      </EditModal>
      <ConfirmDeleteModal
        {...remove.confirmProps}
        title="Delete resource?"
        message={`"${remove.deleting?.title}" will be removed from the site. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
