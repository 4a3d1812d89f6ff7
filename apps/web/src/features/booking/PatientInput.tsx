import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { PERSON_ME } from "../../lib/person";
import { PHONE_PLACEHOLDER } from "./CollectionFields";
import type { BookingValues } from "./validate";

/**
 * One of the booking's patient inputs bound to `form`: the name (required; "Patient name" for Me,
 * else "Your name"), the email (required) or the phone (optional). `id`: the input's id.
 */
export function PatientInput({
  form,
  field,
  id,
}: {
  form: UseFormReturnType<BookingValues>;
  field: "name" | "email" | "phone";
  id?: string;
}) {
  const { t } = useTranslation("booking");
  if (field === "name") {
    const label = form.values.person === PERSON_ME ? t("patientName") : t("yourName");
    return <TextInput label={label} required autoComplete="name" {...form.getInputProps("patientName")} />;
  }
  if (field === "email") {
    return (
      <TextInput
        id={id}
        label={t("email")}
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps("patientEmail")}
      />
    );
  }
  return (
    <TextInput
      label={t("phone")}
      type="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      {...form.getInputProps("patientPhone")}
    />
  );
}
