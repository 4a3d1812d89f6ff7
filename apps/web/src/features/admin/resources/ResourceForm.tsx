/** The create/edit form of a health resource in the admin resources screen. */
import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { resourceInput } from "@labcompare/validators/schemas";
import { trpc } from "../../../trpc";
import { FormButtons } from "../components/list";
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
