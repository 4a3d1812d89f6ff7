/**
 * "Reminders" on /profile: a switch for appointment reminders by email (`profile.setReminders`).
 * Booking confirmations and changes are always sent; only the reminders stop.
 */
import { Switch } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { ProfileSection } from "./ProfileSection";

/** The reminders switch, showing `enabled` (the saved preference). */
export function RemindersSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("profile");
  const utils = trpc.useUtils();
  const save = trpc.profile.setReminders.useMutation({
    onSuccess: (profile) => {
      utils.profile.get.setData(undefined, profile);
      notifySuccess(
        profile.remindersEnabled ? t("reminders.on") : t("reminders.off"),
        undefined,
        "reminders",
      );
    },
    onError: (error) => notifyError(t("reminders.failed"), errorMessage(error, undefined, t)),
  });
  // While saving, show the value being saved.
  const checked = save.isPending && save.variables ? save.variables.enabled : enabled;

  return (
    <ProfileSection id="reminders-title" title={t("reminders.title")}>
      <Switch
        label={t("reminders.label")}
        description={t("reminders.description")}
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ enabled: e.currentTarget.checked })}
      />
    </ProfileSection>
  );
}
