/**
 * /verify-email?token=… (the link of the welcome email): calls `auth.verifyEmail` once on load and
 * says whether the address is now confirmed. A used or expired link says so; a signed-in patient
 * whose email is still unconfirmed can ask for a new link right here (`auth.resendVerification`).
 */
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useMe } from "../../lib/auth";
import { LocalizedMessage } from "../../i18n/LocalizedMessage";
import { errorMessage, trpc } from "../../trpc";
import { AccountLinkLayout } from "./AccountLinkLayout";
import { useRefreshAccount } from "./useAccountCaches";
import { useResendVerification } from "./useResendVerification";
import { useLinkToken, useRunOnce } from "./useLinkToken";

/** The verify-email page. */
export default function VerifyEmailPage() {
  const { t } = useTranslation("account");
  const token = useLinkToken();
  const refresh = useRefreshAccount();
  const verify = trpc.auth.verifyEmail.useMutation({ onSuccess: () => void refresh() });
  useRunOnce(token, (value) => verify.mutate({ token: value }));

  return (
    <AccountLinkLayout title={t("verify.pageTitle")} heading={t("verify.heading")}>
      {!token ? (
        <LinkProblem message={t("missingToken")} />
      ) : verify.isSuccess ? (
        <Verified />
      ) : verify.isError ? (
        <LinkProblem message={errorMessage(verify.error, undefined, t)} />
      ) : (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t("verify.checking")}</Text>
        </Stack>
      )}
    </AccountLinkLayout>
  );
}

/** Success, and where to go next. */
function Verified() {
  const { t } = useTranslation("account");
  const { user } = useMe();
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        <LocalizedMessage text={messages.account.emailVerified} />
      </Alert>
      <Button component={Link} to={user ? "/dashboard" : "/auth"} fullWidth>
        {user ? t("verify.dashboard") : t("verify.signIn")}
      </Button>
    </Stack>
  );
}

/** The link did not work: why, and a new link for a signed-in patient (or a way to sign in for one). */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation("account");
  const { user, isPending } = useMe();
  const refresh = useRefreshAccount();
  const resend = useResendVerification(() => void refresh());

  if (user?.emailVerified) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t("verify.alreadyVerified")}
        </Alert>
        <Button component={Link} to="/dashboard" fullWidth>
          {t("verify.dashboard")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {message}
      </Alert>
      {resend.result ? (
        <Alert
          color={resend.result === "sent" ? "teal" : "yellow"}
          icon={<IconMailCheck size={18} aria-hidden />}
          role="status"
        >
          {resend.result === "sent" ? (
            <LocalizedMessage text={messages.account.verificationSent} />
          ) : (
            t("verify.notSent")
          )}
        </Alert>
      ) : user ? (
        <Button onClick={resend.send} loading={resend.pending} fullWidth>
          {t("verify.resend")}
        </Button>
      ) : isPending ? null : (
        <Button component={Link} to="/auth?redirect=%2Fdashboard" variant="light" fullWidth>
          {t("verify.signInToResend")}
        </Button>
      )}
      {resend.error && (
        <Text c="red.8" size="sm" role="alert">
          {resend.error}
        </Text>
      )}
    </Stack>
  );
}
