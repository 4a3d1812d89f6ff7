/** The create/edit form of a test in the admin tests screen. */
import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { sampleTypes, testCreateInput } from "@labcompare/validators/admin";
import { capitalise } from "@labcompare/domain/format";
import { trpc } from "../../../trpc";
import { AdminFormFrame, UsageBadges, useCatalogForm } from "../components/CatalogForm";
import { text, type AdminTest } from "../lib";

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
  // A number input holds "" while empty.
  const fastingHours: number | string = test?.fastingHours ?? 0;
  const { form, frame } = useCatalogForm({
    procedures: trpc.admin.tests,
    schema: testCreateInput,
    record: test,
    noun: "test",
    onDone,
    initialValues: {
      name: test?.name ?? "",
      slug: test?.slug ?? "",
      categoryId: test?.category?.id ?? (null as string | null),
      description: text(test?.description),
      preparationInstructions: text(test?.preparationInstructions),
      resultTime: text(test?.resultTime),
      loincCode: text(test?.loincCode),
      sampleType: test?.sampleType ?? "blood",
      fastingHours,
      synonyms: test?.synonyms ?? ([] as string[]),
      isPanel: test?.isPanel ?? false,
      nameAr: text(test?.nameAr),
      descriptionAr: text(test?.descriptionAr),
      preparationInstructionsAr: text(test?.preparationInstructionsAr),
      synonymsAr: test?.synonymsAr ?? ([] as string[]),
      active: test?.active ?? true,
    },
  });

  return (
    <AdminFormFrame {...frame}>
      <TextInput label="Name" required {...form.getInputProps("name")} />
      <TextInput
        label="Name (Arabic)"
        description="Shown on Arabic pages and searched"
        dir="rtl"
        lang="ar"
        {...form.getInputProps("nameAr")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Slug"
          description="Leave empty to make one from the name"
          {...form.getInputProps("slug")}
        />
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
      <Textarea
        label="Preparation instructions"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("preparationInstructions")}
      />
      <Textarea
        label="Preparation instructions (Arabic)"
        dir="rtl"
        lang="ar"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("preparationInstructionsAr")}
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
        <NumberInput
          label="Fasting hours"
          min={0}
          max={72}
          allowDecimal={false}
          {...form.getInputProps("fastingHours")}
        />
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
      <Group gap="lg">
        <Checkbox
          label="This test is a panel of several tests"
          {...form.getInputProps("isPanel", { type: "checkbox" })}
        />
        {!test && (
          <Checkbox
            label="Active (shown to patients)"
            {...form.getInputProps("active", { type: "checkbox" })}
          />
        )}
      </Group>
      {test && <UsageBadges record={test} />}
    </AdminFormFrame>
  );
}
