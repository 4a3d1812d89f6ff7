/** The create/edit form of a category in the admin categories screen. */
import { Checkbox, NumberInput, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { categoryCreateInput } from "@labcompare/validators/admin";
import { trpc } from "../../../trpc";
import { AdminFormFrame, useCatalogForm } from "../components/CatalogForm";
import { ActiveBadge } from "../components/ui";
import { text, type AdminCategory } from "../lib";

/** Icon names used by the seeded categories (the public pages fall back to a heart for unknown ones). */
const ICON_OPTIONS = [
  "heart",
  "drop",
  "dna",
  "flask",
  "brain",
  "pill",
  "baby",
  "briefcase",
  "stethoscope",
  "kidney",
  "liver",
  "virus",
  "allergy",
  "female",
  "male",
  "leaf",
  "shield",
  "bone",
];

/** Create or edit form of a category, validated with the shared schema. */
export function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  // A number input holds "" while empty.
  const sortOrder: number | string = category?.sortOrder ?? 100;
  const { form, frame } = useCatalogForm({
    procedures: trpc.admin.categories,
    schema: categoryCreateInput,
    record: category,
    noun: "category",
    onDone,
    initialValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: text(category?.description),
      nameAr: text(category?.nameAr),
      descriptionAr: text(category?.descriptionAr),
      icon: category?.icon ?? null,
      sortOrder,
      active: category?.active ?? true,
    },
  });
  const iconOptions = [...new Set([...ICON_OPTIONS, ...(category?.icon ? [category.icon] : [])])];

  return (
    <AdminFormFrame {...frame}>
      <TextInput label="Name" required {...form.getInputProps("name")} />
      <TextInput
        label="Name (Arabic)"
        description="Shown on Arabic pages"
        dir="rtl"
        lang="ar"
        {...form.getInputProps("nameAr")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Slug" description="Empty: made from the name" {...form.getInputProps("slug")} />
        <Select
          label="Icon"
          description="Shown on the category page"
          data={iconOptions}
          clearable
          clearButtonProps={{ "aria-label": "Clear icon" }}
          {...form.getInputProps("icon")}
        />
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
      <Textarea
        label="Description (Arabic)"
        dir="rtl"
        lang="ar"
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps("descriptionAr")}
      />
      {!category && (
        <Checkbox
          label="Active (shown to patients)"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
      )}
      {category && <ActiveBadge active={category.active} />}
    </AdminFormFrame>
  );
}
