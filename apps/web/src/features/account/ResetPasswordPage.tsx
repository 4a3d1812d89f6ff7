/**
 * /reset-password?token=… (the link of the password-reset email): a new password twice, then
 * `auth.resetPassword`, which ends every session of the account; on success the page says so and
 * links to sign in. The server refuses guessable passwords ("This password is too easy to guess. …")
 * and used or expired links; both messages are shown in the form.
 */
import { useState } from "react";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { resetPasswordInput } from "@labcompare/validators/schemas";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors } from "../../trpc";
import { accountCopy } from "./account.copy";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useRecheckSession } from "./useAccountCaches";
import { useLinkToken } from "./useLinkToken";
import { FormErrorAlert } from "../../components/FormErrorAlert";
import { NewPasswordFields } from "../../components/NewPasswordFields";

const copy = accountCopy.reset;
const newPasswordSchema = resetPasswordInput.shape.newPassword;

/** The reset-password page. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const [done, setDone] = useState(false);
  return (
    <AccountLinkLayout title={copy.pageTitle} heading={copy.heading}>
      {done ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {messages.account.passwordReset}
          </Alert>
          <Button component={Link} to="/auth" fullWidth>
            {copy.signIn}
          </Button>
        </Stack>
      ) : token ? (
        <ResetForm token={token} onDone={() => setDone(true)} />
      ) : (
        <InvalidLink message={accountCopy.missingToken} />
      )}
    </AccountLinkLayout>
  );
}

/** The link cannot be used: why, and a way to ask for a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {message}
      </Alert>
      <Button component={Link} to="/auth?forgot=1" variant="light" fullWidth>
        {copy.askAgain}
      </Button>
    </Stack>
  );
}

/** New password and its confirmation; server messages go under the new password (or replace the form for a dead link). */
function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const recheckSession = useRecheckSession();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { newPassword: "", confirm: "" },
    validate: {
      newPassword: (value) => {
        const parsed = newPasswordSchema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
      confirm: (value, values) => (value === values.newPassword ? null : copy.mismatch),
    },
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      // Every session of the account ended (this browser's too, if it was signed in to it).
      void recheckSession();
      onDone();
    },
    onError: (error) => {
      const message = errorMessage(error);
      const fields = trpcFieldErrors(error);
      if (message === messages.account.linkInvalid || fields.token) setLinkError(message);
      else if (trpcErrorCode(error) === "BAD_REQUEST") form.setErrors({ newPassword: fields.newPassword ?? message });
      else setServerError(message);
    },
  });

  if (linkError) return <InvalidLink message={linkError} />;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setServerError(null);
        reset.mutate({ token, newPassword: values.newPassword });
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {copy.intro}
        </Text>
        {serverError && (
          <FormErrorAlert title={copy.failed}>{serverError}</FormErrorAlert>
        )}
        <NewPasswordFields
          label={copy.newPassword}
          hint={copy.newPasswordHint}
          confirmLabel={copy.confirm}
          newPassword={form.getInputProps("newPassword")}
          confirm={form.getInputProps("confirm")}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {copy.submit}
        </Button>
      </Stack>
    </form>
  );
}
