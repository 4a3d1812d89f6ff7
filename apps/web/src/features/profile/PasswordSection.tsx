/**
 * "Password" on /profile: current password, new password twice → `auth.changePassword`. The other
 * devices are signed out (the list of devices refreshes). Server refusals go on the field they concern:
 * a wrong current password on "Current password"; the same or a guessable password on "New password".
 */
import { useState } from "react";
import { Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { messages } from "@labcompare/validators/messages";
import { changePasswordInput } from "@labcompare/validators/schemas";
import { notifySuccess } from "../../lib/notify";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors } from "../../trpc";
import { profileCopy } from "./profile.copy";
import { ProfileSection, SectionSubmit } from "./ProfileSection";
import { FormErrorAlert } from "../../components/FormErrorAlert";
import { NewPasswordFields, RequiredPasswordInput } from "../../components/NewPasswordFields";

const copy = profileCopy.password;

/** First zod message of `value` against `schema`, or null. */
function check(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: string) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? null);
}

/** The change-password section. */
export function PasswordSection() {
  const utils = trpc.useUtils();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: {
      currentPassword: (v) => check(changePasswordInput.shape.currentPassword, v),
      newPassword: (v) => check(changePasswordInput.shape.newPassword, v),
      confirm: (v, values) => (v === values.newPassword ? null : copy.mismatch),
    },
  });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      notifySuccess(messages.account.passwordChanged);
      void utils.auth.sessions.invalidate();
    },
    onError: (error) => {
      const message = errorMessage(error);
      const fields = trpcFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else if (message === messages.account.wrongPassword) form.setErrors({ currentPassword: message });
      else if (trpcErrorCode(error) === "BAD_REQUEST") form.setErrors({ newPassword: message });
      else setServerError(message);
    },
  });

  return (
    <ProfileSection id="password-title" title={copy.title} description={copy.description}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) => {
          setServerError(null);
          change.mutate({ currentPassword, newPassword });
        })}
      >
        <Stack gap="md">
          {serverError && (
            <FormErrorAlert title={copy.failed}>{serverError}</FormErrorAlert>
          )}
          <RequiredPasswordInput
            label={copy.current}
            autoComplete="current-password"
            toggleLabel="Show or hide the current password"
            {...form.getInputProps("currentPassword")}
          />
          <NewPasswordFields
            label={copy.next}
            hint={copy.nextHint}
            confirmLabel={copy.confirm}
            newPassword={form.getInputProps("newPassword")}
            confirm={form.getInputProps("confirm")}
          />
          <SectionSubmit saving={change.isPending}>{copy.submit}</SectionSubmit>
        </Stack>
      </form>
    </ProfileSection>
  );
}
