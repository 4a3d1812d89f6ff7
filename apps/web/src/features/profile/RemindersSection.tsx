/**
 * "Reminders" on /profile: a switch for appointment reminders by email (`profile.setReminders`).
 * Booking confirmations and changes are always sent; only the reminders stop.
 */
import { Switch } from "@mantine/core";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { profileCopy } from "./profile.copy";
import { ProfileSection } from "./ProfileSection";

const copy = profileCopy.reminders;

/** The reminders switch, showing `enabled` (the saved preference). */
export function RemindersSection({ enabled }: { enabled: boolean }) {
  const utils = trpc.useUtils();
  const save = trpc.profile.setReminders.useMutation({
    onSuccess: (profile) => {
      utils.profile.get.setData(undefined, profile);
      notifySuccess(profile.remindersEnabled ? copy.on : copy.off, undefined, "reminders");
    },
    onError: (error) => notifyError(copy.failed, errorMessage(error)),
  });
  // While saving, show the value being saved.
  const checked = save.isPending && save.variables ? save.variables.enabled : enabled;

  return (
    <ProfileSection id="reminders-title" title={copy.title}>
      <Switch
        label={copy.label}
        description={copy.description}
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ enabled: e.currentTarget.checked })}
      />
    </ProfileSection>
  );
}
