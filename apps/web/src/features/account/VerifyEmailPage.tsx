/**
 * /verify-email?token=… (the link of the welcome email): calls `auth.verifyEmail` once on load and
 * says whether the address is now confirmed. A used or expired link says so; a signed-in patient
 * whose email is still unconfirmed can ask for a new link right here (`auth.resendVerification`).
 */
import { useState } from "react";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconMailCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useMe } from "../../lib/auth";
import { errorMessage, trpc } from "../../trpc";
import { accountCopy } from "./account.copy";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useRefreshAccount } from "./useAccountCaches";
import { useLinkToken, useRunOnce } from "./useLinkToken";

const copy = accountCopy.verify;

/** The verify-email page. */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  const refresh = useRefreshAccount();
  const verify = trpc.auth.verifyEmail.useMutation({ onSuccess: () => void refresh() });
  useRunOnce(token, (t) => verify.mutate({ token: t }));

  return (
    <AccountLinkLayout title={copy.pageTitle} heading={copy.heading}>
      {!token ? (
        <LinkProblem message={accountCopy.missingToken} />
      ) : verify.isSuccess ? (
        <Verified />
      ) : verify.isError ? (
        <LinkProblem message={errorMessage(verify.error)} />
      ) : (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{copy.checking}</Text>
        </Stack>
      )}
    </AccountLinkLayout>
  );
}

/** Success, and where to go next. */
function Verified() {
  const { user } = useMe();
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {messages.account.emailVerified}
      </Alert>
      <Button component={Link} to={user ? "/dashboard" : "/auth"} fullWidth>
        {user ? copy.dashboard : copy.signIn}
      </Button>
    </Stack>
  );
}

/** The link did not work: why, and a new link for a signed-in patient (or a way to sign in for one). */
function LinkProblem({ message }: { message: string }) {
  const { user, isPending } = useMe();
  const refresh = useRefreshAccount();
  const [result, setResult] = useState<"sent" | "notSent" | null>(null);
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: ({ sent }) => {
      setResult(sent ? "sent" : "notSent");
      void refresh();
    },
  });

  if (user?.emailVerified) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {copy.alreadyVerified}
        </Alert>
        <Button component={Link} to="/dashboard" fullWidth>
          {copy.dashboard}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {message}
      </Alert>
      {result ? (
        <Alert color={result === "sent" ? "teal" : "yellow"} icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {result === "sent" ? messages.account.verificationSent : copy.notSent}
        </Alert>
      ) : user ? (
        <Button onClick={() => resend.mutate()} loading={resend.isPending} fullWidth>
          {copy.resend}
        </Button>
      ) : isPending ? null : (
        <Button component={Link} to="/auth?redirect=%2Fdashboard" variant="light" fullWidth>
          {copy.signInToResend}
        </Button>
      )}
      {resend.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(resend.error)}
        </Text>
      )}
    </Stack>
  );
}
