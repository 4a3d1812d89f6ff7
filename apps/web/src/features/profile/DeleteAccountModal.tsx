/**
 * The "Delete my account" confirmation: what deletion does, and the password (`profile.deleteAccount`).
 * On success the browser is signed out and goes home with messages.account.deleted; a wrong password,
 * or the last admin's refusal, shows in the dialog.
 */
import { useState } from "react";
import { Button, Group, List, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { messages } from "@labcompare/validators/messages";
import { deleteAccountInput } from "@labcompare/validators/schemas";
import { notifySuccess } from "../../lib/notify";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { useLeaveSignedOut } from "../account/useAccountCaches";
import { profileCopy } from "./profile.copy";
import { FormErrorAlert } from "../../components/FormErrorAlert";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";

const copy = profileCopy.data;

/** The deletion dialog. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const leave = useLeaveSignedOut();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: zod4Resolver(deleteAccountInput, { errorPriority: "first" }),
  });
  const remove = trpc.profile.deleteAccount.useMutation({
    onSuccess: () => {
      notifySuccess(messages.account.deleted);
      leave("/");
    },
    onError: (error) => {
      const message = errorMessage(error);
      const fields = trpcFieldErrors(error);
      if (fields.password || message === messages.account.wrongPassword) form.setErrors({ password: fields.password ?? message });
      else setServerError(message);
    },
  });
  const close = () => {
    if (remove.isPending) return;
    form.reset();
    setServerError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={copy.deleteTitle} centered closeButtonProps={{ "aria-label": "Close dialog" }}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setServerError(null);
          remove.mutate(values);
        })}
      >
        <Stack gap="md">
          <List size="sm" spacing={4}>
            {copy.deleteExplain.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          {serverError && (
            <FormErrorAlert title={copy.deleteFailed}>{serverError}</FormErrorAlert>
          )}
          <RequiredPasswordInput
            label={copy.deletePassword}
            description={copy.deletePasswordHint}
            autoComplete="current-password"
            data-autofocus
            toggleLabel="Show or hide the password"
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {copy.cancel}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {copy.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
