/**
 * /dashboard (signed-in only): "Profile Information" and "My Bookings". Bookings
 * are split into "Upcoming" (starts in the future, pending or confirmed; soonest first) and "Past"
 * (everything else; latest first), each linking to its confirmation page, and "Results" (ResultsTab).
 * The tab is kept in `?tab=past` / `?tab=results` so the browser's back button returns to it.
 */
import { Button, Container, Grid, Group, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { Ltr } from "../../i18n/Ltr";
import { Field } from "../../components/Field";
import { SectionCard } from "../../components/SectionCard";
import { isUpcoming, type Booking } from "../../lib/bookings";
import { formatPhone } from "../../lib/phone";
import { usePageTitle } from "../../lib/title";
import { BookingCard } from "./BookingCard";
import { ResultsTab } from "./ResultsTab";
import { useDashboard } from "./useDashboard";
import { VerifyEmailBanner } from "./VerifyEmailBanner";

/** The page; router.tsx shows it to signed-in users only. */
export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  usePageTitle(t("pageTitle"));
  const { profile, bookings } = useDashboard();

  const p = profile.data;
  const name = [p?.firstName, p?.lastName].filter(Boolean).join(" ");

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="xl">
        <Title order={1}>{t("heading")}</Title>
        <Button component={Link} to="/search">
          {t("bookTest")}
        </Button>
      </Group>
      <VerifyEmailBanner />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionCard id="profile-title" title={t("profileTitle")} fz="h3">
            {profile.isPending ? (
              <Stack gap="sm" role="status" aria-busy="true" aria-label={t("loadingProfile")}>
                <Skeleton h={16} w="70%" />
                <Skeleton h={16} w="80%" />
                <Skeleton h={16} w="50%" />
              </Stack>
            ) : (
              <Stack gap="sm">
                <ProfileField label={t("name")} value={name || t("notSet")} />
                <ProfileField label={t("email")} value={p?.email ?? t("notSet")} ltr={Boolean(p?.email)} />
                <ProfileField
                  label={t("phone")}
                  value={formatPhone(p?.phone) || t("notSet")}
                  ltr={Boolean(p?.phone)}
                />
              </Stack>
            )}
            <Button component={Link} to="/profile" variant="light" fullWidth mt="lg">
              {t("editProfile")}
            </Button>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SectionCard id="bookings-title" title={t("bookingsTitle")} fz="h3">
            {bookings.isPending ? (
              <Text c="dimmed" role="status">
                {t("loading")}
              </Text>
            ) : bookings.isError ? (
              <Text c="dimmed">{t("fetchError")}</Text>
            ) : bookings.data.length === 0 ? (
              <Stack gap="sm" align="flex-start">
                <Text c="dimmed">{t("empty")}</Text>
                <Button component={Link} to="/search" variant="light" size="sm">
                  {t("findTest")}
                </Button>
              </Stack>
            ) : (
              <BookingTabs bookings={bookings.data} />
            )}
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** "Upcoming" and "Past" tabs over the patient's bookings (newest first from the API). */
function BookingTabs({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation("dashboard");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = requested === "past" || requested === "results" ? requested : "upcoming";
  const now = new Date();
  const upcoming = bookings
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  const past = bookings
    .filter((b) => !isUpcoming(b, now))
    .sort((a, b) => new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime());
  return (
    <Tabs
      value={tab}
      onChange={(v) => setParams(v === "past" || v === "results" ? { tab: v } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List aria-label={t("tabsLabel")} mb="md">
        <Tabs.Tab value="upcoming">{t("upcomingCount", { n: upcoming.length })}</Tabs.Tab>
        <Tabs.Tab value="past">{t("pastCount", { n: past.length })}</Tabs.Tab>
        <Tabs.Tab value="results">{t("results")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming">
        <BookingList bookings={upcoming} empty={t("noUpcoming")} />
      </Tabs.Panel>
      <Tabs.Panel value="past">
        <BookingList bookings={past} empty={t("noPast")} />
      </Tabs.Panel>
      <Tabs.Panel value="results">
        <ResultsTab />
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

/** A profile detail: its label, and `value` as text (`ltr`: an email or phone, read left to right in Arabic). */
function ProfileField({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <Field label={label}>
      <Text style={ltr ? { overflowWrap: "anywhere" } : undefined}>{ltr ? <Ltr>{value}</Ltr> : value}</Text>
    </Field>
  );
}
