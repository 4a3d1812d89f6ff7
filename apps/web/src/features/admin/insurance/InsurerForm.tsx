/** The create/edit form of an insurer in the console's insurance screen, and the name rows it shares with a plan's. */
import { SimpleGrid, TextInput } from "@mantine/core";
import { insurerInput } from "@labcompare/validators/insurance";
import { trpc } from "../../../trpc";
import { AdminFormFrame, savedName, useRecordForm } from "../components/CatalogForm";
import { SlugInput, type FormWith } from "../components/fields";
import { texts, type AdminInsurer } from "../lib";
import { insurerFormCopy as f } from "./insurance.copy";
import { useInvalidateInsurance } from "./useInsurance";

/**
 * `nameLabel` (required, focused when the modal opens), then "Name (Arabic)" (right to left) beside
 * "Slug" (empty: made from the name), bound to `name`, `nameAr` and `slug`.
 */
export function InsuranceNameFields({
  form,
  nameLabel,
}: {
  form: FormWith<"name" | "nameAr" | "slug">;
  nameLabel: string;
}) {
  return (
    <>
      <TextInput label={nameLabel} required data-autofocus {...form.getInputProps("name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={f.nameAr}
          description={f.nameArDescription}
          dir="rtl"
          lang="ar"
          {...form.getInputProps("nameAr")}
        />
        <SlugInput form={form} hint={f.slugDescription} />
      </SimpleGrid>
    </>
  );
}

/**
 * Create (`insurer` null) or edit form of an insurer: name, Arabic name, slug (empty: made from the
 * name), validated with the shared schema. Saved through admin.insurance.insurers.create / update;
 * `onDone` runs after a save and on Cancel. The server's refusals show on the fields or in a toast.
 */
export function InsurerForm({ insurer, onDone }: { insurer: AdminInsurer | null; onDone: () => void }) {
  const { form, frame } = useRecordForm({
    procedures: trpc.admin.insurance.insurers,
    schema: insurerInput,
    record: insurer,
    noun: "insurer",
    onDone,
    initialValues: texts(insurer, ["name", "nameAr", "slug"]),
    invalidate: useInvalidateInsurance(),
    savedMessage: savedName,
  });

  return (
    <AdminFormFrame {...frame}>
      <InsuranceNameFields form={form} nameLabel={f.name} />
    </AdminFormFrame>
  );
}
