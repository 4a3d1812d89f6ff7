/**
 * /admin/resources: health resources shown on the public Blog & Resources page (title, category,
 * description, external link). Create and edit in a modal, delete after confirmation.
 */
import { Anchor, Table, Text } from "@mantine/core";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { DateCell, DescriptionCell, EditDeleteCell, TextCell } from "../components/cells";
import { EditDeleteModals } from "../components/EditDeleteModals";
import { useDeleteRow, useEditing } from "../components/useRowActions";
import { shortDate, type AdminResource } from "../lib";
import { ResourceForm, useInvalidateResources } from "./ResourceForm";

/** The admin resources screen. */
export default function AdminResourcesPage() {
  const list = trpc.admin.resources.list.useQuery();
  useErrorToast(list.error, "Error fetching resources");
  const utils = trpc.useUtils();
  const invalidate = useInvalidateResources();
  const actions = {
    ...useEditing<AdminResource>(),
    remove: useDeleteRow(trpc.admin.resources.delete, "resource", (r: AdminResource) => r.title, {
      success: () => ["Resource deleted", "The resource has been deleted."],
      onSuccess: ({ id }) =>
        utils.admin.resources.list.setData(undefined, (old) => old?.filter((r) => r.id !== id)),
      closeOnError: true,
      invalidate,
    }),
  };

  return (
    <AdminListScreen
      title="Resources"
      subtitle="Health resources listed on the Blog & Resources page."
      create={{ label: "New Resource", onClick: () => actions.edit("new") }}
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
          <TextCell>{r.category}</TextCell>
          <DescriptionCell maw={400}>{r.description}</DescriptionCell>
          <DateCell>{shortDate(r.createdAt)}</DateCell>
          <EditDeleteCell
            name={r.title}
            onEdit={() => actions.edit(r)}
            onDelete={() => actions.remove.confirm(r)}
          />
        </Table.Tr>
      )}
    >
      <EditDeleteModals
        noun="resource"
        state={actions}
        form={(resource) => <ResourceForm resource={resource} onDone={actions.close} />}
        message={`"${actions.remove.deleting?.title}" will be removed from the site. This action cannot be undone.`}
      />
    </AdminListScreen>
  );
}
