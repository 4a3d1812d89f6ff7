/**
 * /admin/bookings, for admins (every lab) and lab staff (their labs): search
 * by reference, name, email or phone; filters, Today / Upcoming and the order by appointment time,
 * all kept in the URL; 25 per page, with Previous / Next through the list's cursors (kept in the URL
 * too, so Back and Forward step through the pages) and the total ("10,000+" past the count's cap).
 * Each row opens the booking's detail with its history; the actions menu offers only the allowed
 * moves (cancelling asks for a reason). The list refreshes itself every 30 seconds and says how many
 * bookings arrived since the page was opened. "Export CSV" downloads the filtered list (a link to the
 * streamed export). Above it all, critical results to act on (CriticalReportsPanel).
 */
import { useState } from "react";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { trpc, type RouterOutputs } from "../../../trpc";
import { BookingDrawer } from "./BookingDrawer";
import { CriticalReportsPanel } from "./CriticalReportsPanel";
import { BookingFilters } from "./BookingFilters";
import { BookingsPager } from "./BookingsPager";
import { BookingsTable } from "./BookingsTable";
import { ExportCsvButton } from "./ExportCsvButton";
import { BOOKINGS_REFRESH_MS, bookingsText } from "./labels";
import { exportHref, isFiltered, toListInput, useBookingsState } from "./searchState";
import { useBookingStatus } from "./useBookingStatus";
import { PageHeader } from "../components/ui";

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
        actions={<ExportCsvButton href={exportHref(state)} />}
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
      {list.data && <Pager page={list.data} stale={list.isPlaceholderData} state={state} update={update} />}

      <BookingDrawer id={state.booking} onClose={() => update({ booking: null })} status={status} />
      {status.modal}
    </Stack>
  );
}

type ListPage = RouterOutputs["admin"]["bookings"]["list"];
type BookingsStateApi = ReturnType<typeof useBookingsState>;

/**
 * The pager of a list answer: Next to the rows after its last booking, Previous to those before its
 * first (from page 2, straight to the first page), each a new history entry. A page without a
 * previous cursor is the first one, whatever number the URL carries. While the next page loads
 * (`stale`: the previous answer still shown), a press does nothing rather than move from old cursors;
 * the buttons stay enabled so the keyboard focus stays on them.
 */
function Pager({ page, stale, state, update }: { page: ListPage; stale: boolean } & BookingsStateApi) {
  const shownPage = page.previousCursor ? state.page : 1;
  const { nextCursor, previousCursor } = page;
  const go = (patch: Partial<BookingsStateApi["state"]>) => {
    if (!stale) update(patch, { push: true });
  };
  return (
    <BookingsPager
      page={shownPage}
      pageSize={page.pageSize}
      shown={page.items.length}
      total={page.total}
      totalCapped={page.totalCapped}
      onNext={nextCursor ? () => go({ cursor: nextCursor, dir: "next", page: shownPage + 1 }) : null}
      onPrevious={
        shownPage > 2 && previousCursor
          ? () => go({ cursor: previousCursor, dir: "previous", page: shownPage - 1 })
          : shownPage > 1 || state.cursor
            ? () => go({ cursor: null, dir: "next", page: 1 })
            : null
      }
    />
  );
}
