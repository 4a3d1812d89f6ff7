/** The create/edit form of a health resource in the admin resources screen. */
import { Textarea, TextInput } from "@mantine/core";
import { resourceInput } from "@labcompare/validators/schemas";
import { trpc } from "../../../trpc";
import { AdminFormFrame, useAdminForm } from "../components/CatalogForm";
import { useFormMutation } from "../hooks/useAdminMutation";
import type { AdminResource } from "../lib";

/** Invalidates the admin and public resource lists and the audit log after a resource changes. */
export function useInvalidateResources() {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.resources.invalidate();
    void utils.content.resources.invalidate();
    void utils.admin.audit.invalidate();
  };
}

/** Create or edit form of a resource, validated with the shared schema. */
export function ResourceForm({ resource, onDone }: { resource: AdminResource | null; onDone: () => void }) {
  const form = useAdminForm(resourceInput, {
    title: resource?.title ?? "",
    category: resource?.category ?? "",
    description: resource?.description ?? "",
    link: resource?.link ?? "",
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

  return (
    <AdminFormFrame
      onSubmit={form.onSubmit((values) =>
        resource ? update.mutate({ id: resource.id, ...values }) : create.mutate(values),
      )}
      onCancel={onDone}
      saving={create.isPending || update.isPending}
      submitLabel={resource ? "Save changes" : "Create resource"}
    >
      <TextInput label="Title" required {...form.getInputProps("title")} />
      <TextInput
        label="Category"
        required
        placeholder="Guides, Nutrition, Heart health…"
        {...form.getInputProps("category")}
      />
      <Textarea label="Description" required autosize minRows={3} {...form.getInputProps("description")} />
      <TextInput label="Link" required type="url" placeholder="https://…" {...form.getInputProps("link")} />
    </AdminFormFrame>
  );
}
