/**
 * /admin/bookings, for admins (every lab) and lab staff (their labs): search
 * by reference, name, email or phone; filters, Today / Upcoming and the order by appointment time,
 * all kept in the URL; 25 per page. Each row opens the booking's detail with its history; the actions
 * menu offers only the allowed moves (cancelling asks for a reason). The list refreshes itself every
 * 30 seconds and says how many bookings arrived since the page was opened. "Export CSV" downloads the
 * filtered list. Above it all, critical results to act on (CriticalReportsPanel).
 */
import { useState } from "react";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { BookingDrawer } from "./BookingDrawer";
import { CriticalReportsPanel } from "./CriticalReportsPanel";
import { BookingFilters } from "./BookingFilters";
import { BookingsTable } from "./BookingsTable";
import { ExportCsvButton } from "./ExportCsvButton";
import { BOOKINGS_REFRESH_MS, bookingsText } from "./labels";
import { isFiltered, toExportInput, toListInput, useBookingsState } from "./searchState";
import { useBookingStatus } from "./useBookingStatus";
import { ListPager, PageHeader } from "../components/ui";

/** The admin bookings screen. */
export default function AdminBookingsPage() {
  const { state, update } = useBookingsState();
  const [openedAt, setOpenedAt] = useState(() => new Date());

  const list = trpc.admin.bookings.list.useQuery(toListInput(state), {
    placeholderData: (prev) => prev,
    refetchInterval: BOOKINGS_REFRESH_MS,
  });
  useErrorToast(list.error, messages.booking.fetchError);
  const fresh = trpc.admin.bookings.newSince.useQuery(
    { since: openedAt },
    { refetchInterval: BOOKINGS_REFRESH_MS },
  );
  const status = useBookingStatus();

  const showLatest = () => {
    setOpenedAt(new Date());
    void list.refetch();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Bookings"
        subtitle="Manage and track all test bookings"
        actions={<ExportCsvButton input={toExportInput(state)} />}
      />
      <CriticalReportsPanel />

      {fresh.data && fresh.data.count > 0 && (
        <Alert
          color="blue"
          icon={<IconBell size={18} aria-hidden />}
          role="status"
          title={bookingsText.newSince(fresh.data.count)}
        >
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={showLatest}>
              {bookingsText.showNew}
            </Button>
          </Group>
        </Alert>
      )}

      <BookingFilters state={state} update={update} />
      <BookingsTable
        rows={list.data?.items}
        pending={list.isPending}
        filtered={isFiltered(state)}
        onOpen={(id) => update({ booking: id })}
        status={status}
      />
      {list.data && (
        <ListPager
          page={state.page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          onChange={(page) => update({ page })}
        />
      )}

      <BookingDrawer id={state.booking} onClose={() => update({ booking: null })} status={status} />
      {status.modal}
    </Stack>
  );
}
