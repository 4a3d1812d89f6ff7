/**
 * "Your data" on /profile: "Download my data" saves `profile.export` as a .json file; "Delete my
 * account" opens DeleteAccountModal (password confirmation, then home, signed out).
 */
import { useState } from "react";
import { Button, Group } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { messages } from "@labcompare/validators/messages";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { DeleteAccountModal } from "./DeleteAccountModal";
import { downloadText } from "../../lib/download";
import { ProfileSection } from "./ProfileSection";

/** The export's file name for the day `date` ("YYYY-MM-DD"): a name, the same in every language. */
const exportFileName = (date: string) => `labcompare-my-data-${date}.json`;

/** The export and deletion section. */
export function DataSection() {
  const { t } = useTranslation("profile");
  const utils = trpc.useUtils();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      // Always fresh: the export is a snapshot of now, never a cached copy.
      const data = await utils.profile.export.fetch(undefined, { staleTime: 0, gcTime: 0 });
      downloadText(
        exportFileName(new Date().toISOString().slice(0, 10)),
        JSON.stringify(data, null, 2),
        "application/json",
      );
      notifySuccess(messages.account.exportReady);
    } catch (error) {
      notifyError(t("data.downloadFailed"), errorMessage(error, undefined, t));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ProfileSection id="data-title" title={t("data.title")} description={t("data.description")}>
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={downloading}
        >
          {t("data.download")}
        </Button>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
        >
          {t("data.delete")}
        </Button>
      </Group>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </ProfileSection>
  );
}
