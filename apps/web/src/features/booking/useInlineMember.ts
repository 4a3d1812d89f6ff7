/**
 * "Someone else…" on submit: adds the family member typed in the booking form
 * (`profile.family.add`) before `booking.create`, and puts the new member's id in the form's
 * `person`, so a retry books for that member rather than adding them twice. A refusal (the limit of
 * 10, a field) lands on the form's fields and in a toast; the submit stops there.
 */
import { useTranslation } from "../../i18n/useTranslation";
import type { UseFormReturnType } from "@mantine/form";
import { notifyError } from "../../lib/notify";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { PERSON_NEW } from "../../lib/person";
import type { BookingValues } from "./validate";

/** `ensure(values)`: the values to book with (`person` a member's id when one was added), or false when the add was refused. */
export function useInlineMember(form: UseFormReturnType<BookingValues>) {
  const { t } = useTranslation("booking");
  const utils = trpc.useUtils();
  const add = trpc.profile.family.add.useMutation();

  const ensure = async (v: BookingValues): Promise<BookingValues | false> => {
    if (v.person !== PERSON_NEW) return v;
    const m = v.newMember;
    try {
      const member = await add.mutateAsync({
        name: m.name,
        dateOfBirth: m.dateOfBirth,
        sex: m.sex || "undisclosed",
        relation: m.relation || "other",
        consent: m.consent,
      });
      void utils.profile.family.list.invalidate();
      form.setFieldValue("person", member.id);
      return { ...v, person: member.id };
    } catch (error) {
      const fields = trpcFieldErrors(error, t);
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, msg]) => [`newMember.${k}`, msg])));
      notifyError(t("bookingFailed"), errorMessage(error, undefined, t), "booking-member");
      return false;
    }
  };

  return { ensure, isPending: add.isPending };
}
