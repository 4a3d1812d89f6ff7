/** The create/edit form of a test in the admin tests screen. */
import {
  Badge,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { sampleTypes, testCreateInput } from "@labcompare/validators/admin";
import { capitalise } from "@labcompare/domain/format";
import { trpc } from "../../../trpc";
import { createOrUpdate, FormButtons } from "../components/list";
import { ActiveBadge } from "../components/ui";
import { useCatalogFormMutation } from "../hooks/useAdminMutation";
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
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: test?.name ?? "",
      slug: test?.slug ?? "",
      categoryId: test?.category?.id ?? (null as string | null),
      description: text(test?.description),
      preparationInstructions: text(test?.preparationInstructions),
      resultTime: text(test?.resultTime),
      loincCode: text(test?.loincCode),
      sampleType: test?.sampleType ?? "blood",
      fastingHours: (test?.fastingHours ?? 0) as number | string,
      synonyms: test?.synonyms ?? ([] as string[]),
      isPanel: test?.isPanel ?? false,
      active: test?.active ?? true,
    },
    validate: zod4Resolver(testCreateInput, { errorPriority: "first" }),
  });
  const handlers = useCatalogFormMutation(form, onDone, {
    title: test ? "Test updated" : "Test created",
    errorTitle: test ? "Could not update the test" : "Could not create the test",
  });
  const create = trpc.admin.tests.create.useMutation(handlers);
  const update = trpc.admin.tests.update.useMutation(handlers);
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => createOrUpdate(testCreateInput.parse(values), test?.id, create.mutate, update.mutate))}
    >
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Slug" description="Leave empty to make one from the name" {...form.getInputProps("slug")} />
          <Select label="Category" placeholder="No category" data={categoryOptions} clearable clearButtonProps={{ "aria-label": "Clear category" }} searchable {...form.getInputProps("categoryId")} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps("description")} />
        <Textarea label="Preparation instructions" autosize minRows={2} maxRows={6} {...form.getInputProps("preparationInstructions")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Result time" placeholder="24-48 hours" {...form.getInputProps("resultTime")} />
          <TextInput label="LOINC code" placeholder="2093-3" {...form.getInputProps("loincCode")} />
          <Select
            label="Sample type"
            data={sampleTypes.map((s) => ({ value: s, label: capitalise(s) }))}
            allowDeselect={false}
            {...form.getInputProps("sampleType")}
          />
          <NumberInput label="Fasting hours" min={0} max={72} allowDecimal={false} {...form.getInputProps("fastingHours")} />
        </SimpleGrid>
        <TagsInput
          label="Other names"
          description="Abbreviations and names patients search by; press Enter after each"
          {...form.getInputProps("synonyms")}
        />
        <Group gap="lg">
          <Checkbox label="This test is a panel of several tests" {...form.getInputProps("isPanel", { type: "checkbox" })} />
          {!test && <Checkbox label="Active (shown to patients)" {...form.getInputProps("active", { type: "checkbox" })} />}
        </Group>
        {test && (
          <Group gap="xs">
            <ActiveBadge active={test.active} />
            <Badge variant="outline" color="gray" c="dark.6" tt="none">
              {test.offerCount} offers · {test.bookingCount} bookings
            </Badge>
          </Group>
        )}
        <FormButtons onCancel={onDone} saving={saving} submitLabel={test ? "Save changes" : "Create test"} />
      </Stack>
    </form>
  );
}
