/**
 * The booking form's "Patient details" section: a visitor's account and details (AccountFields:
 * sign up or sign in in the same submit), or a signed-in patient's name, email and phone; then the
 * notes. Props: `form` (the booking form), `account` (the visitor's step, null when signed in) and
 * `onAccountStepChange`.
 */
import { Divider, Group, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { AccountFields } from "./AccountFields";
import { PHONE_PLACEHOLDER } from "./CollectionFields";
import type { BookingValues } from "./validate";

export interface PatientFieldsProps {
  form: UseFormReturnType<BookingValues>;
  account: "signup" | "signin" | null;
  onAccountStepChange: (step: "signup" | "signin") => void;
}

export function PatientFields({ form, account, onAccountStepChange }: PatientFieldsProps) {
  const { t } = useTranslation("booking");
  return (
    <>
      <Divider label={account ? t("yourDetails") : t("patientDetails")} labelPosition="left" />
      {account ? (
        <AccountFields form={form} step={account} onStepChange={onAccountStepChange} />
      ) : (
        <>
          <TextInput
            label={t("patientName")}
            required
            autoComplete="name"
            {...form.getInputProps("patientName")}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t("email")}
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps("patientEmail")}
            />
            <TextInput
              label={t("phone")}
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              {...form.getInputProps("patientPhone")}
            />
          </Group>
        </>
      )}
      <Textarea
        label={t("notes")}
        placeholder={t("notesPlaceholder")}
        autosize
        minRows={3}
        {...form.getInputProps("notes")}
      />
    </>
  );
}
