/**
 * "Email" on /profile: the current address (confirmed or not), and a change with the password →
 * `auth.changeEmail`. The change takes effect only when the link emailed to the new address is
 * opened (/confirm-email); until then the page says where the link went. A wrong password goes on
 * "Password"; the same address or one taken by another account on "New email".
 */
import { useState } from "react";
import { Alert, Badge, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailForward } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { messages } from "@labcompare/validators/messages";
import { changeEmailInput } from "@labcompare/validators/schemas";
import { LocalizedMessage } from "../../i18n/LocalizedMessage";
import { useServerError } from "../../lib/serverError";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { showAccountError } from "./accountErrors";
import { ProfileSection, SectionSubmit } from "./ProfileSection";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";

/** The change-email section for the account's `email`. */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation("profile");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const serverError = useServerError();
  const form = useForm({
    mode: "controlled",
    initialValues: { newEmail: "", password: "" },
    validate: useZodValidate(changeEmailInput),
  });
  const change = trpc.auth.changeEmail.useMutation({
    onSuccess: (_data, input) => {
      setSentTo(input.newEmail);
      form.reset();
    },
    onError: (error) =>
      showAccountError(error, {
        form,
        t,
        passwordField: "password",
        newField: "newEmail",
        refusesNew: (e) => trpcErrorCode(e) === "CONFLICT" || errorMessage(e) === messages.account.sameEmail,
        onOther: serverError.set,
      }),
  });

  return (
    <ProfileSection id="email-title" title={t("email.title")}>
      <Group gap="xs" mb="xs">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Trans t={t} i18nKey="email.current" values={{ email }} components={{ ltr: <bdi dir="ltr" /> }} />
        </Text>
        <Badge
          size="sm"
          variant="light"
          color={verified ? "green" : "yellow"}
          c={verified ? "#1b5e2a" : "#6b4200"}
          tt="none"
        >
          {verified ? t("email.verified") : t("email.unverified")}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t("email.description")}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(
          serverError.clearThen((values) => {
            setSentTo(null);
            change.mutate(values);
          }),
        )}
      >
        <Stack gap="md">
          {sentTo && (
            <Alert color="teal" icon={<IconMailForward size={18} aria-hidden />} role="status">
              <LocalizedMessage text={messages.account.emailChangeSent(sentTo)} />
            </Alert>
          )}
          <ServerErrorAlert title={t("email.failed")} error={serverError.message} />
          <TextInput
            label={t("email.newEmail")}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            {...form.getInputProps("newEmail")}
          />
          <RequiredPasswordInput
            label={t("email.password")}
            autoComplete="current-password"
            toggleLabel={t("email.passwordToggle")}
            {...form.getInputProps("password")}
          />
          <SectionSubmit saving={change.isPending}>{t("email.submit")}</SectionSubmit>
        </Stack>
      </form>
    </ProfileSection>
  );
}
