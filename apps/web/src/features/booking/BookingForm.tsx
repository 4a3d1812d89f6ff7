/**
 * The booking form: the date and a slot first (SlotPicker, Asia/Dubai; the earliest free day is
 * preselected; never a free time field), then tests at the chosen lab (add / remove), the lab, lab
 * visit or home collection, how the patient pays (PaymentFields), patient details and notes,
 * beside the summary with the running total (AED, `bookingTotals`). Validated with the shared
 * schema; on failure the first invalid field is scrolled into view and focused. A visitor gives
 * the account in the same form (AccountFields): one submit creates the account or signs in, then
 * books; what was typed stays after any failure. Props: `selection` (useBookingSelection: tests,
 * labs, chosen lab, URL setters, the mode and emirate asked for), `defaults` (name, email, phone
 * from the profile and account) and `visitor` (nobody signed in). State and submit: useBookingForm.
 */
import { Button, Card, Divider, Grid, Group, Select, Stack, Text } from "@mantine/core";
import { formatAed, labAreaEmirate } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { LabDetails } from "../../components/appointments/LabDetails";
import { SlotPicker } from "../../components/appointments/SlotPicker";
import { useGoBack } from "../../lib/hooks";
import { useLocale } from "../../i18n/useLocale";
import { BookingSummary } from "./BookingSummary";
import { CollectionFields } from "./CollectionFields";
import { PatientFields } from "./PatientFields";
import { TestsField } from "./TestsField";
import { useBookingForm, type BookingFormInput } from "./useBookingForm";
import { PaymentFields } from "./PaymentFields";

export type BookingFormProps = BookingFormInput;

export function BookingForm(props: BookingFormProps) {
  const { t } = useTranslation("booking");
  const { selection } = props;
  const { labs, items, testIds } = selection;
  const goBack = useGoBack("/search");
  const { formRef, ...booking } = useBookingForm(props);
  const { form, lab, pending } = booking;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card shadow="xs" padding="xl" p={{ base: "sm", xs: "xl" }}>
          <form ref={formRef} onSubmit={booking.submit} noValidate>
            <Stack gap="md">
              {/* The appointment leads the form so that on a phone the first free time shows without scrolling. */}
              <Divider label={t("appointment")} labelPosition="left" />
              {lab && (
                <SlotPicker
                  idPrefix="booking"
                  labId={lab.id}
                  collectionMode={booking.mode}
                  collectionEmirate={booking.home ? form.values.collectionEmirate : null}
                  testIds={testIds}
                  value={{ date: form.values.scheduledDate, time: form.values.scheduledTime }}
                  onChange={booking.onSlotChange}
                  dateError={form.errors.scheduledDate}
                  timeError={
                    form.errors.scheduledTime ?? (form.values.scheduledTime ? null : booking.slotNotice)
                  }
                  aside={<LabDetails lab={lab} />}
                />
              )}
              <TestsField
                items={items}
                lab={lab}
                onAdd={selection.addTest}
                onRemove={selection.removeTest}
                error={form.errors.testIds as string | undefined}
              />
              {labs.length === 0 && (
                <Text size="sm" c="red.9" role="alert">
                  {t("noCommonLab")}
                </Text>
              )}

              <LabSelect
                labs={labs}
                value={lab?.id ?? null}
                onChange={selection.setLab}
                error={form.errors.labId}
              />

              <CollectionFields
                lab={lab}
                fee={booking.visitFee}
                form={form}
                onModeChange={booking.onModeChange}
              />
              <PaymentFields payment={booking.payment} form={form} />
              <PatientFields
                form={form}
                account={booking.account}
                onAccountStepChange={booking.setAccountStep}
                members={props.person.members}
                askDetails={props.person.askDetails}
              />

              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={goBack} disabled={pending}>
                  {t("cancel")}
                </Button>
                {/* aria-disabled, not disabled: a disabled button would drop the focus to <body>. */}
                <Button type="submit" aria-disabled={pending || undefined}>
                  {pending ? t("submitting") : t("submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <BookingSummary
          lab={lab}
          items={items}
          totals={booking.totals}
          estimate={booking.payment.estimate}
          priceNotice={booking.priceNotice}
          onConfirmPrice={() => formRef.current?.requestSubmit()}
          pending={pending}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The lab of the booking among `labs` (those offering every chosen test), each as its name, area,
 * emirate and the tests' price (AED); `value` the chosen lab's id, `onChange(id)`, `error` the form's.
 */
function LabSelect({
  labs,
  value,
  onChange,
  error,
}: {
  labs: BookingFormProps["selection"]["labs"];
  value: string | null;
  onChange: (id: string) => void;
  error: React.ReactNode;
}) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  return (
    <Select
      label={t("lab")}
      required
      data={labs.map((c) => ({
        value: c.lab.id,
        label: t("labOption", {
          name: entityName(c.lab, locale),
          ...labAreaEmirate(c.lab, locale),
          price: formatAed(c.subtotal, locale),
        }),
      }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      error={error}
      data-path="labId"
      allowDeselect={false}
      searchable
    />
  );
}
