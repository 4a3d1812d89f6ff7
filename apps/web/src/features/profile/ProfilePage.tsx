/**
 * /profile (signed-in only): first name, last name, phone (SPEC section 2). Validated with the shared
 * `profileUpdateInput` (the phone must be a real number; UAE when it has no country code). The server
 * stores the phone as E.164; the page shows it formatted ("+971 50 123 4567").
 * Below the details, the account a patient controls (components in ./profile): Password, Email,
 * Reminders, Signed-in devices and Your data (download, delete).
 */
import { useEffect, useRef } from "react";
import { Button, Card, Container, Group, Skeleton, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { profileUpdateInput } from "@labcompare/validators/schemas";
import { RequireAuth } from "../../components/RequireAuth";
import { focusFirstErrorOnInvalid } from "../../lib/forms";
import { useErrorToast } from "../../lib/hooks";
import { formatPhone } from "../../lib/phone";
import { notifyError, notifySuccess } from "../../lib/notify";
import { usePageTitle } from "../../lib/title";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { DataSection } from "./DataSection";
import { EmailSection } from "./EmailSection";
import { PasswordSection } from "./PasswordSection";
import { RemindersSection } from "./RemindersSection";
import { SessionsSection } from "./SessionsSection";

/** The profile page, for signed-in users only. */
export default function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileEditor />
    </RequireAuth>
  );
}

/** The details form and the account sections. */
function ProfileEditor() {
  usePageTitle("Edit profile");
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const profile = trpc.profile.get.useQuery();
  useErrorToast(profile.error, messages.profile.fetchError);

  const form = useForm({
    mode: "controlled",
    initialValues: { firstName: "", lastName: "", phone: "" },
    validate: (values) => {
      const parsed = profileUpdateInput.safeParse(values);
      const errors: Record<string, string> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
      return errors;
    },
  });
  const formRef = useRef<HTMLFormElement>(null);

  const loaded = useRef(false);
  useEffect(() => {
    if (profile.data && !loaded.current) {
      loaded.current = true;
      const values = {
        firstName: profile.data.firstName ?? "",
        lastName: profile.data.lastName ?? "",
        phone: formatPhone(profile.data.phone),
      };
      form.setInitialValues(values);
      form.setValues(values);
    }
  }, [profile.data, form]);

  const update = trpc.profile.update.useMutation({
    onSuccess: (data) => {
      utils.profile.get.setData(undefined, data);
      notifySuccess(messages.profile.updated);
      void navigate("/dashboard");
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError(messages.profile.updateError, errorMessage(error));
    },
  });

  return (
    <Container size={640} py="xl">
      <Title order={1} mb="xl">
        Edit Profile
      </Title>
      <Card shadow="xs" padding="xl">
        {profile.isPending ? (
          <Stack role="status" aria-busy="true" aria-label="Loading profile">
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={form.onSubmit(
              (values) => update.mutate(values),
              focusFirstErrorOnInvalid,
            )}
          >
            <Stack gap="md">
              <TextInput label="Email" value={profile.data?.email ?? ""} readOnly disabled description="Your sign-in email" />
              <Group grow align="flex-start">
                <TextInput label="First name" autoComplete="given-name" {...form.getInputProps("firstName")} />
                <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps("lastName")} />
              </Group>
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="+971 50 123 4567"
                description="UAE numbers can be entered without +971"
                {...form.getInputProps("phone")}
                onBlur={(e) => {
                  // Tidy a valid number into international format as the patient leaves the field.
                  const tidy = formatPhone(e.currentTarget.value);
                  if (tidy !== e.currentTarget.value) form.setFieldValue("phone", tidy);
                  (form.getInputProps("phone").onBlur as ((event: React.FocusEvent<HTMLInputElement>) => void) | undefined)?.(e);
                }}
              />
              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={() => void navigate("/dashboard")} disabled={update.isPending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? "Saving..." : "Save Changes"}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
      {profile.data && (
        <Stack gap="xl" mt="xl">
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
