/**
 * /admin/dashboard: critical results nobody has acted on yet (CriticalReportsPanel), then the figures
 * an operator reads every morning (admin.dashboard.summary):
 * appointments and new bookings today and this week by status, booked value by lab, most booked
 * tests, new patients, and charts of bookings and booked value per day over the last 30 days.
 */
import { Anchor, Card, Grid, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { BarChart, LineChart } from "@mantine/charts";
import { Link } from "react-router-dom";
import {
  formatAed,
  formatDate,
  formatDecimal,
  MONTH_DAY,
  MONTH_DAY_YEAR,
  MONTH_SHORT_DAY,
  MONTH_SHORT_DAY_YEAR,
  WEEKDAY_MONTH_DAY_YEAR_TIME,
} from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { PageHeader } from "../components/ui";
import { DemoSettingsAlert } from "../settings/DemoSettingsAlert";
import { DemoInsurersAlert } from "./DemoInsurersAlert";
import { CriticalReportsPanel } from "../bookings/CriticalReportsPanel";
import type { AdminOutputs } from "../lib";
import { DashboardSection, FigureCard, RankTable, StatusCard } from "./DashboardCards";

type Summary = AdminOutputs["dashboard"]["summary"];

/** The admin home page. */
export default function AdminDashboardPage() {
  const summary = trpc.admin.dashboard.summary.useQuery(undefined, { refetchInterval: 5 * 60_000 });
  useErrorToast(summary.error, messages.dashboard.fetchError);
  const s = summary.data;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        subtitle={
          s
            ? `Figures as of ${formatDate(s.generatedAt, WEEKDAY_MONTH_DAY_YEAR_TIME, { zone: "local" })} (Dubai calendar)`
            : "Loading..."
        }
      />
      <DemoSettingsAlert />
      <DemoInsurersAlert />
      <CriticalReportsPanel />
      {!s ? (
        summary.isError ? (
          <Card>
            <Text c="dimmed">{messages.dashboard.fetchError}</Text>
          </Card>
        ) : (
          <DashboardSkeleton />
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <PeriodCards
              when="today"
              period={s.today}
              datesHint={formatDate(s.today.from, MONTH_DAY_YEAR)}
              createdHint="Created today, any appointment date"
            />
            <FigureCard
              title="New patients"
              value={String(s.newPatients.last7Days)}
              hint={`In the last 7 days · ${s.newPatients.last30Days} in the last 30 days`}
            />
            <PeriodCards
              when="this week"
              period={s.thisWeek}
              datesHint={`${formatDate(s.thisWeek.from, MONTH_SHORT_DAY)} – ${formatDate(s.thisWeek.to, MONTH_SHORT_DAY_YEAR)}`}
              createdHint="Created Sunday to Saturday"
            />
            <FigureCard
              title="Booked value"
              value={formatAed(s.totalBookedValueAed)}
              hint="All non-cancelled bookings, all time"
            />
          </SimpleGrid>

          <Grid gap="md">
            <DashboardSection id="chart-bookings" title="Bookings per day (last 30 days)" fullHeight>
              <ChartFigure label={chartSummary(s, "bookings")}>
                <BarChart
                  {...chartProps(s)}
                  series={[{ name: "bookings", label: "Bookings", color: "brand.7" }]}
                  yAxisProps={{ allowDecimals: false }}
                  barChartProps={{ accessibilityLayer: false }}
                />
              </ChartFigure>
            </DashboardSection>
            <DashboardSection id="chart-value" title="Booked value per day, AED (last 30 days)" fullHeight>
              <ChartFigure label={chartSummary(s, "value")}>
                <LineChart
                  {...chartProps(s)}
                  series={[{ name: "value", label: "Value (AED)", color: "blue.7" }]}
                  curveType="monotone"
                  valueFormatter={(v) => formatDecimal(v)}
                  lineChartProps={{ accessibilityLayer: false }}
                />
              </ChartFigure>
            </DashboardSection>
          </Grid>

          <Grid gap="md">
            <DashboardSection id="by-lab" title="Booked value by lab">
              <RankTable
                columns={[
                  { label: "Lab" },
                  { label: "Bookings", right: true },
                  { label: "Value", right: true },
                ]}
                rows={s.bookedValueByLab.map((row) => ({
                  key: row.lab.id,
                  cells: [
                    <Anchor key="lab" component={Link} to={`/admin/offers?lab=${row.lab.id}`} size="sm">
                      {row.lab.name}
                    </Anchor>,
                    row.bookings,
                    formatAed(row.valueAed),
                  ],
                }))}
              />
            </DashboardSection>
            <DashboardSection id="top-tests" title="Most booked tests">
              <RankTable
                columns={[{ label: "#" }, { label: "Test" }, { label: "Bookings", right: true }]}
                rows={s.topTests.map((row, i) => ({
                  key: row.test.id,
                  cells: [
                    i + 1,
                    <Anchor key="test" component={Link} to={`/admin/offers?test=${row.test.id}`} size="sm">
                      {row.test.name}
                    </Anchor>,
                    row.bookings,
                  ],
                }))}
              />
            </DashboardSection>
          </Grid>
        </>
      )}
    </Stack>
  );
}

/**
 * A period's two status cards: "Appointments <when>" (by appointment date, `datesHint` naming the
 * dates) and "Bookings made <when>" (by creation, `createdHint`).
 */
function PeriodCards({
  when,
  period,
  datesHint,
  createdHint,
}: {
  when: string;
  period: Summary["today"];
  datesHint: string;
  createdHint: string;
}) {
  return (
    <>
      <StatusCard title={`Appointments ${when}`} hint={datesHint} counts={period.scheduled} />
      <StatusCard title={`Bookings made ${when}`} hint={createdHint} counts={period.created} />
    </>
  );
}

/** The props both charts share: 260 px high, a row per day (short day label, bookings, value as a number). */
function chartProps(s: Summary) {
  return {
    h: 260,
    data: s.bookingsPerDay.map((d) => ({
      day: formatDate(d.date, MONTH_SHORT_DAY),
      bookings: d.bookings,
      value: Number(d.valueAed),
    })),
    dataKey: "day",
    tickLine: "y",
    gridAxis: "x",
  } as const;
}

/** A sentence describing a chart for screen readers. */
function chartSummary(s: Summary, key: "bookings" | "value"): string {
  const total = s.bookingsPerDay.reduce(
    (sum, d) => sum + (key === "bookings" ? d.bookings : Number(d.valueAed)),
    0,
  );
  const first = formatDate(s.bookingsPerDay[0]!.date, MONTH_DAY);
  const last = formatDate(s.bookingsPerDay[s.bookingsPerDay.length - 1]!.date, MONTH_DAY);
  return key === "bookings"
    ? `Bar chart: ${total} bookings made from ${first} to ${last}.`
    : `Line chart: ${formatAed(total)} booked from ${first} to ${last}.`;
}

/** Wraps a chart as one image with a text alternative. */
function ChartFigure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="img" aria-label={label}>
      {children}
    </div>
  );
}

/** Placeholder blocks while the summary loads. */
function DashboardSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading dashboard">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={130} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}
