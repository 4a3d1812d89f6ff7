/**
 * /profile (signed-in only): first name, last name, phone, date of birth and sex (the lab reads
 * results by them; empty clears them). Validated with the shared `profileUpdateInput` (the phone must
 * be a real number; UAE when it has no country code). The server stores the phone as E.164; the page
 * shows it formatted ("+971 50 123 4567").
 * Below the details, the account a patient controls (components in ./profile): Family members,
 * Password, Email, Reminders, Signed-in devices and Your data (download, delete).
 */
import { useEffect, useRef } from "react";
import { Button, Card, Container, Group, Skeleton, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { profileUpdateInput } from "@labcompare/validators/schemas";
import { focusFirstErrorOnInvalid } from "../../lib/forms";
import { useErrorToast } from "../../lib/hooks";
import { formatPhone } from "../../lib/phone";
import { notifyError, notifySuccess } from "../../lib/notify";
import { usePageTitle } from "../../lib/title";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { DataSection } from "./DataSection";
import { EmailSection } from "./EmailSection";
import { PasswordSection } from "./PasswordSection";
import { RemindersSection } from "./RemindersSection";
import { SessionsSection } from "./SessionsSection";
import { FamilySection } from "./FamilySection";
import { DateOfBirthInput, SexInput } from "../../components/person/PersonInputs";

/** The details form's values as profile.update takes them: an empty date of birth or sex is cleared (null). */
const toProfileUpdate = (v: { dateOfBirth: string; sex: string }) => ({
  ...v,
  dateOfBirth: v.dateOfBirth || null,
  sex: v.sex || null,
});

/** The details form and the account sections; router.tsx shows them to signed-in users only. */
export default function ProfilePage() {
  const { t } = useTranslation("profile");
  usePageTitle(t("details.pageTitle"));
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const profile = trpc.profile.get.useQuery();
  useErrorToast(profile.error, messages.profile.fetchError);

  const validateProfile = useZodValidate(profileUpdateInput);
  const form = useForm({
    mode: "controlled",
    initialValues: { firstName: "", lastName: "", phone: "", dateOfBirth: "", sex: "" },
    validate: (values) => validateProfile(toProfileUpdate(values)),
  });
  const formRef = useRef<HTMLFormElement>(null);

  // The form starts from the profile as the server has it now: cached data may predate a booking
  // that filled the profile in, and its refetch is then still under way.
  const loaded = useRef(false);
  useEffect(() => {
    if (profile.data && !profile.isFetching && !loaded.current) {
      loaded.current = true;
      const values = {
        firstName: profile.data.firstName ?? "",
        lastName: profile.data.lastName ?? "",
        phone: formatPhone(profile.data.phone),
        dateOfBirth: profile.data.dateOfBirth ?? "",
        sex: profile.data.sex ?? "",
      };
      form.setInitialValues(values);
      form.setValues(values);
    }
  }, [profile.data, profile.isFetching, form]);

  const update = trpc.profile.update.useMutation({
    onSuccess: (data) => {
      utils.profile.get.setData(undefined, data);
      notifySuccess(messages.profile.updated);
      void navigate("/dashboard");
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error, t));
      notifyError(messages.profile.updateError, errorMessage(error, undefined, t));
    },
  });

  return (
    <Container size={640} py="xl">
      <Title order={1} mb="xl">
        {t("details.title")}
      </Title>
      <Card shadow="xs" padding="xl">
        {profile.isPending ? (
          <Stack role="status" aria-busy="true" aria-label={t("details.loading")}>
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={form.onSubmit(
              (values) => update.mutate(toProfileUpdate(values) as Parameters<typeof update.mutate>[0]),
              focusFirstErrorOnInvalid,
            )}
          >
            <Stack gap="md">
              <TextInput
                label={t("details.email")}
                value={profile.data?.email ?? ""}
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
                <Button
                  variant="default"
                  onClick={() => void navigate("/dashboard")}
                  disabled={update.isPending}
                >
                  {t("details.cancel")}
                </Button>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? t("details.saving") : t("details.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
      {profile.data && (
        <Stack gap="xl" mt="xl">
          <FamilySection />
          <PasswordSection />
          <EmailSection email={profile.data.email} verified={profile.data.emailVerified} />
          <RemindersSection enabled={profile.data.remindersEnabled} />
          <SessionsSection />
          <DataSection />
        </Stack>
      )}
    </Container>
  );
}
