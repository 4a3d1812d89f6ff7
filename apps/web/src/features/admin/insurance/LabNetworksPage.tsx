/**
 * /admin/insurance for lab staff: read-only, each of their labs with the insurance plans it accepts
 * (admin.insurance.networks.forLabs answers only their labs). No write controls: administrators
 * change networks, and the server refuses lab staff's writes anyway.
 */
import { Badge, Group, Table, Text } from "@mantine/core";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { TitleCell } from "../components/cells";
import type { LabNetwork } from "../lib";
import { labNetworksCopy as c, networkCopy } from "./insurance.copy";

/** The lab staff's networks screen. */
export default function LabNetworksPage() {
  const networks = trpc.admin.insurance.networks.forLabs.useQuery();
  useErrorToast(networks.error, networkCopy.fetchError);
  return (
    <AdminListScreen
      title={c.title}
      subtitle={c.subtitle}
      minWidth={640}
      columns={[...c.columns]}
      pending={networks.isPending}
      rows={networks.data}
      error={networkCopy.fetchError}
      empty={c.empty}
      row={(lab) => <LabNetworkRow key={lab.labId} lab={lab} />}
    />
  );
}

/** One lab and its accepted plans ("Insurer · Plan", a switched-off plan marked "off"). */
function LabNetworkRow({ lab }: { lab: LabNetwork }) {
  return (
    <Table.Tr>
      <TitleCell title={lab.labName} detail={c.planCount(lab.plans.length)} />
      <Table.Td>
        {lab.plans.length === 0 ? (
          <Text size="sm" c="dimmed">
            {c.noPlans}
          </Text>
        ) : (
          <Group gap={6}>
            {lab.plans.map((p) => (
              <Badge
                key={p.slug}
                variant="light"
                color={p.active ? "blue" : "gray"}
                c={p.active ? "#14558f" : "dark.6"}
                tt="none"
              >
                {p.insurerName} · {p.name}
                {p.active ? "" : ` (${c.off})`}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
