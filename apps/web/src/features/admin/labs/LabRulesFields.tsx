/**
 * Booking rules of the lab form: slot length and places, lead times, booking horizon, cancellation
 * cut-off, confirmation (auto-confirm, confirmation time in minutes), home-collection hours, windows
 * and places, service emirates, and map coordinates.
 */
import { Checkbox, MultiSelect, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { UAE_EMIRATES } from "@labcompare/validators/admin";
import { closeFromInput, closeToInput, type LabForm } from "./formValues";
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

export function LabVisitRulesFields({ form }: { form: LabForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberInput
        label="Slot length (minutes)"
        min={5}
        max={240}
        allowDecimal={false}
        {...form.getInputProps("slotMinutes")}
      />
      <NumberInput
        label="Places per slot"
        min={1}
        max={100}
        allowDecimal={false}
        {...form.getInputProps("labVisitCapacity")}
      />
      <NumberInput
        label="Lab-visit lead time (minutes)"
        min={0}
        max={10080}
        allowDecimal={false}
        {...form.getInputProps("labVisitLeadMinutes")}
      />
      <NumberInput
        label="Booking horizon (days)"
        min={1}
        max={365}
        allowDecimal={false}
        {...form.getInputProps("bookingHorizonDays")}
      />
      <NumberInput
        label="Cancellation cut-off (minutes)"
        description="Patients may cancel or move online until then"
        min={0}
        max={10080}
        allowDecimal={false}
        {...form.getInputProps("cancellationCutoffMinutes")}
      />
    </SimpleGrid>
  );
}

/** Auto-confirm (off by default: the lab confirms) and the minutes within which the lab confirms a pending booking. */
export function ConfirmationFields({ form }: { form: LabForm }) {
  return (
    <Stack gap="sm">
      <Checkbox
        label={copy.autoConfirm}
        description={copy.autoConfirmDescription}
        {...form.getInputProps("autoConfirm", { type: "checkbox" })}
      />
      <NumberInput
        label={copy.confirmationMinutes}
        description={copy.confirmationMinutesDescription}
        min={5}
        max={10080}
        allowDecimal={false}
        maw={320}
        {...form.getInputProps("confirmationMinutes")}
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
        <NumberInput
          label="Window length (minutes)"
          min={15}
          max={720}
          allowDecimal={false}
          {...form.getInputProps("homeCollectionWindowMinutes")}
        />
        <NumberInput
          label="Home visits per window"
          min={1}
          max={100}
          allowDecimal={false}
          {...form.getInputProps("homeCollectionCapacity")}
        />
        <NumberInput
          label="Home-collection lead time (minutes)"
          min={0}
          max={10080}
          allowDecimal={false}
          {...form.getInputProps("homeCollectionLeadMinutes")}
        />
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
