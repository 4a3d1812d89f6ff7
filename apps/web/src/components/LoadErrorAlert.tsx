import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessage } from "../trpc";
import { useTranslation } from "../i18n/useTranslation";

/**
 * The red alert of a page whose data could not be loaded: `title`, the server's message for `error`
 * (a database outage reads "The service is briefly unavailable. Please try again in a moment.") and a
 * "Try again" button calling `onRetry` (e.g. the query's refetch).
 */
export function LoadErrorAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error, undefined, t)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t("loadError.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
