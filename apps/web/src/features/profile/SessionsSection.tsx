/**
 * "Signed-in devices" on /profile (`auth.sessions`): each session's browser, when it signed in and
 * was last used, "This device" on the current one, and "Sign out" on the others
 * (`auth.signOutSession`). "Sign out everywhere" (`auth.signOutEverywhere`, after a confirmation)
 * ends every session, this one included, and goes to /auth.
 */
import { EnglishText } from "../../i18n/EnglishText";
import { useState } from "react";
import { Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { Dialog, DialogButtons } from "../../components/Dialog";
import { IconDevices } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import type { Locale } from "@labcompare/domain/locale";
import { formatDate, DATE_TIME_MEDIUM } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc, type RouterOutputs } from "../../trpc";
import { useLeaveSignedOut } from "../account/useAccountCaches";
import { useLocale } from "../../i18n/useLocale";
import { ProfileSection } from "./ProfileSection";
import { isPendingFor } from "../../lib/mutations";

type Session = RouterOutputs["auth"]["sessions"][number];

/** "Mar 5, 2026, 2:00 PM" in the device's time zone, in `locale`. */
const when = (date: Date | string, locale: Locale) =>
  formatDate(new Date(date), DATE_TIME_MEDIUM, { zone: "local", locale });

/** The signed-in devices section. */
export function SessionsSection() {
  const { t } = useTranslation("profile");
  const utils = trpc.useUtils();
  const leave = useLeaveSignedOut();
  const [confirming, setConfirming] = useState(false);
  const sessions = trpc.auth.sessions.useQuery();
  const signOutOne = trpc.auth.signOutSession.useMutation({
    onSuccess: (_data, { id }) => {
      utils.auth.sessions.setData(undefined, (old) => old?.filter((s) => s.id !== id));
      notifySuccess(messages.account.sessionEnded);
    },
    onError: (error) => notifyError(t("sessions.signOutFailed"), errorMessage(error, undefined, t)),
    onSettled: () => void utils.auth.sessions.invalidate(),
  });
  const everywhere = trpc.auth.signOutEverywhere.useMutation({
    onSuccess: () => {
      setConfirming(false);
      notifySuccess(messages.account.signedOutEverywhere);
      leave("/auth");
    },
    onError: (error) => notifyError(t("sessions.everywhereFailed"), errorMessage(error, undefined, t)),
  });

  return (
    <ProfileSection id="sessions-title" title={t("sessions.title")} description={t("sessions.description")}>
      {sessions.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("sessions.loading")}>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : sessions.isError ? (
        <Text c="dimmed">{t("sessions.fetchError")}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-labelledby="sessions-title"
        >
          {sessions.data.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              pending={isPendingFor(signOutOne, { id: s.id })}
              onSignOut={() => signOutOne.mutate({ id: s.id })}
            />
          ))}
        </Stack>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
          {t("sessions.everywhere")}
        </Button>
      </Group>
      <Dialog
        opened={confirming}
        onClose={() => !everywhere.isPending && setConfirming(false)}
        title={t("sessions.everywhereTitle")}
        centered
        closeLabel={t("closeDialog")}
      >
        <Stack gap="lg">
          <Text size="sm">{t("sessions.everywhereMessage")}</Text>
          <DialogButtons
            cancel={t("sessions.cancel")}
            confirm={t("sessions.everywhereConfirm")}
            onCancel={() => setConfirming(false)}
            onConfirm={() => everywhere.mutate()}
            pending={everywhere.isPending}
            color="red"
          />
        </Stack>
      </Dialog>
    </ProfileSection>
  );
}

/** One session: browser, dates, and "This device" or a "Sign out" button. */
function SessionRow({
  session: s,
  pending,
  onSignOut,
}: {
  session: Session;
  pending: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation("profile");
  const locale = useLocale();
  const signedIn = when(s.createdAt, locale);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      p="sm"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ borderRadius: 8 }}
      data-testid="session"
    >
      <Group gap="sm" wrap="nowrap">
        <IconDevices size={22} aria-hidden />
        <div>
          <Group gap="xs">
            {/* The server names the browser and system in English ("Chrome 120 on macOS"). */}
            <Text fw={600}>
              <EnglishText inline noNote>
                {s.browser}
              </EnglishText>
            </Text>
            {s.current && (
              <Badge size="sm" variant="light" c="#1b5e2a" color="green" tt="none">
                {t("sessions.thisDevice")}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t("sessions.signedIn", { when: signedIn })} ·{" "}
            {t("sessions.lastUsed", { when: when(s.lastUsedAt, locale) })}
          </Text>
        </div>
      </Group>
      {!s.current && (
        <Button
          size="xs"
          variant="default"
          onClick={onSignOut}
          loading={pending}
          aria-label={t("sessions.signOutLabel", { browser: s.browser, when: signedIn })}
        >
          {t("sessions.signOut")}
        </Button>
      )}
    </Group>
  );
}
