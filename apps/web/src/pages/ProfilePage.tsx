/** /profile (signed-in only): first name, last name, phone (SPEC section 2; no validation but length). */
import { useEffect, useRef } from "react";
import { Button, Card, Container, Group, Skeleton, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { RequireAuth } from "../components/RequireAuth";
import { useErrorToast } from "../lib/hooks";
import { notifyError, notifySuccess } from "../lib/notify";
import { usePageTitle } from "../lib/title";
import { errorMessage, trpc, trpcFieldErrors } from "../trpc";

export default function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileEditor />
    </RequireAuth>
  );
}

function ProfileEditor() {
  usePageTitle("Edit profile");
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const profile = trpc.profile.get.useQuery();
  useErrorToast(profile.error, messages.profile.fetchError);

  const form = useForm({
    mode: "controlled",
    initialValues: { firstName: "", lastName: "", phone: "" },
    validate: {
      firstName: (v) => (v.length > 100 ? messages.validation.tooLong : null),
      lastName: (v) => (v.length > 100 ? messages.validation.tooLong : null),
      phone: (v) => (v.length > 40 ? messages.validation.tooLong : null),
    },
  });

  const loaded = useRef(false);
  useEffect(() => {
    if (profile.data && !loaded.current) {
      loaded.current = true;
      const values = {
        firstName: profile.data.firstName ?? "",
        lastName: profile.data.lastName ?? "",
        phone: profile.data.phone ?? "",
      };
      form.setInitialValues(values);
      form.setValues(values);
    }
  }, [profile.data, form]);

  const update = trpc.profile.update.useMutation({
    onSuccess: (data) => {
      utils.profile.get.setData(undefined, data);
      notifySuccess(messages.profile.updated);
      navigate("/dashboard");
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError(messages.profile.updateError, errorMessage(error));
    },
  });

  return (
    <Container size={560} py="xl">
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
          <form noValidate onSubmit={form.onSubmit((values) => update.mutate(values))}>
            <Stack gap="md">
              <TextInput label="Email" value={profile.data?.email ?? ""} readOnly disabled description="Your sign-in email" />
              <Group grow align="flex-start">
                <TextInput label="First name" autoComplete="given-name" {...form.getInputProps("firstName")} />
                <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps("lastName")} />
              </Group>
              <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="+971 50 123 4567" {...form.getInputProps("phone")} />
              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={() => navigate("/dashboard")} disabled={update.isPending}>
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
    </Container>
  );
}
