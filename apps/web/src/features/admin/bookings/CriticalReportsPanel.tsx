/**
 * "Critical results to act on" (admin.bookings.criticalReports): current lab reports with an LL or
 * HH value nobody has yet marked "Patient contacted" — every lab for admins, their labs for lab
 * staff — oldest first, each with the booking's reference (opening it in the console), the patient,
 * the lab, the issue time (UAE time) and the critical values' names. "Patient contacted"
 * (admin.bookings.acknowledgeCritical) records who and when, and the row leaves the list. Renders
 * nothing while there is nothing to act on. The list refreshes with the bookings list.
 */
import { Anchor, Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconPhoneCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatDate, MONTH_SHORT_DAY2_YEAR_TIME } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { notifySuccess } from "../../../lib/notify";
import { trpc, type RouterOutputs } from "../../../trpc";
import { toastError } from "../lib";
import { RowButton } from "../components/ui";
import { BOOKINGS_REFRESH_MS } from "./labels";
import { isPendingFor } from "../../../lib/mutations";

type CriticalReport = RouterOutputs["admin"]["bookings"]["criticalReports"]["items"][number];

/** The console's words for critical results (the console is English). */
export const criticalCopy = {
  title: "Critical results to act on",
  intro:
    "These reports have a critically low (LL) or critically high (HH) value. Call the patient, then mark them as contacted.",
  more: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
  columns: {
    reference: "Booking",
    patient: "Patient",
    lab: "Lab",
    issued: "Issued (UAE time)",
    values: "Critical values",
    action: "Action",
  },
  flag: { LL: "critically low", HH: "critically high" } as const,
  contacted: "Patient contacted",
  contactedLabel: (reference: string) => `Patient contacted for ${reference}`,
  contactedMessage: (reference: string) => `${reference} has left the list.`,
  contactedError: "Could not record the contact",
};

/** The panel (the dashboard's and the Bookings screen's). */
export function CriticalReportsPanel() {
  const utils = trpc.useUtils();
  const list = trpc.admin.bookings.criticalReports.useQuery(undefined, {
    refetchInterval: BOOKINGS_REFRESH_MS,
  });
  useErrorToast(list.error, messages.results.criticalFetchError);
  const acknowledge = trpc.admin.bookings.acknowledgeCritical.useMutation({
    onSuccess: (_done, { id }) => {
      const row = list.data?.items.find((r) => r.id === id);
      utils.admin.bookings.criticalReports.setData(undefined, (old) =>
        old ? { items: old.items.filter((r) => r.id !== id), total: old.total - 1 } : old,
      );
      notifySuccess(
        messages.results.criticalAcknowledged,
        criticalCopy.contactedMessage(row?.booking.reference ?? ""),
      );
      void utils.admin.bookings.criticalReports.invalidate();
    },
    onError: (error) => {
      toastError(criticalCopy.contactedError, error);
      void utils.admin.bookings.criticalReports.invalidate();
    },
  });
  const data = list.data;
  const c = criticalCopy.columns;
  if (!data || data.items.length === 0) return null;
  return (
    <Card
      component="section"
      withBorder
      padding="md"
      data-testid="critical-reports"
      aria-labelledby="critical-reports-title"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconAlertTriangle size={20} aria-hidden color="#c92a2a" />
          <Text component="h2" id="critical-reports-title" fw={700} fz="lg" c="red.9">
            {criticalCopy.title}
          </Text>
          <Badge color="red" variant="filled">
            {data.total}
          </Badge>
        </Group>
        <Text size="sm" c="dark.6">
          {criticalCopy.intro}
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                {[c.reference, c.patient, c.lab, c.issued, c.values].map((label) => (
                  <Table.Th key={label}>{label}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{criticalCopy.columns.action}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <CriticalRow
                  key={r.id}
                  r={r}
                  pending={isPendingFor(acknowledge, { id: r.id })}
                  onContacted={() => acknowledge.mutate({ id: r.id })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.total > data.items.length && (
          <Text size="xs" c="dimmed">
            {criticalCopy.more(data.items.length, data.total)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** One critical report: its booking, patient, lab, issue time, critical values and the button. */
function CriticalRow({
  r,
  pending,
  onContacted,
}: {
  r: CriticalReport;
  pending: boolean;
  onContacted: () => void;
}) {
  return (
    <Table.Tr data-testid="critical-report-row">
      <Table.Td>
        <Anchor component={Link} to={`/admin/bookings?booking=${r.booking.id}`} fw={600} size="sm">
          {r.booking.reference}
        </Anchor>
      </Table.Td>
      <Table.Td>{r.booking.patientName}</Table.Td>
      <Table.Td>{r.lab.name}</Table.Td>
      <Table.Td>{formatDate(r.issuedAt, MONTH_SHORT_DAY2_YEAR_TIME)}</Table.Td>
      <Table.Td>{r.observations.map((o) => `${o.name} (${criticalCopy.flag[o.flag]})`).join(", ")}</Table.Td>
      <Table.Td>
        <RowButton
          icon={IconPhoneCheck}
          label={criticalCopy.contactedLabel(r.booking.reference)}
          onClick={onContacted}
          loading={pending}
          variant="light"
          color="red"
        >
          {criticalCopy.contacted}
        </RowButton>
      </Table.Td>
    </Table.Tr>
  );
}
