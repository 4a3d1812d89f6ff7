/**
 * The profile details form (ProfilePage.tsx): the account's email (read only), first and last name,
 * phone (tidied into international format on leaving the field), date of birth and sex, then Cancel
 * (`onCancel`) and Save (`onSave` with the form's values; both disabled while `saving`).
 */
import { useRef } from "react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { focusFirstErrorOnInvalid } from "../../lib/forms";
import { formatPhone } from "../../lib/phone";
import { DateOfBirthInput, SexInput } from "../../components/person/PersonInputs";
import type { ProfileForm as Form } from "./useProfileDetails";

/** The form's fields and buttons; `email` is the account's address. */
export function ProfileDetailsForm({
  form,
  email,
  saving,
  onSave,
  onCancel,
}: {
  form: Form;
  email: string;
  saving: boolean;
  onSave: (values: Form["values"]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("profile");
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(onSave, focusFirstErrorOnInvalid)}>
      <Stack gap="md">
        <TextInput
          label={t("details.email")}
          value={email}
          readOnly
          disabled
          description={t("details.emailHint")}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t("details.firstName")}
            autoComplete="given-name"
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label={t("details.lastName")}
            autoComplete="family-name"
            {...form.getInputProps("lastName")}
          />
        </Group>
        <TextInput
          label={t("details.phone")}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="+971 50 123 4567"
          description={t("details.phoneHint")}
          {...form.getInputProps("phone")}
          onBlur={(e) => {
            // Tidy a valid number into international format as the patient leaves the field.
            const tidy = formatPhone(e.currentTarget.value);
            if (tidy !== e.currentTarget.value) form.setFieldValue("phone", tidy);
            (
              form.getInputProps("phone").onBlur as
                ((event: React.FocusEvent<HTMLInputElement>) => void) | undefined
            )?.(e);
          }}
        />
        <DateOfBirthInput
          value={form.values.dateOfBirth}
          onChange={(v) => form.setFieldValue("dateOfBirth", v)}
          error={form.errors.dateOfBirth}
          path="dateOfBirth"
          required={false}
        />
        <SexInput
          self
          value={form.values.sex}
          onChange={(v) => form.setFieldValue("sex", v)}
          error={form.errors.sex}
          path="sex"
          required={false}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("details.cancel")}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t("details.saving") : t("details.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
