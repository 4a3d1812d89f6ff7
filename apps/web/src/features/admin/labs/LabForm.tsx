/**
 * Create or edit form of a lab, validated with the shared labCreateInput (so every message — closing
 * after opening, no overlaps, rules' ranges, closures — is the server's): details, weekly hours,
 * lab-visit rules, confirmation (auto-confirm, confirmation time), home collection, location and dated
 * closures. Saving replaces the closure list.
 */
import { Fieldset, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { labCreateInput, UAE_EMIRATES } from "@labcompare/validators/admin";
import { formatWeeklyHours } from "@labcompare/domain/schedule";
import { trpc } from "../../../trpc";
import { AdminFormFrame, UsageBadges, useCatalogForm } from "../components/CatalogForm";
import { FlagRow, NameFields, SlugInput } from "../components/fields";
import { texts, type AdminLab } from "../lib";
import { ClosuresEditor } from "./ClosuresEditor";
import { labFormValues, type LabForm as LabFormHandle } from "./formValues";
import {
  ConfirmationFields,
  HomeCollectionRulesFields,
  LabVisitRulesFields,
  LocationFields,
} from "./LabRulesFields";
import { labFormCopy } from "./labForm.copy";
import { WeeklyHoursEditor } from "./WeeklyHoursEditor";

/** "Opening hours": the week in words, then the editor. */
function OpeningHoursFields({ form }: { form: LabFormHandle }) {
  return (
    <>
      <Text size="sm" mb="xs">
        {formatWeeklyHours(form.getValues().weeklyHours)}
      </Text>
      <WeeklyHoursEditor form={form} />
    </>
  );
}

/** "Home collection": its rules, under a note while the lab does not offer it. */
function HomeCollectionFields({ form }: { form: LabFormHandle }) {
  return (
    <>
      {!form.getValues().homeCollection && (
        <Text size="sm" c="dimmed" mb="xs">
          Used once the lab offers home collection.
        </Text>
      )}
      <HomeCollectionRulesFields form={form} />
    </>
  );
}

/** The form's sections after "Details", in order: each a legend and its fields. */
const SECTIONS: [legend: string, Fields: React.ComponentType<{ form: LabFormHandle }>][] = [
  ["Opening hours", OpeningHoursFields],
  ["Lab visits", LabVisitRulesFields],
  [labFormCopy.confirmationLegend, ConfirmationFields],
  ["Home collection", HomeCollectionFields],
  ["Closures", ClosuresEditor],
  ["Location", LocationFields],
];

/** The lab form: a new lab when `lab` is null; `onDone` runs after a save and on Cancel. */
export function LabForm({ lab, onDone }: { lab: AdminLab | null; onDone: () => void }) {
  const { form, frame } = useCatalogForm({
    procedures: trpc.admin.labs,
    schema: labCreateInput,
    record: lab,
    noun: "lab",
    onDone,
    initialValues: {
      ...labFormValues(lab),
      ...texts(lab, ["nameAr", "areaAr", "addressAr"]),
    },
    // Scroll the first message into view: the form is long.
    onInvalid: () =>
      requestAnimationFrame(() =>
        document
          .querySelector("[data-lab-form] [aria-invalid='true'], [data-lab-form] [role='alert']")
          ?.scrollIntoView({ block: "center" }),
      ),
  });

  return (
    <AdminFormFrame {...frame} gap="md" data-lab-form>
      <Fieldset legend="Details">
        <Stack gap="sm">
          <NameFields form={form} arabicHint="Shown on Arabic pages" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SlugInput form={form} />
            <Select label="Emirate" required data={[...UAE_EMIRATES]} {...form.getInputProps("emirate")} />
            <TextInput label="Area" required {...form.getInputProps("area")} />
            <TextInput label="Phone" required {...form.getInputProps("phone")} />
          </SimpleGrid>
          <TextInput label="Address" required {...form.getInputProps("address")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Area (Arabic)" dir="rtl" lang="ar" {...form.getInputProps("areaAr")} />
            <TextInput label="Address (Arabic)" dir="rtl" lang="ar" {...form.getInputProps("addressAr")} />
          </SimpleGrid>
          <TagsInput
            label="Accreditation"
            description="For example ISO 15189, CAP, DHA licensed; press Enter after each"
            {...form.getInputProps("accreditation")}
          />
          <FlagRow form={form} field="homeCollection" label="Offers home collection" isNew={!lab} />
        </Stack>
      </Fieldset>

      {SECTIONS.map(([legend, Fields]) => (
        <Fieldset key={legend} legend={legend}>
          <Fields form={form} />
        </Fieldset>
      ))}

      {lab && <UsageBadges record={lab} />}
    </AdminFormFrame>
  );
}
