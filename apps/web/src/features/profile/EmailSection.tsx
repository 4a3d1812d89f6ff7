/**
 * "Email" on /profile: the current address (confirmed or not), and a change with the password →
 * `auth.changeEmail`. The change takes effect only when the link emailed to the new address is
 * opened (/confirm-email); until then the page says where the link went. A wrong password goes on
 * "Password"; the same address or one taken by another account on "New email".
 */
import { useState } from "react";
import { Alert, Badge, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { IconMailForward } from "@tabler/icons-react";
import { messages } from "@labcompare/validators/messages";
import { changeEmailInput } from "@labcompare/validators/schemas";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors } from "../../trpc";
import { profileCopy } from "./profile.copy";
import { ProfileSection, SectionSubmit } from "./ProfileSection";
import { FormErrorAlert } from "../../components/FormErrorAlert";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";

const copy = profileCopy.email;

/** The change-email section for the account's `email`. */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { newEmail: "", password: "" },
    validate: zod4Resolver(changeEmailInput, { errorPriority: "first" }),
  });
  const change = trpc.auth.changeEmail.useMutation({
    onSuccess: (_data, input) => {
      setSentTo(input.newEmail);
      form.reset();
    },
    onError: (error) => {
      const message = errorMessage(error);
      const fields = trpcFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else if (message === messages.account.wrongPassword) form.setErrors({ password: message });
      else if (trpcErrorCode(error) === "CONFLICT" || message === messages.account.sameEmail) form.setErrors({ newEmail: message });
      else setServerError(message);
    },
  });

  return (
    <ProfileSection id="email-title" title={copy.title}>
      <Group gap="xs" mb="xs">
        <Text size="sm">{copy.current(email)}</Text>
        <Badge size="sm" variant="light" color={verified ? "green" : "yellow"} c={verified ? "#1b5e2a" : "#6b4200"} tt="none">
          {verified ? copy.verified : copy.unverified}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {copy.description}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setServerError(null);
          setSentTo(null);
          change.mutate(values);
        })}
      >
        <Stack gap="md">
          {sentTo && (
            <Alert color="teal" icon={<IconMailForward size={18} aria-hidden />} role="status">
              {messages.account.emailChangeSent(sentTo)}
            </Alert>
          )}
          {serverError && (
            <FormErrorAlert title={copy.failed}>{serverError}</FormErrorAlert>
          )}
          <TextInput label={copy.newEmail} type="email" autoComplete="email" withAsterisk {...form.getInputProps("newEmail")} />
          <RequiredPasswordInput
            label={copy.password}
            autoComplete="current-password"
            toggleLabel="Show or hide the password"
            {...form.getInputProps("password")}
          />
          <SectionSubmit saving={change.isPending}>{copy.submit}</SectionSubmit>
        </Stack>
      </form>
    </ProfileSection>
  );
}
