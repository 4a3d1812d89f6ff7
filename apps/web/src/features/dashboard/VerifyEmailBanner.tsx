/**
 * The dashboard's banner while the account's email is unconfirmed (`auth.me` → emailVerified false):
 * messages.account.verifyBanner and a "Resend" button (`auth.resendVerification`), which then says
 * whether a new link was sent (the server sends at most three an hour).
 */
import { useState } from "react";
import { Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../lib/auth";
import { errorMessage, trpc } from "../../trpc";
import { TitledAlert } from "../../components/TitledAlert";

/** Nothing once the email is confirmed; otherwise the banner. */
export function VerifyEmailBanner() {
  const { t } = useTranslation("dashboard");
  const { user } = useMe();
  const utils = trpc.useUtils();
  const [result, setResult] = useState<"sent" | "notSent" | null>(null);
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: ({ sent }) => {
      setResult(sent ? "sent" : "notSent");
      // Not sent may mean the address was confirmed meanwhile (in another tab): refresh.
      if (!sent) void utils.auth.me.invalidate();
    },
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
        {result === null && (
          <Button
            size="xs"
            variant="white"
            color="dark"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
          >
            {t("resend")}
          </Button>
        )}
      </Group>
      <div role="status">
        {result && (
          <Text size="sm" fw={600} mt="xs">
            {result === "sent" ? t("verificationSent") : t("resendLimited")}
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" c="red.9" mt="xs">
            {errorMessage(resend.error, undefined, t)}
          </Text>
        )}
      </div>
    </TitledAlert>
  );
}
