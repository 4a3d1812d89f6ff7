/**
 * The booking form's "Patient details" section: whom the test is for (PersonChoice), a visitor's
 * account and details (AccountFields: sign up or sign in in the same submit), or a signed-in
 * patient's name, email and phone; for Me, the date of birth and sex when the profile lacks them;
 * then the notes. Props: `form` (the booking form), `account` (the visitor's step, null when signed
 * in), `onAccountStepChange`, `members` (the holder's family members) and `askDetails` (the profile
 * lacks the date of birth or sex).
 */
import { Divider, Group, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { AccountFields } from "./AccountFields";
import type { BookingValues } from "./validate";
import { PersonChoice, type PersonChoiceProps } from "./PersonFields";
import { PatientInput } from "./PatientInput";
import { BirthAndSexInputs } from "../../components/person/PersonInputs";
import { PERSON_ME } from "../../lib/person";

export interface PatientFieldsProps {
  form: UseFormReturnType<BookingValues>;
  account: "signup" | "signin" | null;
  onAccountStepChange: (step: "signup" | "signin") => void;
  members: PersonChoiceProps["members"];
  askDetails: boolean;
}

export function PatientFields({
  form,
  account,
  onAccountStepChange,
  members,
  askDetails,
}: PatientFieldsProps) {
  const { t } = useTranslation("booking");
  const forMe = form.values.person === PERSON_ME;
  return (
    <>
      <Divider label={account ? t("yourDetails") : t("patientDetails")} labelPosition="left" />
      <PersonChoice form={form} members={members} />
      {account ? (
        <AccountFields form={form} step={account} onStepChange={onAccountStepChange} />
      ) : (
        <>
          <PatientInput form={form} field="name" />
          <Group grow align="flex-start">
            <PatientInput form={form} field="email" />
            <PatientInput form={form} field="phone" />
          </Group>
        </>
      )}
      {forMe && askDetails && <BirthAndSexInputs form={form} self />}
      <Textarea
        label={t("notes")}
        placeholder={t("notesPlaceholder")}
        rows={3}
        resize="vertical"
        {...form.getInputProps("notes")}
      />
    </>
  );
}
