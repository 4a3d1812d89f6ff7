/**
 * The admin dashboard's warning while the site still shows the seeded demo contact details
 * (`admin.settings.get` → isDemo): messages.admin.demoSettings and a link to Site settings.
 */
import { Alert, Anchor } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { trpc } from "../../../trpc";
import { settingsCopy as copy } from "./settings.copy";

/** Nothing once real settings are saved (or while loading); otherwise the warning. */
export function DemoSettingsAlert() {
  const settings = trpc.admin.settings.get.useQuery(undefined, { staleTime: 60_000 });
  if (!settings.data?.isDemo) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="demo-settings-alert"
    >
      {messages.admin.demoSettings}{" "}
      <Anchor component={Link} to="/admin/site-settings" fw={600} c="dark.8" underline="always">
        {copy.demoLink}
      </Anchor>
    </Alert>
  );
}
