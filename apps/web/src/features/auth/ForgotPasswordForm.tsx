/**
 * "Forgot password?" on /auth (also opened directly by /auth?forgot=1, the link in account emails):
 * asks for the account's email and calls `auth.requestPasswordReset`. The server answers the same
 * way whether or not an account exists, so the page always shows the same confirmation.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { IconMailCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages, requestPasswordResetInput } from "@labcompare/validators";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { authCopy as copy } from "./auth.copy";
import { FormErrorAlert } from "../../components/FormErrorAlert";

/** The forgot-password form; `signInPath` is where "Back to sign in" goes (keeps ?redirect=). */
export function ForgotPasswordForm({ initialEmail = "", signInPath }: { initialEmail?: string; signInPath: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    validate: zod4Resolver(requestPasswordResetInput, { errorPriority: "first" }),
    validateInputOnBlur: true,
  });
  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: (_data, input) => setSentTo(input.email),
    onError: (error) => {
      setServerError(errorMessage(error));
      form.setErrors(trpcFieldErrors(error));
    },
  });

  if (sentTo !== null) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck size={18} aria-hidden />} role="status" title={<Text span fw={700} fz="sm" c="#1b5e2a">{copy.forgotTitle}</Text>}>
          <Text size="sm">{messages.account.resetRequested}</Text>
          <Text size="sm" mt="xs">
            {copy.forgotValidFor}
          </Text>
        </Alert>
        <Anchor component={Link} to={signInPath} ta="center">
          {copy.backToSignIn}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setServerError(null);
        request.mutate(values);
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {copy.forgotIntro}
        </Text>
        {serverError && (
          <FormErrorAlert title={copy.forgotFailed}>{serverError}</FormErrorAlert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          data-autofocus
          {...form.getInputProps("email")}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {copy.forgotSubmit}
        </Button>
        <Anchor component={Link} to={signInPath} ta="center" size="sm">
          {copy.backToSignIn}
        </Anchor>
      </Stack>
    </form>
  );
}
