/**
 * /cancel-reminder?token=… (the retest reminder email's link): asks before it cancels — opening the
 * link changes nothing (mail scanners open links); "Cancel the reminder" sends the token once
 * (results.reminders.cancelByToken, a POST). No sign-in needed: the token is the credential.
 */
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { errorMessage, trpc } from "../../trpc";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useLinkToken } from "./useLinkToken";

/** The cancel-reminder page. */
export default function CancelReminderPage() {
  const { t } = useTranslation("results");
  const token = useLinkToken();
  const cancel = trpc.results.reminders.cancelByToken.useMutation();

  return (
    <AccountLinkLayout title={t("cancelPage.pageTitle")} heading={t("cancelPage.heading")}>
      {!token ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t("cancelPage.missingToken")}
        </Alert>
      ) : cancel.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t("cancelPage.done")}
          </Alert>
          <Button component={Link} to="/results" variant="light" fullWidth>
            {t("cancelPage.toResults")}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t("cancelPage.question")}</Text>
          {cancel.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {errorMessage(cancel.error, undefined, t)}
            </Alert>
          )}
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ token })} fullWidth>
            {t("cancelPage.confirm")}
          </Button>
          <Button component={Link} to="/results" variant="subtle" fullWidth>
            {t("cancelPage.keep")}
          </Button>
        </Stack>
      )}
    </AccountLinkLayout>
  );
}
