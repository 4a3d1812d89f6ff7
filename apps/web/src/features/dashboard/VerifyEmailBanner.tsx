/**
 * The dashboard's banner while the account's email is unconfirmed (`auth.me` → emailVerified false):
 * messages.account.verifyBanner and a "Resend" button (`auth.resendVerification`), which then says
 * whether a new link was sent (the server sends at most three an hour).
 */
import { Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { useMe } from "../../lib/auth";
import { trpc } from "../../trpc";
import { useResendVerification } from "../account/useResendVerification";
import { TitledAlert } from "../../components/TitledAlert";

/** Nothing once the email is confirmed; otherwise the banner. */
export function VerifyEmailBanner() {
  const { t } = useTranslation("dashboard");
  const { user } = useMe();
  const utils = trpc.useUtils();
  const resend = useResendVerification((sent) => {
    // Not sent may mean the address was confirmed meanwhile (in another tab): refresh.
    if (!sent) void utils.auth.me.invalidate();
  });
  if (!user || user.emailVerified) return null;

  return (
    <TitledAlert
      color="yellow"
      icon={<IconMailExclamation size={18} aria-hidden />}
      mb="xl"
      data-testid="verify-banner"
      title={t("verifyTitle")}
      titleColor="#6b4200"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{t("verifyBanner")}</Text>
        {resend.result === null && (
          <Button size="xs" variant="white" color="dark" onClick={resend.send} loading={resend.pending}>
            {t("resend")}
          </Button>
        )}
      </Group>
      <div role="status">
        {resend.result && (
          <Text size="sm" fw={600} mt="xs">
            {resend.result === "sent" ? t("verificationSent") : t("resendLimited")}
          </Text>
        )}
        {resend.error && (
          <Text size="sm" c="red.9" mt="xs">
            {resend.error}
          </Text>
        )}
      </div>
    </TitledAlert>
  );
}
