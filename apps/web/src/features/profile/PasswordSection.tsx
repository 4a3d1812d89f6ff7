/**
 * "Password" on /profile: current password, new password twice → `auth.changePassword`. The other
 * devices are signed out (the list of devices refreshes). Server refusals go on the field they concern:
 * a wrong current password on "Current password"; the same or a guessable password on "New password".
 */
import { Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { z } from "zod";
import { messages } from "@labcompare/validators/messages";
import { changePasswordInput } from "@labcompare/validators/schemas";
import { notifySuccess } from "../../lib/notify";
import { useServerError } from "../../lib/serverError";
import { useZodValidate } from "../../lib/zodForm";
import { trpc, trpcErrorCode } from "../../trpc";
import { showAccountError } from "./accountErrors";
import { ProfileSection, SectionSubmit } from "./ProfileSection";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { NewPasswordFields, RequiredPasswordInput } from "../../components/NewPasswordFields";

/** Each password's own rules, field by field (the server also compares them: "must differ"). */
const passwordFields = z.object({
  currentPassword: changePasswordInput.shape.currentPassword,
  newPassword: changePasswordInput.shape.newPassword,
});

/** The change-password section. */
export function PasswordSection() {
  const { t } = useTranslation("profile");
  const validatePasswords = useZodValidate(passwordFields);
  const utils = trpc.useUtils();
  const serverError = useServerError();
  const form = useForm({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: (values) => ({
      ...validatePasswords(values),
      ...(values.confirm === values.newPassword ? {} : { confirm: t("password.mismatch") }),
    }),
  });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      notifySuccess(messages.account.passwordChanged);
      void utils.auth.sessions.invalidate();
    },
    onError: (error) =>
      showAccountError(error, {
        form,
        t,
        passwordField: "currentPassword",
        newField: "newPassword",
        refusesNew: (e) => trpcErrorCode(e) === "BAD_REQUEST",
        onOther: serverError.set,
      }),
  });

  return (
    <ProfileSection id="password-title" title={t("password.title")} description={t("password.description")}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          serverError.clearThen(({ currentPassword, newPassword }) =>
            change.mutate({ currentPassword, newPassword }),
          ),
        )}
      >
        <Stack gap="md">
          <ServerErrorAlert title={t("password.failed")} error={serverError.message} />
          <RequiredPasswordInput
            label={t("password.current")}
            autoComplete="current-password"
            toggleLabel={t("password.currentToggle")}
            {...form.getInputProps("currentPassword")}
          />
          <NewPasswordFields
            form={form}
            label={t("password.next")}
            hint={t("password.nextHint")}
            confirmLabel={t("password.confirm")}
          />
          <SectionSubmit saving={change.isPending}>{t("password.submit")}</SectionSubmit>
        </Stack>
      </form>
    </ProfileSection>
  );
}
