/**
 * /admin/day-view: one lab's day (Asia/Dubai) for admins and lab staff — every slot (lab visits) or
 * window (home collection) with its places used of the total and the bookings in it. Lab, date and
 * mode are kept in the URL (?lab=&date=&mode=); the view refreshes itself every 30 seconds; a booking
 * opens its detail, where its status can be changed.
 */
import { useEffect } from "react";
import { Alert, Card, Group, Select, Stack, Switch, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconInfoCircle } from "@tabler/icons-react";
import { useSearchParams } from "react-router-dom";
import { todayInDubai } from "@labcompare/domain/calendar";
import { formatLongDate } from "@labcompare/domain/format";
import { useErrorToast, useLatest } from "../../../lib/hooks";
import { UUID_PATTERN } from "../../../lib/searchParams";
import { trpc } from "../../../trpc";
import { BookingDrawer } from "./BookingDrawer";
import { scopeLabOptions, useScopeLabs } from "./BookingFilters";
import { DaySlotsTable } from "./DaySlotsTable";
import { BOOKINGS_REFRESH_MS, bookingsText, COLLECTION_MODE_LABELS, COLLECTION_MODE_OPTIONS } from "./labels";
import { useBookingStatus } from "./useBookingStatus";
import { FilterBar } from "../components/filters";
import { LabelledSegmented, PageHeader } from "../components/ui";

/** The day view's state from the URL: lab id, date (default today in Dubai), mode, booking open, booked-only. */
function useDayViewState() {
  const [params, setParams] = useSearchParams();
  const lab = params.get("lab");
  const date = params.get("date");
  const mode: "lab_visit" | "home_collection" =
    params.get("mode") === "home_collection" ? "home_collection" : "lab_visit";
  const state = {
    lab: lab && UUID_PATTERN.test(lab) ? lab : null,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayInDubai(),
    mode,
    booking: params.get("booking"),
    onlyBooked: params.get("booked") === "1",
  };
  const update = (patch: Partial<typeof state>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          const name = key === "onlyBooked" ? "booked" : key;
          const text = typeof value === "boolean" ? (value ? "1" : null) : value;
          if (text) next.set(name, text);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { state, update };
}

/** The day view screen. */
export default function AdminDayViewPage() {
  const { state, update } = useDayViewState();
  const labs = useScopeLabs();
  const lab = labs.data?.find((l) => l.id === state.lab) ?? null;

  // Start on the first lab in scope.
  const updateRef = useLatest(update);
  useEffect(() => {
    if (!state.lab && labs.data?.[0]) updateRef.current({ lab: labs.data[0].id });
  }, [state.lab, labs.data, updateRef]);

  const view = trpc.admin.bookings.dayView.useQuery(
    { labId: state.lab ?? "", date: state.date, collectionMode: state.mode },
    { enabled: state.lab !== null, placeholderData: (prev) => prev, refetchInterval: BOOKINGS_REFRESH_MS },
  );
  useErrorToast(view.error, bookingsText.dayViewFetchError);
  const status = useBookingStatus();

  return (
    <Stack gap="lg">
      <PageHeader title="Day view" subtitle="A lab's slots of one day with the places used." />
      <FilterBar>
        <Select
          label="Lab"
          placeholder={labs.isPending ? "Loading labs..." : "Choose a lab"}
          data={scopeLabOptions(labs.data)}
          value={state.lab}
          onChange={(v) => v && update({ lab: v, mode: "lab_visit" })}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No lab matches"
          w={300}
        />
        <DatePickerInput
          label="Date"
          value={state.date}
          onChange={(d) => d && update({ date: d })}
          valueFormat="ddd, MMM D, YYYY"
          w={220}
        />
        {lab?.homeCollection && (
          <LabelledSegmented
            id="day-mode-label"
            label="Collection"
            data={COLLECTION_MODE_OPTIONS}
            value={state.mode}
            onChange={(v) => update({ mode: v })}
          />
        )}
        <Switch
          label="Only slots with bookings"
          checked={state.onlyBooked}
          onChange={(e) => update({ onlyBooked: e.currentTarget.checked })}
        />
      </FilterBar>

      {!state.lab ? (
        <Text c="dimmed">{labs.isPending ? "Loading..." : "Choose a lab."}</Text>
      ) : view.isPending ? (
        <Text c="dimmed" role="status">
          Loading...
        </Text>
      ) : !view.data ? (
        <Text c="dimmed">{bookingsText.dayViewFetchError}</Text>
      ) : (
        <Stack gap="md">
          <Card shadow="xs" padding="md">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>
                {view.data.lab.name} · {formatLongDate(view.data.date)} ·{" "}
                {COLLECTION_MODE_LABELS[view.data.collectionMode]}
              </Text>
              <Text>
                {view.data.used} of {view.data.total} places used · {view.data.capacity} per{" "}
                {state.mode === "home_collection" ? "window" : "slot"}
              </Text>
            </Group>
          </Card>
          {view.data.closedReason && (
            <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} title="Closed">
              {view.data.closedReason}
            </Alert>
          )}
          <DaySlotsTable
            slots={view.data.slots}
            otherBookings={view.data.otherBookings}
            onlyBooked={state.onlyBooked}
            onOpen={(id) => update({ booking: id })}
          />
        </Stack>
      )}

      <BookingDrawer id={state.booking} onClose={() => update({ booking: null })} status={status} />
      {status.modal}
    </Stack>
  );
}
