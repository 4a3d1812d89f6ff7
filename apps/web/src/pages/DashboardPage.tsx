/** /dashboard (signed-in only): "Profile Information" and "My Bookings" (SPEC section 2). */
import { Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendar, IconMapPin } from "@tabler/icons-react";
import dayjs from "dayjs";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/validators/format";
import { messages } from "@labcompare/validators/messages";
import { RequireAuth } from "../components/RequireAuth";
import { StatusBadge } from "../components/StatusBadge";
import { useErrorToast } from "../lib/hooks";
import { usePageTitle } from "../lib/title";
import { trpc } from "../trpc";

export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  usePageTitle("Dashboard");
  const profile = trpc.profile.get.useQuery();
  const bookings = trpc.booking.listMine.useQuery();
  useErrorToast(profile.error ?? bookings.error, messages.dashboard.fetchError);

  const p = profile.data;
  const name = [p?.firstName, p?.lastName].filter(Boolean).join(" ");

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Title order={1}>My Dashboard</Title>
        <Button component={Link} to="/search">
          Book a Test
        </Button>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card shadow="xs" component="section" aria-labelledby="profile-title">
            <Title id="profile-title" order={2} fz="h3" mb="md">
              Profile Information
            </Title>
            {profile.isPending ? (
              <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading profile">
                <Skeleton h={16} w="70%" />
                <Skeleton h={16} w="80%" />
                <Skeleton h={16} w="50%" />
              </Stack>
            ) : (
              <Stack gap="sm">
                <Field label="Name" value={name || "Not set"} />
                <Field label="Email" value={p?.email ?? "Not set"} />
                <Field label="Phone" value={p?.phone || "Not set"} />
              </Stack>
            )}
            <Button component={Link} to="/profile" variant="light" fullWidth mt="lg">
              Edit Profile
            </Button>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card shadow="xs" component="section" aria-labelledby="bookings-title">
            <Title id="bookings-title" order={2} fz="h3" mb="md">
              My Bookings
            </Title>
            {bookings.isPending ? (
              <Text c="dimmed" role="status">
                Loading...
              </Text>
            ) : bookings.isError ? (
              <Text c="dimmed">{messages.dashboard.fetchError}</Text>
            ) : bookings.data.length === 0 ? (
              <Stack gap="sm" align="flex-start">
                <Text c="dimmed">{messages.dashboard.empty}</Text>
                <Button component={Link} to="/search" variant="light" size="sm">
                  Find a test
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {bookings.data.map((b) => (
                  <Card key={b.id} component="li" withBorder radius="md" padding="md" data-testid="booking-item">
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                      <Stack gap={4} style={{ flex: "1 1 260px" }}>
                        <Text fw={700}>{b.test.name}</Text>
                        <Group gap={6} wrap="nowrap">
                          <IconMapPin size={14} aria-hidden />
                          <Text size="sm">{b.lab.name}</Text>
                        </Group>
                        <Group gap={6} wrap="nowrap">
                          <IconCalendar size={14} aria-hidden />
                          <Text size="sm">
                            {dayjs(b.scheduledDate).format("MMMM D, YYYY")} at {b.scheduledTime}
                          </Text>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {b.collectionMode === "home_collection" ? "Home collection" : "Lab visit"}
                        </Text>
                      </Stack>
                      <Stack gap={6} align="flex-end">
                        <StatusBadge status={b.status} />
                        <Text fw={700}>{formatAed(b.totalAed)}</Text>
                      </Stack>
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}
