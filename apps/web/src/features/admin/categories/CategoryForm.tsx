/** The create/edit form of a category in the admin categories screen. */
import { Select, SimpleGrid } from "@mantine/core";
import { categoryCreateInput } from "@labcompare/validators/admin";
import { trpc } from "../../../trpc";
import { AdminFormFrame, useCatalogForm } from "../components/CatalogForm";
import {
  ActiveCheckbox,
  BilingualTextareas,
  NameFields,
  numberInputValue,
  SlugInput,
  WholeNumberInput,
} from "../components/fields";
import { ActiveBadge } from "../components/ui";
import { texts, type AdminCategory } from "../lib";

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
  const { form, frame } = useCatalogForm({
    procedures: trpc.admin.categories,
    schema: categoryCreateInput,
    record: category,
    noun: "category",
    onDone,
    initialValues: {
      ...texts(category, ["name", "slug", "description", "nameAr", "descriptionAr"]),
      icon: category?.icon ?? null,
      sortOrder: numberInputValue(category?.sortOrder ?? 100),
      active: category?.active ?? true,
    },
  });
  const iconOptions = [...new Set([...ICON_OPTIONS, ...(category?.icon ? [category.icon] : [])])];

  return (
    <AdminFormFrame {...frame}>
      <NameFields form={form} arabicHint="Shown on Arabic pages" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SlugInput form={form} hint="Empty: made from the name" />
        <Select
          label="Icon"
          description="Shown on the category page"
          data={iconOptions}
          clearable
          clearButtonProps={{ "aria-label": "Clear icon" }}
          {...form.getInputProps("icon")}
        />
        <WholeNumberInput
          form={form}
          field="sortOrder"
          label="Sort order"
          description="Lower comes first"
          min={0}
          max={10000}
        />
      </SimpleGrid>
      <BilingualTextareas form={form} field="description" label="Description" rows={[3, 8]} />
      {!category && <ActiveCheckbox form={form} />}
      {category && <ActiveBadge active={category.active} />}
    </AdminFormFrame>
  );
}
