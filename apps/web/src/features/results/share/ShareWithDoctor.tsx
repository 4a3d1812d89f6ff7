/**
 * The "Share with a doctor" button and its dialog (ShareDialog), for /results and a booking's
 * results. Props: those of ShareDialog but `opened` and `onClose`.
 */
import { useState } from "react";
import { Button } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useTranslation } from "../../../i18n/useTranslation";
import { ShareDialog, type ShareDialogProps } from "./ShareDialog";

/** The button; the dialog mounts on the first click. */
export function ShareWithDoctor(props: Omit<ShareDialogProps, "opened" | "onClose">) {
  const { t } = useTranslation("share");
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        {t("button")}
      </Button>
      {mounted && <ShareDialog {...props} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
