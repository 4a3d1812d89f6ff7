/**
 * /dashboard (signed-in only): "Profile Information" and "My Bookings" (SPEC section 2). Bookings
 * are split into "Upcoming" (starts in the future, pending or confirmed; soonest first) and "Past"
 * (everything else; latest first), each linking to its confirmation page. The tab is kept in
 * `?tab=past` so the browser's back button returns to it.
 */
import { Button, Card, Container, Grid, Group, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { Field } from "../../components/Field";
import { RequireAuth } from "../../components/RequireAuth";
import { isUpcoming, type Booking } from "../../lib/bookings";
import { formatPhone } from "../../lib/phone";
import { usePageTitle } from "../../lib/title";
import { BookingCard } from "./BookingCard";
import { dashboardCopy as copy } from "./dashboard.copy";
import { useDashboard } from "./useDashboard";
import { VerifyEmailBanner } from "./VerifyEmailBanner";

export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  usePageTitle(copy.pageTitle);
  const { profile, bookings } = useDashboard();

  const p = profile.data;
  const name = [p?.firstName, p?.lastName].filter(Boolean).join(" ");

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Title order={1}>{copy.heading}</Title>
        <Button component={Link} to="/search">
          {copy.bookTest}
        </Button>
      </Group>
      <VerifyEmailBanner />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DashboardCard id="profile-title" title={copy.profileTitle}>
            {profile.isPending ? (
              <Stack gap="sm" role="status" aria-busy="true" aria-label={copy.loadingProfile}>
                <Skeleton h={16} w="70%" />
                <Skeleton h={16} w="80%" />
                <Skeleton h={16} w="50%" />
              </Stack>
            ) : (
              <Stack gap="sm">
                <ProfileField label={copy.name} value={name || copy.notSet} />
                <ProfileField label={copy.email} value={p?.email ?? copy.notSet} />
                <ProfileField label={copy.phone} value={formatPhone(p?.phone) || copy.notSet} />
              </Stack>
            )}
            <Button component={Link} to="/profile" variant="light" fullWidth mt="lg">
              {copy.editProfile}
            </Button>
          </DashboardCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DashboardCard id="bookings-title" title={copy.bookingsTitle}>
            {bookings.isPending ? (
              <Text c="dimmed" role="status">
                {copy.loading}
              </Text>
            ) : bookings.isError ? (
              <Text c="dimmed">{messages.dashboard.fetchError}</Text>
            ) : bookings.data.length === 0 ? (
              <Stack gap="sm" align="flex-start">
                <Text c="dimmed">{messages.dashboard.empty}</Text>
                <Button component={Link} to="/search" variant="light" size="sm">
                  {copy.findTest}
                </Button>
              </Stack>
            ) : (
              <BookingTabs bookings={bookings.data} />
            )}
          </DashboardCard>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** "Upcoming" and "Past" tabs over the patient's bookings (newest first from the API). */
function BookingTabs({ bookings }: { bookings: Booking[] }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "past" ? "past" : "upcoming";
  const now = new Date();
  const upcoming = bookings.filter((b) => isUpcoming(b, now)).sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  const past = bookings.filter((b) => !isUpcoming(b, now)).sort((a, b) => new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime());
  return (
    <Tabs
      value={tab}
      onChange={(v) => setParams(v === "past" ? { tab: "past" } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List aria-label={copy.tabsLabel} mb="md">
        <Tabs.Tab value="upcoming">{copy.upcoming(upcoming.length)}</Tabs.Tab>
        <Tabs.Tab value="past">{copy.past(past.length)}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming">
        <BookingList bookings={upcoming} empty={copy.noUpcoming} />
      </Tabs.Panel>
      <Tabs.Panel value="past">
        <BookingList bookings={past} empty={copy.noPast} />
      </Tabs.Panel>
    </Tabs>
  );
}

function BookingList({ bookings, empty }: { bookings: Booking[]; empty: string }) {
  if (bookings.length === 0) {
    return <Text c="dimmed">{empty}</Text>;
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {bookings.map((b) => (
        <BookingCard key={b.id} booking={b} />
      ))}
    </Stack>
  );
}

/** A profile detail: its label, and `value` as text. */
function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label}>
      <Text>{value}</Text>
    </Field>
  );
}

/** A card of the dashboard, a section titled by its h2 (`id`: the heading's id). */
function DashboardCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card shadow="xs" component="section" aria-labelledby={id}>
      <Title id={id} order={2} fz="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
