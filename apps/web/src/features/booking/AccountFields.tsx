/**
 * A visitor's details in the booking form, asked once for the account and the booking: a new patient
 * gives name, email, password (and phone, optional), which create the account and fill the booking's
 * patient fields; "I have an account" switches in place to email and password (sign-in), the name
 * and phone then coming from the profile. What was typed is kept across the switch and any failed
 * submit. Props: `form` (the booking form: patientName, patientEmail, password, patientPhone),
 * `step` ("signup" | "signin"), `onStepChange(step)`.
 */
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { Link } from "react-router-dom";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";
import { useTranslation } from "react-i18next";
import { PHONE_PLACEHOLDER } from "./CollectionFields";
import type { AccountStep, BookingValues } from "./validate";
import { PERSON_ME } from "../../lib/person";

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
      {signup && (
        <TextInput
          label={form.values.person === PERSON_ME ? t("patientName") : t("yourName")}
          required
          autoComplete="name"
          {...form.getInputProps("patientName")}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          id={EMAIL_ID}
          label={t("email")}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps("patientEmail")}
        />
        <RequiredPasswordInput
          label={t("password")}
          autoComplete={signup ? "new-password" : "current-password"}
          description={signup ? t("newPasswordHint") : undefined}
          toggleLabel={t("passwordToggle")}
          {...form.getInputProps("password")}
        />
      </SimpleGrid>
      {signup ? (
        <TextInput
          label={t("phone")}
          type="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          {...form.getInputProps("patientPhone")}
        />
      ) : (
        <Anchor
          component={Link}
          to="/auth?forgot=1"
          state={{ email: form.values.patientEmail }}
          size="sm"
          mt={-8}
          style={{ alignSelf: "flex-end" }}
        >
          {t("forgotLink")}
        </Anchor>
      )}
    </Stack>
  );
}
