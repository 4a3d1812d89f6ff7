/** The create/edit form of a category in the admin categories screen. */
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { categoryCreateInput } from "@labcompare/validators/admin";
import { trpc } from "../../../trpc";
import { createOrUpdate, FormButtons } from "../components/list";
import { ActiveBadge } from "../components/ui";
import { useCatalogFormMutation } from "../hooks/useAdminMutation";
import { text, type AdminCategory } from "../lib";

/** Icon names used by the seeded categories (the public pages fall back to a heart for unknown ones). */
const ICON_OPTIONS = [
  "heart", "drop", "dna", "flask", "brain", "pill", "baby", "briefcase", "stethoscope", "kidney",
  "liver", "virus", "allergy", "female", "male", "leaf", "shield", "bone",
];

/** Create or edit form of a category, validated with the shared schema. */
export function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: text(category?.description),
      icon: category?.icon ?? null,
      sortOrder: (category?.sortOrder ?? 100) as number | string,
      active: category?.active ?? true,
    },
    validate: zod4Resolver(categoryCreateInput, { errorPriority: "first" }),
  });
  const handlers = useCatalogFormMutation(form, onDone, {
    title: category ? "Category updated" : "Category created",
    errorTitle: category ? "Could not update the category" : "Could not create the category",
  });
  const create = trpc.admin.categories.create.useMutation(handlers);
  const update = trpc.admin.categories.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;
  const iconOptions = [...new Set([...ICON_OPTIONS, ...(category?.icon ? [category.icon] : [])])];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => createOrUpdate(categoryCreateInput.parse(values), category?.id, create.mutate, update.mutate))}
    >
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Slug" description="Empty: made from the name" {...form.getInputProps("slug")} />
          <Select label="Icon" description="Shown on the category page" data={iconOptions} clearable clearButtonProps={{ "aria-label": "Clear icon" }} {...form.getInputProps("icon")} />
          <NumberInput
            label="Sort order"
            description="Lower comes first"
            min={0}
            max={10000}
            allowDecimal={false}
            {...form.getInputProps("sortOrder")}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps("description")} />
        {!category && <Checkbox label="Active (shown to patients)" {...form.getInputProps("active", { type: "checkbox" })} />}
        {category && <ActiveBadge active={category.active} />}
        <FormButtons onCancel={onDone} saving={saving} submitLabel={category ? "Save changes" : "Create category"} />
      </Stack>
    </form>
  );
}
