/**
 * "Forgot password?" on /auth (also opened directly by /auth?forgot=1, the link in account emails):
 * asks for the account's email and calls `auth.requestPasswordReset`. The server answers the same
 * way whether or not an account exists, so the page always shows the same confirmation.
 */
import { useState } from "react";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { messages, requestPasswordResetInput } from "@labcompare/validators";
import { LocalizedMessage } from "../../i18n/LocalizedMessage";
import { useServerError } from "../../lib/serverError";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { EmailField } from "./EmailField";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { TitledAlert } from "../../components/TitledAlert";

/** The forgot-password form; `signInPath` is where "Back to sign in" goes (keeps ?redirect=). */
export function ForgotPasswordForm({
  initialEmail = "",
  signInPath,
}: {
  initialEmail?: string;
  signInPath: string;
}) {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const serverError = useServerError();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    validate: useZodValidate(requestPasswordResetInput),
    validateInputOnBlur: true,
  });
  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: (_data, input) => setSentTo(input.email),
    onError: (error) => {
      serverError.set(errorMessage(error, undefined, t));
      form.setErrors(trpcFieldErrors(error, t));
    },
  });

  if (sentTo !== null) {
    return (
      <Stack gap="md">
        <TitledAlert
          color="teal"
          icon={<IconMailCheck size={18} aria-hidden />}
          role="status"
          title={t("forgot.title")}
          titleColor="#1b5e2a"
        >
          <Text size="sm">
            <LocalizedMessage text={messages.account.resetRequested} />
          </Text>
          <Text size="sm" mt="xs">
            {t("forgot.validFor")}
          </Text>
        </TitledAlert>
        <Anchor component={Link} to={signInPath} ta="center">
          {t("forgot.backToSignIn")}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(serverError.clearThen((values) => request.mutate(values)))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("forgot.intro")}
        </Text>
        <ServerErrorAlert title={t("forgot.failed")} error={serverError.message} />
        <EmailField data-autofocus {...form.getInputProps("email")} />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t("forgot.submit")}
        </Button>
        <Anchor component={Link} to={signInPath} ta="center" size="sm">
          {t("forgot.backToSignIn")}
        </Anchor>
      </Stack>
    </form>
  );
}
