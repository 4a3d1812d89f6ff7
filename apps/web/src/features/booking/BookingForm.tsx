/**
 * The booking form: the date and a slot first (SlotPicker, Asia/Dubai; the earliest free day is
 * preselected; never a free time field), then tests at the chosen lab (add / remove), the lab, lab
 * visit or home collection, patient details and notes,
 * beside the summary with the running total (AED, `bookingTotals`). Validated with the shared
 * schema; on failure the first invalid field is scrolled into view and focused. A visitor gives
 * the account in the same form (AccountFields): one submit creates the account or signs in, then
 * books; what was typed stays after any failure. Props: `selection` (useBookingSelection: tests,
 * labs, chosen lab, URL setters, the mode and emirate asked for), `defaults` (name, email, phone
 * from the profile and account) and `visitor` (nobody signed in).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, Card, Divider, Grid, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { bookingTotals } from "@labcompare/domain/pricing";
import { formatAed, labAreaEmirate } from "@labcompare/domain/format";
import { useTranslation } from "react-i18next";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import { LabDetails } from "../../components/appointments/LabDetails";
import { SlotPicker, type SlotValue } from "../../components/appointments/SlotPicker";
import { focusFirstError, focusFirstErrorOnInvalid } from "../../lib/forms";
import { useGoBack, useLatest } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { AccountFields } from "./AccountFields";
import { entityName } from "@labcompare/domain/locale";
import { PHONE_PLACEHOLDER } from "./CollectionFields";
import { useLocale } from "../../i18n/useLocale";
import { BookingSummary } from "./BookingSummary";
import { CollectionFields } from "./CollectionFields";
import { TestsField } from "./TestsField";
import type { useBookingSelection } from "./useBookingSelection";
import { useBookingAccount } from "./useBookingAccount";
import { useCreateBooking } from "./useCreateBooking";
import { validateBooking, type BookingValues } from "./validate";

export interface BookingFormProps {
  selection: ReturnType<typeof useBookingSelection>;
  defaults: { patientName: string; patientEmail: string; patientPhone: string };
  visitor: boolean;
}

/** The home-collection emirate to start with: the one asked for when the lab collects there, else the lab's first. */
const startEmirate = (lab: { serviceEmirates: string[] } | null, preferred: string | null) =>
  (preferred && lab?.serviceEmirates.includes(preferred) ? preferred : lab?.serviceEmirates[0]) ?? null;

export function BookingForm({ selection, defaults, visitor }: BookingFormProps) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const { choice, labs, items, testIds } = selection;
  const lab = choice?.lab ?? null;
  const goBack = useGoBack("/search");
  const formRef = useRef<HTMLFormElement>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [accountStep, setAccountStep] = useState<"signup" | "signin">("signup");
  const account = visitor ? accountStep : null;

  const form = useForm<BookingValues>({
    mode: "controlled",
    initialValues: {
      collectionMode: selection.preferHome && lab?.homeCollection && lab.serviceEmirates.length > 0 ? "home_collection" : "lab_visit",
      collectionAddress: "",
      collectionEmirate: startEmirate(lab, selection.preferEmirate),
      patientName: defaults.patientName,
      patientEmail: defaults.patientEmail,
      patientPhone: defaults.patientPhone,
      notes: "",
      scheduledDate: null,
      scheduledTime: null,
      password: "",
    },
    validate: (values) => validateBooking(values, { testIds, labId: lab?.id ?? null }, account, { date: t("selectDate"), time: t("selectTime") }),
  });
  const mode = form.values.collectionMode;
  const home = mode === "home_collection";

  const totals = useMemo(
    () => bookingTotals(items.map((i) => ({ priceAed: i.offer.priceAed, homeCollectionFeeAed: i.offer.homeCollectionFeeAed })), mode),
    [items, mode],
  );
  const visitFee = useMemo(() => bookingTotals(items.map((i) => ({ priceAed: 0, homeCollectionFeeAed: i.offer.homeCollectionFeeAed })), "home_collection").homeCollectionFeeAed, [items]);

  // Another lab: its calendar, slots and home-collection area differ, so the appointment starts over.
  const labId = lab?.id ?? null;
  const previousLab = useRef(labId);
  useEffect(() => {
    if (previousLab.current === labId) return;
    previousLab.current = labId;
    form.setFieldValue("scheduledDate", null);
    form.setFieldValue("scheduledTime", null);
    if (!lab?.homeCollection && form.values.collectionMode === "home_collection") form.setFieldValue("collectionMode", "lab_visit");
    if (!lab?.serviceEmirates.includes(form.values.collectionEmirate ?? "")) form.setFieldValue("collectionEmirate", startEmirate(lab, selection.preferEmirate));
  }, [labId, lab, form, selection.preferEmirate]);

  // A reported price change applies to what was being booked then.
  const what = `${labId}|${testIds.join(",")}|${mode}`;
  const [noticeFor, setNoticeFor] = useState(what);
  if (noticeFor !== what) {
    setNoticeFor(what);
    setPriceNotice(null);
  }

  const create = useCreateBooking({
    onSlotFull: () => {
      setSlotNotice(t("slotFull"));
      requestAnimationFrame(() => focusFirstError(formRef.current, { scheduledTime: true }));
    },
    onPriceChanged: setPriceNotice,
    onFieldErrors: (errors) => form.setErrors(errors),
  });

  // Stable for SlotPicker's effects.
  const latestFormRef = useLatest(form);
  const onSlotChange = useCallback(
    (v: SlotValue) => {
      latestFormRef.current.setFieldValue("scheduledDate", v.date);
      latestFormRef.current.setFieldValue("scheduledTime", v.time);
      if (v.time) setSlotNotice(null);
    },
    [latestFormRef],
  );

  const accountCall = useBookingAccount(form, formRef, account);
  const pending = create.isPending || accountCall.isPending;

  const onModeChange = (next: CollectionModeValue) => {
    form.setFieldValue("collectionMode", next);
    form.setFieldValue("scheduledDate", null);
    form.setFieldValue("scheduledTime", null);
  };

  const submit = form.onSubmit(
    async (typed) => {
      if (!lab) return;
      const v = await accountCall.first(typed);
      if (!v) return;
      const isHome = v.collectionMode === "home_collection";
      create.submit({
        testIds,
        labId: lab.id,
        scheduledDate: v.scheduledDate!,
        scheduledTime: v.scheduledTime!,
        patientName: v.patientName,
        patientEmail: v.patientEmail,
        patientPhone: v.patientPhone || undefined,
        notes: v.notes || undefined,
        collectionMode: v.collectionMode,
        collectionAddress: isHome ? v.collectionAddress : undefined,
        collectionEmirate: isHome ? (v.collectionEmirate ?? undefined) : undefined,
        expectedTotalAed: priceNotice ?? totals.totalAed,
      });
    },
    (errors, values, event) => {
      if (errors.scheduledDate) notifyError(t("selectDate"), undefined, "select-date");
      focusFirstErrorOnInvalid(errors, values, event);
    },
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card shadow="xs" padding="xl" p={{ base: "sm", xs: "xl" }}>
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              {/* The appointment leads the form so that on a phone the first free time shows without scrolling. */}
              <Divider label={t("appointment")} labelPosition="left" />
              {lab && (
                <SlotPicker
                  idPrefix="booking"
                  labId={lab.id}
                  collectionMode={mode}
                  collectionEmirate={home ? form.values.collectionEmirate : null}
                  testIds={testIds}
                  value={{ date: form.values.scheduledDate, time: form.values.scheduledTime }}
                  onChange={onSlotChange}
                  dateError={form.errors.scheduledDate}
                  timeError={form.errors.scheduledTime ?? (form.values.scheduledTime ? null : slotNotice)}
                  aside={<LabDetails lab={lab} />}
                />
              )}
              <TestsField items={items} lab={lab} onAdd={selection.addTest} onRemove={selection.removeTest} error={form.errors.testIds as string | undefined} />
              {labs.length === 0 && (
                <Text size="sm" c="red.9" role="alert">
                  {t("noCommonLab")}
                </Text>
              )}

              <Select
                label={t("lab")}
                required
                data={labs.map((c) => ({ value: c.lab.id, label: t("labOption", { name: entityName(c.lab, locale), ...labAreaEmirate(c.lab, locale), price: formatAed(c.subtotal, locale) }) }))}
                value={labId}
                onChange={(id) => id && selection.setLab(id)}
                error={form.errors.labId}
                data-path="labId"
                allowDeselect={false}
                searchable
              />

              <CollectionFields lab={lab} fee={visitFee} form={form} onModeChange={onModeChange} />

              <Divider label={account ? t("yourDetails") : t("patientDetails")} labelPosition="left" />
              {account ? (
                <AccountFields form={form} step={account} onStepChange={setAccountStep} />
              ) : (
                <>
                  <TextInput label={t("patientName")} required autoComplete="name" {...form.getInputProps("patientName")} />
                  <Group grow align="flex-start">
                    <TextInput label={t("email")} type="email" required autoComplete="email" {...form.getInputProps("patientEmail")} />
                    <TextInput label={t("phone")} type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...form.getInputProps("patientPhone")} />
                  </Group>
                </>
              )}
              <Textarea label={t("notes")} placeholder={t("notesPlaceholder")} autosize minRows={3} {...form.getInputProps("notes")} />

              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={goBack} disabled={pending}>
                  {t("cancel")}
                </Button>
                <Button type="submit" disabled={pending}>
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
          totals={totals}
          priceNotice={priceNotice}
          onConfirmPrice={() => formRef.current?.requestSubmit()}
          pending={pending}
        />
      </Grid.Col>
    </Grid>
  );
}
