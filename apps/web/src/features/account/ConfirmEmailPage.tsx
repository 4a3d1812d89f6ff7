/**
 * /confirm-email?token=… (the link sent to a new address after "Change email" on the profile): calls
 * `auth.confirmEmailChange` once on load; on success the account's email is the new address, shown
 * here. A used or expired link, or an address taken meanwhile, shows the server's message.
 */
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useMe } from "../../lib/auth";
import { errorMessage, trpc } from "../../trpc";
import { accountCopy } from "./account.copy";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useRefreshAccount } from "./useAccountCaches";
import { useLinkToken, useRunOnce } from "./useLinkToken";

const copy = accountCopy.confirm;

/** The confirm-email-change page. */
export default function ConfirmEmailPage() {
  const token = useLinkToken();
  const { user } = useMe();
  const refresh = useRefreshAccount();
  const confirm = trpc.auth.confirmEmailChange.useMutation({ onSuccess: () => void refresh() });
  useRunOnce(token, (t) => confirm.mutate({ token: t }));

  return (
    <AccountLinkLayout title={copy.pageTitle} heading={copy.heading}>
      {!token || confirm.isError ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {confirm.isError ? errorMessage(confirm.error) : accountCopy.missingToken}
          </Alert>
          <Text size="sm">{copy.tryAgain}</Text>
          <Button component={Link} to={user ? "/profile" : "/auth?redirect=%2Fprofile"} variant="light" fullWidth>
            {user ? copy.profile : copy.signIn}
          </Button>
        </Stack>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            <Text size="sm">{messages.account.emailChanged}</Text>
            <Text size="sm" mt="xs" data-testid="new-email">
              {copy.nowIs(confirm.data.email)}
            </Text>
          </Alert>
          <Button component={Link} to={user ? "/profile" : "/auth"} fullWidth>
            {user ? copy.profile : copy.signIn}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{copy.checking}</Text>
        </Stack>
      )}
    </AccountLinkLayout>
  );
}
