/**
 * /confirm-email?token=… (the link sent to a new address after "Change email" on the profile): calls
 * `auth.confirmEmailChange` once on load; on success the account's email is the new address, shown
 * here. A used or expired link, or an address taken meanwhile, shows the server's message.
 */
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useMe } from "../../lib/auth";
import { LocalizedMessage } from "../../i18n/LocalizedMessage";
import { errorMessage, trpc } from "../../trpc";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useRefreshAccount } from "./useAccountCaches";
import { useLinkToken, useRunOnce } from "./useLinkToken";

/** The confirm-email-change page. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation("account");
  const token = useLinkToken();
  const { user } = useMe();
  const refresh = useRefreshAccount();
  const confirm = trpc.auth.confirmEmailChange.useMutation({ onSuccess: () => void refresh() });
  useRunOnce(token, (value) => confirm.mutate({ token: value }));

  return (
    <AccountLinkLayout title={t("confirm.pageTitle")} heading={t("confirm.heading")}>
      {!token || confirm.isError ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {confirm.isError ? errorMessage(confirm.error, undefined, t) : t("missingToken")}
          </Alert>
          <Text size="sm">{t("confirm.tryAgain")}</Text>
          <Button
            component={Link}
            to={user ? "/profile" : "/auth?redirect=%2Fprofile"}
            variant="light"
            fullWidth
          >
            {user ? t("confirm.profile") : t("confirm.signIn")}
          </Button>
        </Stack>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            <Text size="sm">
              <LocalizedMessage text={messages.account.emailChanged} />
            </Text>
            <Text size="sm" mt="xs" data-testid="new-email">
              <Trans
                t={t}
                i18nKey="confirm.nowIs"
                values={{ email: confirm.data.email }}
                components={{ ltr: <bdi dir="ltr" /> }}
              />
            </Text>
          </Alert>
          <Button component={Link} to={user ? "/profile" : "/auth"} fullWidth>
            {user ? t("confirm.profile") : t("confirm.signIn")}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t("confirm.checking")}</Text>
        </Stack>
      )}
    </AccountLinkLayout>
  );
}
