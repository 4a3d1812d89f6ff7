/** The create/edit form of a test in the admin tests screen. */
import { Select, SimpleGrid, TagsInput, TextInput } from "@mantine/core";
import { sampleTypes, testCreateInput } from "@labcompare/validators/admin";
import { capitalise } from "@labcompare/domain/format";
import { trpc } from "../../../trpc";
import { AdminFormFrame, UsageBadges, useCatalogForm } from "../components/CatalogForm";
import {
  BilingualTextareas,
  FlagRow,
  NameFields,
  numberInputValue,
  SlugInput,
  WholeNumberInput,
} from "../components/fields";
import { texts, type AdminTest } from "../lib";

/** Create or edit form of a test, validated with the shared schema. */
export function TestForm({
  test,
  categoryOptions,
  onDone,
}: {
  test: AdminTest | null;
  categoryOptions: { value: string; label: string }[];
  onDone: () => void;
}) {
  const { form, frame } = useCatalogForm({
    procedures: trpc.admin.tests,
    schema: testCreateInput,
    record: test,
    noun: "test",
    onDone,
    initialValues: {
      ...texts(test, ["name", "slug", "description", "preparationInstructions", "resultTime", "loincCode"]),
      ...texts(test, ["nameAr", "descriptionAr", "preparationInstructionsAr"]),
      categoryId: test?.category?.id ?? (null as string | null),
      sampleType: test?.sampleType ?? "blood",
      fastingHours: numberInputValue(test?.fastingHours ?? 0),
      synonyms: test?.synonyms ?? ([] as string[]),
      isPanel: test?.isPanel ?? false,
      synonymsAr: test?.synonymsAr ?? ([] as string[]),
      active: test?.active ?? true,
    },
  });

  return (
    <AdminFormFrame {...frame}>
      <NameFields form={form} arabicHint="Shown on Arabic pages and searched" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SlugInput form={form} />
        <Select
          label="Category"
          placeholder="No category"
          data={categoryOptions}
          clearable
          clearButtonProps={{ "aria-label": "Clear category" }}
          searchable
          {...form.getInputProps("categoryId")}
        />
      </SimpleGrid>
      <BilingualTextareas form={form} field="description" label="Description" rows={[3, 8]} />
      <BilingualTextareas
        form={form}
        field="preparationInstructions"
        label="Preparation instructions"
        rows={[2, 6]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Result time" placeholder="24-48 hours" {...form.getInputProps("resultTime")} />
        <TextInput label="LOINC code" placeholder="2093-3" {...form.getInputProps("loincCode")} />
        <Select
          label="Sample type"
          data={sampleTypes.map((s) => ({ value: s, label: capitalise(s) }))}
          allowDeselect={false}
          {...form.getInputProps("sampleType")}
        />
        <WholeNumberInput form={form} field="fastingHours" label="Fasting hours" min={0} max={72} />
      </SimpleGrid>
      <TagsInput
        label="Other names"
        description="Abbreviations and names patients search by; press Enter after each"
        {...form.getInputProps("synonyms")}
      />
      <TagsInput
        label="Other names (Arabic)"
        description="Arabic names patients search by; press Enter after each"
        dir="rtl"
        lang="ar"
        {...form.getInputProps("synonymsAr")}
      />
      <FlagRow form={form} field="isPanel" label="This test is a panel of several tests" isNew={!test} />
      {test && <UsageBadges record={test} />}
    </AdminFormFrame>
  );
}
