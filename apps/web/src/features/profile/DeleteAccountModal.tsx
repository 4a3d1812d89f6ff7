/**
 * The "Delete my account" confirmation: what deletion does, and the password (`profile.deleteAccount`).
 * On success the browser is signed out and goes home with messages.account.deleted; a wrong password,
 * or the last admin's refusal, shows in the dialog.
 */
import { List, Stack } from "@mantine/core";
import { Dialog, DialogButtons } from "../../components/Dialog";
import { useForm } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { messages } from "@labcompare/validators/messages";
import { deleteAccountInput } from "@labcompare/validators/schemas";
import { localizeMessage } from "../../i18n/messagesByKey";
import { notifySuccess } from "../../lib/notify";
import { useServerError } from "../../lib/serverError";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { useLeaveSignedOut } from "../account/useAccountCaches";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";

/** The deletion dialog. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("profile");
  const leave = useLeaveSignedOut();
  const serverError = useServerError();
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: useZodValidate(deleteAccountInput),
  });
  const remove = trpc.profile.deleteAccount.useMutation({
    onSuccess: () => {
      notifySuccess(messages.account.deleted);
      leave("/");
    },
    onError: (error) => {
      const message = errorMessage(error, undefined, t);
      const fields = trpcFieldErrors(error);
      if (fields.password || errorMessage(error) === messages.account.wrongPassword)
        form.setErrors({ password: localizeMessage(fields.password ?? message, t) });
      else serverError.set(message);
    },
  });
  const close = () => {
    if (remove.isPending) return;
    form.reset();
    serverError.set(null);
    onClose();
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={t("data.deleteTitle")}
      centered
      closeLabel={t("closeDialog")}
    >
      <form noValidate onSubmit={form.onSubmit(serverError.clearThen((values) => remove.mutate(values)))}>
        <Stack gap="md">
          <List size="sm" spacing={4}>
            <List.Item>{t("data.deleteExplain.account")}</List.Item>
            <List.Item>{t("data.deleteExplain.bookings")}</List.Item>
            <List.Item>{t("data.deleteExplain.final")}</List.Item>
          </List>
          <ServerErrorAlert title={t("data.deleteFailed")} error={serverError.message} />
          <RequiredPasswordInput
            label={t("data.deletePassword")}
            description={t("data.deletePasswordHint")}
            autoComplete="current-password"
            data-autofocus
            toggleLabel={t("data.passwordToggle")}
            {...form.getInputProps("password")}
          />
          <DialogButtons
            cancel={t("data.cancel")}
            confirm={t("data.deleteConfirm")}
            onCancel={close}
            pending={remove.isPending}
            color="red"
          />
        </Stack>
      </form>
    </Dialog>
  );
}
