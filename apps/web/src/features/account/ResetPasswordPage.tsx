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
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { resetPasswordInput } from "@labcompare/validators/schemas";
import { z } from "zod";
import { LocalizedMessage } from "../../i18n/LocalizedMessage";
import { localizeMessage } from "../../i18n/messagesByKey";
import { useServerError } from "../../lib/serverError";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors } from "../../trpc";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useRecheckSession } from "./useAccountCaches";
import { useLinkToken } from "./useLinkToken";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { NewPasswordFields } from "../../components/NewPasswordFields";

/** The new password's own rules (the token is the link's, not the form's). */
const newPasswordSchema = z.object({ newPassword: resetPasswordInput.shape.newPassword });

/** The reset-password page. */
export default function ResetPasswordPage() {
  const { t } = useTranslation("account");
  const token = useLinkToken();
  const [done, setDone] = useState(false);
  return (
    <AccountLinkLayout title={t("reset.pageTitle")} heading={t("reset.heading")}>
      {done ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            <LocalizedMessage text={messages.account.passwordReset} />
          </Alert>
          <Button component={Link} to="/auth" fullWidth>
            {t("reset.signIn")}
          </Button>
        </Stack>
      ) : token ? (
        <ResetForm token={token} onDone={() => setDone(true)} />
      ) : (
        <InvalidLink message={t("missingToken")} />
      )}
    </AccountLinkLayout>
  );
}

/** The link cannot be used: why, and a way to ask for a new one. */
function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation("account");
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <LocalizedMessage text={message} />
      </Alert>
      <Button component={Link} to="/auth?forgot=1" variant="light" fullWidth>
        {t("reset.askAgain")}
      </Button>
    </Stack>
  );
}

/** New password and its confirmation; server messages go under the new password (or replace the form for a dead link). */
function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation("account");
  const validateNewPassword = useZodValidate(newPasswordSchema);
  const recheckSession = useRecheckSession();
  const [linkError, setLinkError] = useState<string | null>(null);
  const serverError = useServerError();
  const form = useForm({
    mode: "controlled",
    initialValues: { newPassword: "", confirm: "" },
    validate: (values) => ({
      ...validateNewPassword(values),
      ...(values.confirm === values.newPassword ? {} : { confirm: t("reset.mismatch") }),
    }),
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      // Every session of the account ended (this browser's too, if it was signed in to it).
      void recheckSession();
      onDone();
    },
    onError: (error) => {
      const message = errorMessage(error, undefined, t);
      const fields = trpcFieldErrors(error);
      if (errorMessage(error) === messages.account.linkInvalid || fields.token) setLinkError(message);
      else if (trpcErrorCode(error) === "BAD_REQUEST")
        form.setErrors({ newPassword: localizeMessage(fields.newPassword ?? message, t) });
      else serverError.set(message);
    },
  });

  if (linkError) return <InvalidLink message={linkError} />;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        serverError.clearThen((values) => reset.mutate({ token, newPassword: values.newPassword })),
      )}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("reset.intro")}
        </Text>
        <ServerErrorAlert title={t("reset.failed")} error={serverError.message} />
        <NewPasswordFields
          form={form}
          label={t("reset.newPassword")}
          hint={t("reset.newPasswordHint")}
          confirmLabel={t("reset.confirm")}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t("reset.submit")}
        </Button>
      </Stack>
    </form>
  );
}
