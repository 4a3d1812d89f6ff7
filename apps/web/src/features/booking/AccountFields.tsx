/**
 * A visitor's details in the booking form, asked once for the account and the booking: a new patient
 * gives name, email, password (and phone, optional), which create the account and fill the booking's
 * patient fields; "I have an account" switches in place to email and password (sign-in), the name
 * and phone then coming from the profile. What was typed is kept across the switch and any failed
 * submit. Props: `form` (the booking form: patientName, patientEmail, password, patientPhone),
 * `step` ("signup" | "signin"), `onStepChange(step)`.
 */
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ForgotPasswordLink } from "../../components/ForgotPasswordLink";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";
import { useTranslation } from "../../i18n/useTranslation";
import { PatientInput } from "./PatientInput";
import type { AccountStep, BookingValues } from "./validate";

export interface AccountFieldsProps {
  form: UseFormReturnType<BookingValues>;
  step: Exclude<AccountStep, null>;
  onStepChange: (step: Exclude<AccountStep, null>) => void;
}

const EMAIL_ID = "booking-account-email";

export function AccountFields({ form, step, onStepChange }: AccountFieldsProps) {
  const { t } = useTranslation("booking");
  const signup = step === "signup";
  const toggle = () => {
    onStepChange(signup ? "signin" : "signup");
    // The fields change in place: keyboard and screen-reader users carry on from the email.
    requestAnimationFrame(() => document.getElementById(EMAIL_ID)?.focus());
  };
  return (
    <Stack gap="md" data-testid="booking-account" data-step={step}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: "1 1 16rem" }}>
          {signup ? t("newAccountIntro") : t("signInIntro")}
        </Text>
        <Button type="button" variant="light" size="compact-md" onClick={toggle}>
          {signup ? t("haveAccount") : t("newAccount")}
        </Button>
      </Group>
      {signup && <PatientInput form={form} field="name" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <PatientInput form={form} field="email" id={EMAIL_ID} />
        <RequiredPasswordInput
          label={t("password")}
          autoComplete={signup ? "new-password" : "current-password"}
          description={signup ? t("newPasswordHint") : undefined}
          toggleLabel={t("passwordToggle")}
          {...form.getInputProps("password")}
        />
      </SimpleGrid>
      {signup ? (
        <PatientInput form={form} field="phone" />
      ) : (
        <ForgotPasswordLink to="/auth?forgot=1" email={form.values.patientEmail}>
          {t("forgotLink")}
        </ForgotPasswordLink>
      )}
    </Stack>
  );
}
