/** The create/edit form of an insurer in the console's insurance screen. */
import { SimpleGrid, TextInput } from "@mantine/core";
import { insurerInput } from "@labcompare/validators/insurance";
import { trpc } from "../../../trpc";
import { AdminFormFrame, useAdminForm } from "../components/CatalogForm";
import { text, type AdminInsurer } from "../lib";
import { insurerFormCopy as f } from "./insurance.copy";
import { useInsuranceFormMutation } from "./useInsurance";

/**
 * Create (`insurer` null) or edit form of an insurer: name, Arabic name, slug (empty: made from the
 * name), validated with the shared schema. Saved through admin.insurance.insurers.create / update;
 * `onDone` runs after a save and on Cancel. The server's refusals show on the fields or in a toast.
 */
export function InsurerForm({ insurer, onDone }: { insurer: AdminInsurer | null; onDone: () => void }) {
  const form = useAdminForm(insurerInput, {
    name: insurer?.name ?? "",
    nameAr: text(insurer?.nameAr),
    slug: insurer?.slug ?? "",
  });
  const handlers = useInsuranceFormMutation(form, onDone, "insurer", insurer !== null);
  const create = trpc.admin.insurance.insurers.create.useMutation(handlers);
  const update = trpc.admin.insurance.insurers.update.useMutation(handlers);

  return (
    <AdminFormFrame
      onSubmit={form.onSubmit((values) => {
        const parsed = insurerInput.parse(values);
        if (insurer) update.mutate({ ...parsed, id: insurer.id });
        else create.mutate(parsed);
      })}
      onCancel={onDone}
      saving={create.isPending || update.isPending}
      submitLabel={insurer ? "Save changes" : "Create insurer"}
    >
      <TextInput label={f.name} required data-autofocus {...form.getInputProps("name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={f.nameAr}
          description={f.nameArDescription}
          dir="rtl"
          lang="ar"
          {...form.getInputProps("nameAr")}
        />
        <TextInput label={f.slug} description={f.slugDescription} {...form.getInputProps("slug")} />
      </SimpleGrid>
    </AdminFormFrame>
  );
}
