import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "../i18n/useTranslation";
import { errorMessage } from "../trpc";

/**
 * The red alert of a list or section whose data could not be loaded: `title` over the server's
 * message for `error`, in the page's language. LoadErrorAlert is the same with a "Try again" button.
 */
export function QueryErrorAlert({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      {errorMessage(error, undefined, t)}
    </Alert>
  );
}
