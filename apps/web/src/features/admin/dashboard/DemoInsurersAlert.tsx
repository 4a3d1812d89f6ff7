/**
 * The admin dashboard's warning while seeded demo insurers exist (`admin.insurance.list` → isDemo),
 * as DemoSettingsAlert does for the demo contact details: messages.insurance.demoInsurers.
 */
import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { insuranceMessages } from "@labcompare/validators/insurance-messages";
import { trpc } from "../../../trpc";

/** Nothing without demo insurers (or while loading); otherwise the warning. */
export function DemoInsurersAlert() {
  const insurers = trpc.admin.insurance.list.useQuery(undefined, { staleTime: 60_000 });
  if (!insurers.data?.some((i) => i.isDemo)) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="demo-insurers-alert"
    >
      {insuranceMessages.demoInsurers}
    </Alert>
  );
}
