/**
 * Booking rules of the lab form: slot length and places, lead times, booking horizon, cancellation
 * cut-off, confirmation (auto-confirm, confirmation time in minutes), home-collection hours, windows
 * and places, service emirates, and map coordinates.
 */
import { MultiSelect, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { UAE_EMIRATES } from "@labcompare/validators/admin";
import {
  CheckboxField,
  WholeNumberInput,
  WholeNumberInputs,
  type WholeNumberField,
} from "../components/fields";
import { closeFromInput, closeToInput, type LabForm, type LabFormValues } from "./formValues";
import { labFormCopy as copy } from "./labForm.copy";

/** A NumberInput for a nullable coordinate: empty → null. */
function CoordinateInput({
  form,
  field,
  label,
}: {
  form: LabForm;
  field: "latitude" | "longitude";
  label: string;
}) {
  const value = form.getValues()[field];
  return (
    <NumberInput
      label={label}
      decimalScale={6}
      hideControls
      value={value ?? ""}
      onChange={(v) => form.setFieldValue(field, v === "" ? null : Number(v))}
      error={form.errors[field]}
      placeholder="Optional"
    />
  );
}

type LabNumberField = WholeNumberField<keyof LabFormValues>;

/** The lab-visit rules: slot length and places, lead time, booking horizon, cancellation cut-off. */
const LAB_VISIT_FIELDS: LabNumberField[] = [
  { field: "slotMinutes", label: "Slot length (minutes)", min: 5, max: 240 },
  { field: "labVisitCapacity", label: "Places per slot", min: 1, max: 100 },
  { field: "labVisitLeadMinutes", label: "Lab-visit lead time (minutes)", min: 0, max: 10080 },
  { field: "bookingHorizonDays", label: "Booking horizon (days)", min: 1, max: 365 },
  {
    field: "cancellationCutoffMinutes",
    label: "Cancellation cut-off (minutes)",
    description: "Patients may cancel or move online until then",
    min: 0,
    max: 10080,
  },
];

/** The home-collection rules after its hours: window length, visits per window, lead time. */
const HOME_COLLECTION_FIELDS: LabNumberField[] = [
  { field: "homeCollectionWindowMinutes", label: "Window length (minutes)", min: 15, max: 720 },
  { field: "homeCollectionCapacity", label: "Home visits per window", min: 1, max: 100 },
  { field: "homeCollectionLeadMinutes", label: "Home-collection lead time (minutes)", min: 0, max: 10080 },
];

export function LabVisitRulesFields({ form }: { form: LabForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <WholeNumberInputs form={form} fields={LAB_VISIT_FIELDS} />
    </SimpleGrid>
  );
}

/** Auto-confirm (off by default: the lab confirms) and the minutes within which the lab confirms a pending booking. */
export function ConfirmationFields({ form }: { form: LabForm }) {
  return (
    <Stack gap="sm">
      <CheckboxField
        form={form}
        field="autoConfirm"
        label={copy.autoConfirm}
        description={copy.autoConfirmDescription}
      />
      <WholeNumberInput
        form={form}
        field="confirmationMinutes"
        label={copy.confirmationMinutes}
        description={copy.confirmationMinutesDescription}
        min={5}
        max={10080}
        maw={320}
      />
    </Stack>
  );
}

export function HomeCollectionRulesFields({ form }: { form: LabForm }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TimeInput label="Home visits from" {...form.getInputProps("homeCollectionStart")} />
        <TimeInput
          label="Home visits until"
          value={closeToInput(form.getValues().homeCollectionEnd)}
          onChange={(e) => form.setFieldValue("homeCollectionEnd", closeFromInput(e.currentTarget.value))}
          error={form.errors.homeCollectionEnd}
        />
        <WholeNumberInputs form={form} fields={HOME_COLLECTION_FIELDS} />
      </SimpleGrid>
      <MultiSelect
        label="Service emirates"
        description="Emirates the home-collection team serves (one pool of visits for all of them)"
        data={[...UAE_EMIRATES]}
        clearable
        {...form.getInputProps("serviceEmirates")}
      />
    </Stack>
  );
}

export function LocationFields({ form }: { form: LabForm }) {
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CoordinateInput form={form} field="latitude" label="Latitude" />
        <CoordinateInput form={form} field="longitude" label="Longitude" />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        For the directions link; leave empty to use the address.
      </Text>
    </Stack>
  );
}
