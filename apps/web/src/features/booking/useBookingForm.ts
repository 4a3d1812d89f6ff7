/**
 * The booking form's state and actions: the @mantine/form values (validated with the shared schema
 * through `validateBooking`), the running totals, the slot and price notices, and the submit that
 * first creates the account or signs in (a visitor) and then calls `booking.create`.
 *
 * Input: the page's `selection` (useBookingSelection), the patient's `defaults` and `visitor`.
 * Output: `form`, `formRef` (the <form>), `lab`, `mode`/`home`, `payment` (useBookingPayment), `totals`, `visitFee`, the notices,
 * `account` (the visitor's step, null when signed in) and its setter, `onSlotChange`,
 * `onModeChange`, `submit` (the form's onSubmit) and `pending`.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import type { SlotValue } from "../../components/appointments/SlotPicker";
import { focusFirstError, focusFirstErrorOnInvalid } from "../../lib/forms";
import { useLatest, useOneAtATime } from "../../lib/hooks";
import { localizeErrors } from "../../lib/zodForm";
import { notifyError } from "../../lib/notify";
import {
  bookingRequest,
  draftTotals,
  initialBookingValues,
  startEmirate,
  visitFee as visitFeeOf,
} from "./bookingDraft";
import type { useBookingSelection } from "./useBookingSelection";
import { useBookingAccount } from "./useBookingAccount";
import { useCreateBooking } from "./useCreateBooking";
import { bookingFieldOf, validateBooking, type BookingValues } from "./validate";
import { useBookingPayment } from "./useBookingPayment";
import { useInlineMember } from "./useInlineMember";
import { PERSON_ME } from "../../lib/person";
import type { PersonChoiceProps } from "./PersonFields";

export interface BookingFormInput {
  selection: ReturnType<typeof useBookingSelection>;
  defaults: { patientName: string; patientEmail: string; patientPhone: string; memberNumber?: string };
  visitor: boolean;
  /** The holder's family members, and whether their own date of birth or sex is missing from the profile. */
  person: { members: PersonChoiceProps["members"]; askDetails: boolean };
}

export function useBookingForm({ selection, defaults, visitor, person }: BookingFormInput) {
  const { t } = useTranslation("booking");
  const { choice, items, testIds } = selection;
  const lab = choice?.lab ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [accountStep, setAccountStep] = useState<"signup" | "signin">("signup");
  const account = visitor ? accountStep : null;

  const form = useForm<BookingValues>({
    mode: "controlled",
    initialValues: initialBookingValues(lab, selection, defaults),
    // Runs on submit, after this render has read the payment below.
    validate: (values) =>
      localizeErrors(
        validateBooking(
          values,
          { testIds, labId: lab?.id ?? null, payer: payment.payer, askDetails: person.askDetails },
          account,
          {
            date: t("selectDate"),
            time: t("selectTime"),
          },
        ),
        t,
      ),
  });
  const mode = form.values.collectionMode;
  const payment = useBookingPayment(testIds, lab?.id ?? null, mode);

  const totals = useMemo(() => draftTotals(items, mode), [items, mode]);
  const visitFee = useMemo(() => visitFeeOf(items), [items]);

  const labId = lab?.id ?? null;
  useResetOnLabChange(form, lab, selection.preferEmirate);
  useMemberNumberFollowsPerson(form, defaults.memberNumber ?? "");

  const priceNotice = usePriceNotice(`${labId}|${testIds.join(",")}|${mode}`);

  const create = useCreateBooking({
    onSlotFull: () => {
      setSlotNotice(t("slotFull"));
      requestAnimationFrame(() => focusFirstError(formRef.current, { scheduledTime: true }));
    },
    onPriceChanged: priceNotice.set,
    onEstimateChanged: payment.refresh,
    onFieldErrors: (errors) =>
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [bookingFieldOf(k), v]))),
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
  const inlineMember = useInlineMember(form);

  const onModeChange = (next: CollectionModeValue) => {
    form.setFieldValue("collectionMode", next);
    form.setFieldValue("scheduledDate", null);
    form.setFieldValue("scheduledTime", null);
  };

  // A repeated submit (Enter again) while the account or booking request is in flight is ignored.
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (typed) =>
      once(async () => {
        if (!lab) return;
        const signedIn = await accountCall.first(typed);
        if (!signedIn) return;
        const v = await inlineMember.ensure(signedIn);
        if (!v) return;
        const expectedTotalAed = priceNotice.value ?? totals.totalAed;
        await create.submit(
          bookingRequest(v, {
            testIds,
            labId: lab.id,
            expectedTotalAed,
            payer: payment.payer,
            expectedShareAed: payment.estimate?.patientShareAed,
          }),
        );
      }),
    (errors, values, event) => {
      if (errors.scheduledDate) notifyError(t("selectDate"), undefined, "select-date");
      focusFirstErrorOnInvalid(errors, values, event);
    },
  );

  return {
    form,
    formRef,
    lab,
    mode,
    home: mode === "home_collection",
    payment,
    totals,
    visitFee,
    priceNotice: priceNotice.value,
    slotNotice,
    account,
    setAccountStep,
    onSlotChange,
    onModeChange,
    submit,
    pending: create.isPending || accountCall.isPending || inlineMember.isPending,
  };
}

/**
 * The total the server reported after a price change (AED string), or null. It applies to what was
 * being booked then (`what`: lab, tests and mode), so it is dropped as soon as that changes.
 */
function usePriceNotice(what: string) {
  const [value, set] = useState<string | null>(null);
  const [noticeFor, setNoticeFor] = useState(what);
  if (noticeFor !== what) {
    setNoticeFor(what);
    set(null);
  }
  return { value, set };
}

/**
 * Another lab: its calendar, slots and home-collection area differ, so the appointment starts over
 * (date and time cleared; lab visit when the new lab has no home collection; the emirate reset when
 * the lab does not serve it, `preferEmirate` first).
 */
function useResetOnLabChange(
  form: UseFormReturnType<BookingValues>,
  lab: { id: string; homeCollection: boolean; serviceEmirates: string[] } | null,
  preferEmirate: string | null,
) {
  const labId = lab?.id ?? null;
  const previousLab = useRef(labId);
  useEffect(() => {
    if (previousLab.current === labId) return;
    previousLab.current = labId;
    form.setFieldValue("scheduledDate", null);
    form.setFieldValue("scheduledTime", null);
    if (!lab?.homeCollection && form.values.collectionMode === "home_collection")
      form.setFieldValue("collectionMode", "lab_visit");
    if (!lab?.serviceEmirates.includes(form.values.collectionEmirate ?? ""))
      form.setFieldValue("collectionEmirate", startEmirate(lab, preferEmirate));
  }, [labId, lab, form, preferEmirate]);
}

/**
 * The member number belongs to the person the test is for: the holder's saved number is offered for
 * the holder only, so a family member's booking carries that person's own number (typed), never the
 * holder's. A number typed for someone else is kept when the person changes.
 */
function useMemberNumberFollowsPerson(form: UseFormReturnType<BookingValues>, holderNumber: string) {
  const person = form.values.person;
  const previous = useRef(person);
  useEffect(() => {
    if (previous.current === person || !holderNumber) return;
    previous.current = person;
    const typed = form.values.memberNumber;
    if (person === PERSON_ME && typed === "") form.setFieldValue("memberNumber", holderNumber);
    if (person !== PERSON_ME && typed === holderNumber) form.setFieldValue("memberNumber", "");
  }, [person, holderNumber, form]);
}
