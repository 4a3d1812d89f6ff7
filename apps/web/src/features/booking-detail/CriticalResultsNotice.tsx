/**
 * The notice at the top of a booking's page when its current report has a critically low or high
 * value (results.byBooking's `critical`): the patient is urged to contact their doctor or the lab
 * today, as the results email says; no values. Nothing otherwise.
 */
import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { trpc } from "../../trpc";

/** The notice for booking `reference` (the signed-in owner's); null while there is nothing critical. */
export function CriticalResultsNotice({ reference }: { reference: string }) {
  const { t } = useTranslation("results");
  const results = trpc.results.byBooking.useQuery({ reference });
  if (!results.data?.some((r) => r.critical)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="lg"
      role="alert"
      data-testid="critical-results-notice"
      icon={<IconAlertTriangle size={18} aria-hidden color="#a51d1d" />}
    >
      <Text size="sm" fw={700} c="#a51d1d">
        {t("criticalNotice")}
      </Text>
    </Alert>
  );
}
