/**
 * /admin/bookings (SPEC "Admin bookings"): every booking, newest first, filterable by status, lab
 * and appointment date range, 25 per page. Each row's actions menu sets the status; the row changes
 * in place and a toast confirms it.
 */
import { useState } from "react";
import { ActionIcon, Anchor, Button, Card, Group, Menu, Select, Stack, Table, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendarCheck, IconCircleCheck, IconDotsVertical, IconFilterOff, IconX } from "@tabler/icons-react";
import { bookingStatuses, type BookingStatusValue } from "@labcompare/validators/schemas";
import { capitalise, formatAed } from "@labcompare/validators/format";
import { messages } from "@labcompare/validators/messages";
import { StatusBadge } from "../../components/StatusBadge";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc, type RouterInputs } from "../../trpc";
import { LabSelect } from "../components/pickers";
import { ListPager, PageHeader, TableMessage } from "../components/ui";
import { bookingDateTime, toastError, type AdminBooking } from "../lib";

type ListInput = Exclude<RouterInputs["admin"]["bookings"]["list"], undefined>;

const STATUS_ACTIONS: { status: BookingStatusValue; label: string; icon: React.ReactNode }[] = [
  { status: "confirmed", label: "Mark as Confirmed", icon: <IconCalendarCheck size={16} aria-hidden /> },
  { status: "completed", label: "Mark as Completed", icon: <IconCircleCheck size={16} aria-hidden /> },
  { status: "cancelled", label: "Cancel Booking", icon: <IconX size={16} aria-hidden color="var(--mantine-color-red-8)" /> },
];

/** The admin bookings screen. */
export default function BookingsPage() {
  const [status, setStatus] = useState<BookingStatusValue | null>(null);
  const [labId, setLabId] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [page, setPage] = useState(1);

  const input: ListInput = {
    page,
    ...(status ? { status } : {}),
    ...(labId ? { labId } : {}),
    ...(range[0] ? { from: range[0] } : {}),
    ...(range[1] ? { to: range[1] } : {}),
  };
  const list = trpc.admin.bookings.list.useQuery(input, { placeholderData: (prev) => prev });
  useErrorToast(list.error, messages.booking.fetchError);

  const utils = trpc.useUtils();
  const update = trpc.admin.bookings.updateStatus.useMutation({
    onSuccess: (booking) => {
      // The row changes in place at once; the lists and the dashboard then refetch.
      utils.admin.bookings.list.setData(input, (old) =>
        old ? { ...old, items: old.items.map((b) => (b.id === booking.id ? booking : b)) } : old,
      );
      notifySuccess(messages.booking.statusUpdatedTitle, messages.booking.statusUpdatedMessage(booking.status));
      void utils.admin.bookings.list.invalidate();
      void utils.admin.dashboard.invalidate();
      void utils.booking.listMine.invalidate();
    },
    onError: (error) => toastError(messages.booking.updateStatusError, error),
  });

  const filtered = Boolean(status || labId || range[0] || range[1]);
  const resetPage = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Bookings" subtitle="Manage and track all test bookings" />

      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Status"
            placeholder="All statuses"
            data={bookingStatuses.map((s) => ({ value: s, label: capitalise(s) }))}
            value={status}
            onChange={resetPage((v: string | null) => setStatus(v as BookingStatusValue | null))}
            clearable clearButtonProps={{ "aria-label": "Clear status" }}
            w={180}
          />
          <LabSelect label="Lab" placeholder="All labs" value={labId} onChange={resetPage(setLabId)} clearable w={280} />
          <DatePickerInput
            type="range"
            label="Appointment dates"
            placeholder="Any date"
            value={range}
            onChange={resetPage((v: [string | null, string | null]) => setRange(v))}
            clearable clearButtonProps={{ "aria-label": "Clear appointment dates" }}
            allowSingleDateInRange
            valueFormat="MMM D, YYYY"
            w={280}
          />
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                setStatus(null);
                setLabId(null);
                setRange([null, null]);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          )}
        </Group>
      </Card>

      <Card shadow="xs" padding={0}>
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Patient</Table.Th>
                <Table.Th>Test</Table.Th>
                <Table.Th>Date &amp; Time</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableMessage colSpan={5} status>
                  Loading...
                </TableMessage>
              ) : list.isError && !list.data ? (
                <TableMessage colSpan={5}>{messages.booking.fetchError}</TableMessage>
              ) : list.data.items.length === 0 ? (
                <TableMessage colSpan={5}>{filtered ? "No bookings match these filters." : "No bookings yet."}</TableMessage>
              ) : (
                list.data.items.map((b) => (
                  <BookingRow
                    key={b.id}
                    booking={b}
                    pending={update.isPending && update.variables?.id === b.id}
                    onStatus={(s) => update.mutate({ id: b.id, status: s })}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {list.data && <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />}
    </Stack>
  );
}

/** One booking: patient (phone only if present), test and lab, long date and time, status, actions menu. */
function BookingRow({
  booking: b,
  pending,
  onStatus,
}: {
  booking: AdminBooking;
  pending: boolean;
  onStatus: (status: BookingStatusValue) => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {b.patientName}
        </Text>
        <Anchor href={`mailto:${b.patientEmail}`} size="sm" c="dimmed" display="block">
          {b.patientEmail}
        </Anchor>
        {b.patientPhone && (
          <Text size="sm" c="dimmed">
            {b.patientPhone}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {b.test.name}
        </Text>
        <Text size="sm" c="dimmed">
          {b.lab.name} · {formatAed(b.totalAed)}
          {b.collectionMode === "home_collection" ? " · Home collection" : ""}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{bookingDateTime(b.scheduledDate, b.scheduledTime)}</Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={b.status} />
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" loading={pending} aria-label={`Actions for ${b.patientName}'s booking`}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {STATUS_ACTIONS.map((a) => (
              <Menu.Item
                key={a.status}
                leftSection={a.icon}
                onClick={() => onStatus(a.status)}
              >
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
