/**
 * The booking form: tests at the chosen lab (add / remove), the lab, lab visit or home collection,
 * the date and a slot (SlotPicker, Asia/Dubai; never a free time field), patient details and notes,
 * beside the summary with the running total (AED, `bookingTotals`). Validated with the shared
 * schema; on failure the first invalid field is scrolled into view and focused. Props: `selection`
 * (useBookingSelection: tests, labs, chosen lab, URL setters) and `defaults` (name, email, phone
 * from the profile and account).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, Card, Divider, Grid, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { bookingTotals } from "@labcompare/domain/pricing";
import { formatAed } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import { LabDetails } from "../../components/appointments/LabDetails";
import { SlotPicker, type SlotValue } from "../../components/appointments/SlotPicker";
import { focusFirstError, focusFirstErrorOnInvalid } from "../../lib/forms";
import { useGoBack, useLatest } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { bookingCopy as copy } from "./booking.copy";
import { BookingSummary } from "./BookingSummary";
import { CollectionFields } from "./CollectionFields";
import { TestsField } from "./TestsField";
import type { useBookingSelection } from "./useBookingSelection";
import { useCreateBooking } from "./useCreateBooking";
import { validateBooking, type BookingValues } from "./validate";

export interface BookingFormProps {
  selection: ReturnType<typeof useBookingSelection>;
  defaults: { patientName: string; patientEmail: string; patientPhone: string };
}

/** The one emirate a lab collects in, when it collects in exactly one. */
const onlyEmirate = (lab: { serviceEmirates: string[] } | null) => (lab?.serviceEmirates.length === 1 ? lab.serviceEmirates[0]! : null);

export function BookingForm({ selection, defaults }: BookingFormProps) {
  const { choice, labs, items, testIds } = selection;
  const lab = choice?.lab ?? null;
  const goBack = useGoBack("/search");
  const formRef = useRef<HTMLFormElement>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);

  const form = useForm<BookingValues>({
    mode: "controlled",
    initialValues: {
      collectionMode: selection.preferHome && lab?.homeCollection && lab.serviceEmirates.length > 0 ? "home_collection" : "lab_visit",
      collectionAddress: "",
      collectionEmirate: onlyEmirate(lab),
      patientName: defaults.patientName,
      patientEmail: defaults.patientEmail,
      patientPhone: defaults.patientPhone,
      notes: "",
      scheduledDate: null,
      scheduledTime: null,
    },
    validate: (values) => validateBooking(values, { testIds, labId: lab?.id ?? null }),
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
    if (!lab?.serviceEmirates.includes(form.values.collectionEmirate ?? "")) form.setFieldValue("collectionEmirate", onlyEmirate(lab));
  }, [labId, lab, form]);

  // A reported price change applies to what was being booked then.
  const what = `${labId}|${testIds.join(",")}|${mode}`;
  const [noticeFor, setNoticeFor] = useState(what);
  if (noticeFor !== what) {
    setNoticeFor(what);
    setPriceNotice(null);
  }

  const create = useCreateBooking({
    onSlotFull: () => {
      setSlotNotice(messages.booking.slotFull);
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

  const onModeChange = (next: CollectionModeValue) => {
    form.setFieldValue("collectionMode", next);
    form.setFieldValue("scheduledDate", null);
    form.setFieldValue("scheduledTime", null);
  };

  const submit = form.onSubmit(
    (v) => {
      if (!lab) return;
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
      if (errors.scheduledDate) notifyError(messages.validation.selectDate, undefined, "select-date");
      focusFirstErrorOnInvalid(errors, values, event);
    },
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card shadow="xs" padding="xl" p={{ base: "sm", xs: "xl" }}>
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              <TestsField items={items} lab={lab} onAdd={selection.addTest} onRemove={selection.removeTest} error={form.errors.testIds as string | undefined} />
              {labs.length === 0 && (
                <Text size="sm" c="red.9" role="alert">
                  {copy.noCommonLab}
                </Text>
              )}

              <Select
                label={copy.lab}
                withAsterisk
                data={labs.map((c) => ({ value: c.lab.id, label: copy.labOption(c.lab.name, c.lab.area, c.lab.emirate, formatAed(c.subtotal)) }))}
                value={labId}
                onChange={(id) => id && selection.setLab(id)}
                error={form.errors.labId}
                data-path="labId"
                allowDeselect={false}
                searchable
              />

              <CollectionFields lab={lab} fee={visitFee} form={form} onModeChange={onModeChange} />

              <Divider label={copy.appointment} labelPosition="left" />
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

              <Divider label={copy.patientDetails} labelPosition="left" />
              <TextInput label={copy.patientName} withAsterisk autoComplete="name" {...form.getInputProps("patientName")} />
              <Group grow align="flex-start">
                <TextInput label={copy.email} type="email" withAsterisk autoComplete="email" {...form.getInputProps("patientEmail")} />
                <TextInput label={copy.phone} type="tel" autoComplete="tel" placeholder={copy.phonePlaceholder} {...form.getInputProps("patientPhone")} />
              </Group>
              <Textarea label={copy.notes} placeholder={copy.notesPlaceholder} autosize minRows={3} {...form.getInputProps("notes")} />

              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={goBack} disabled={create.isPending}>
                  {copy.cancel}
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? copy.submitting : copy.submit}
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
          pending={create.isPending}
        />
      </Grid.Col>
    </Grid>
  );
}
