/**
 * /profile (signed-in only): first name, last name, phone, date of birth and sex (the lab reads
 * results by them; empty clears them). Validated with the shared `profileUpdateInput` (the phone must
 * be a real number; UAE when it has no country code). The server stores the phone as E.164; the page
 * shows it formatted ("+971 50 123 4567").
 * Below the details, the account a patient controls (components in ./profile): Family members,
 * Password, Email, Reminders, Signed-in devices and Your data (download, delete).
 */
import { Card, Container, Skeleton, Stack, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { useNavigate } from "react-router-dom";
import { usePageTitle } from "../../lib/title";
import { DataSection } from "./DataSection";
import { EmailSection } from "./EmailSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileDetailsForm } from "./ProfileDetailsForm";
import { RemindersSection } from "./RemindersSection";
import { SessionsSection } from "./SessionsSection";
import { FamilySection } from "./FamilySection";
import { toProfileUpdate, useProfileDetails } from "./useProfileDetails";

/** The details form and the account sections; router.tsx shows them to signed-in users only. */
export default function ProfilePage() {
  const { t } = useTranslation("profile");
  usePageTitle(t("details.pageTitle"));
  const navigate = useNavigate();
  const { profile, form, update } = useProfileDetails();

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
          <ProfileDetailsForm
            form={form}
            email={profile.data?.email ?? ""}
            saving={update.isPending}
            onSave={(values) => update.mutate(toProfileUpdate(values) as Parameters<typeof update.mutate>[0])}
            onCancel={() => void navigate("/dashboard")}
          />
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
