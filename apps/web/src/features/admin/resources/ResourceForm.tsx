/** The create/edit form of a health resource in the admin resources screen. */
import { resourceInput } from "@labcompare/validators/schemas";
import { trpc } from "../../../trpc";
import { AdminFormFrame, useRecordForm } from "../components/CatalogForm";
import { TextFields } from "../components/fields";
import { texts, useInvalidate, type AdminResource } from "../lib";

/** Invalidates the admin and public resource lists and the audit log after a resource changes. */
export function useInvalidateResources() {
  return useInvalidate((u) => [u.admin.resources, u.content.resources, u.admin.audit]);
}

/** The resource form's fields: title, category, description, link. */
const RESOURCE_FIELDS = [
  { field: "title", label: "Title", required: true },
  { field: "category", label: "Category", required: true, placeholder: "Guides, Nutrition, Heart health…" },
  { field: "description", label: "Description", required: true, minRows: 3 },
  { field: "link", label: "Link", required: true, type: "url", placeholder: "https://…" },
] as const;

/** Create or edit form of a resource, validated with the shared schema. */
export function ResourceForm({ resource, onDone }: { resource: AdminResource | null; onDone: () => void }) {
  const { form, frame } = useRecordForm({
    procedures: trpc.admin.resources,
    schema: resourceInput,
    record: resource,
    noun: "resource",
    onDone,
    initialValues: texts(resource, ["title", "category", "description", "link"]),
    invalidate: useInvalidateResources(),
    savedMessage: () => "The resource has been saved.",
  });

  return (
    <AdminFormFrame {...frame}>
      <TextFields form={form} fields={RESOURCE_FIELDS} />
    </AdminFormFrame>
  );
}
