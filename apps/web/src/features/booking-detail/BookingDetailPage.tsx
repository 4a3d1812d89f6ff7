/**
 * /bookings/{reference} (signed-in owner only): the confirmation page of one booking — reference,
 * status, what happens next (confirmed, or by when the lab confirms; preparation, samples, what to
 * bring: NextSteps, before the actions), date and time with weekday (a home collection as its window,
 * Asia/Dubai), the lab (address, hours, phone, directions), tests with prices and the totals in AED,
 * how it is paid (self-pay, or the insurer, plan, member number, referral, the estimated share and
 * the cover notice),
 * who cancelled and why, and the actions (add to calendar, reschedule, cancel; BookingActions). Once
 * the lab has sent results, "Results ready" with the values comes first (BookingResults).
 * A critical report (an LL or HH value) puts its notice at the top (CriticalResultsNotice).
 * Another user's or an unknown reference reads "Booking not found" (the API answers NOT_FOUND for both).
 */
import { Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { TitledAlert } from "../../components/TitledAlert";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { BackButton } from "../../components/BackButton";
import { StatusBadge } from "../../components/StatusBadge";
import { useCancelledByText, type Booking } from "../../lib/bookings";
import { usePageTitle } from "../../lib/title";
import { BookingActions } from "./BookingActions";
import { PatientCard, TestsCard, WhenCard } from "./BookingCards";
import { BookingResults } from "./BookingResults";
import { CriticalResultsNotice } from "./CriticalResultsNotice";
import { NextSteps } from "./NextSteps";
import { useBooking } from "./useBooking";
import { useTranslation } from "../../i18n/useTranslation";
import { Ltr } from "../../i18n/Ltr";
import { DetailPageSkeleton } from "../../components/DetailPage";

/** The page; router.tsx shows it to signed-in users only. */
export default function BookingDetailPage() {
  const { reference = "" } = useParams();
  const { t } = useTranslation("bookingDetail");
  const ref = reference.trim().toUpperCase();
  usePageTitle(t("pageTitle", { reference: ref }));
  const booking = useBooking(ref);

  if (booking.isPending) {
    return (
      <DetailPageSkeleton
        label={t("loading")}
        titleWidth="40%"
        main={{ span: 8, children: <Skeleton h={320} /> }}
        side={{ span: 4, children: <Skeleton h={200} /> }}
      />
    );
  }
  if (booking.isError) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{t("notFoundTitle")}</Title>
          <Text c="dimmed">{t("notFoundText")}</Text>
          <Button component={Link} to="/dashboard">
            {t("toDashboard")}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <BookingView booking={booking.data} />;
}

/** The confirmation of a loaded booking (money AED strings, dates Asia/Dubai). */
function BookingView({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const cancelledBy = useCancelledByText(b);
  return (
    <Container size="lg" py="xl">
      <BackButton to="/dashboard">{t("backToDashboard")}</BackButton>
      <Group justify="space-between" align="flex-start" mt="md" mb="xs" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {t("referenceLabel")}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} data-testid="booking-reference">
              <Ltr>{b.reference}</Ltr>
            </Title>
            <StatusBadge status={b.status} />
          </Group>
        </div>
      </Group>
      <Text c="dimmed" mb="lg">
        {t("intro")}
      </Text>
      <CriticalResultsNotice reference={b.reference} />

      {cancelledBy && (
        <TitledAlert
          color="red"
          variant="light"
          mb="lg"
          icon={<IconInfoCircle size={18} aria-hidden color="#a51d1d" />}
          title={cancelledBy}
          titleColor="#a51d1d"
        >
          {b.cancellationReason && (
            <Text size="sm" c="dark.7">
              {t("reason", { reason: b.cancellationReason })}
            </Text>
          )}
        </TitledAlert>
      )}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <BookingResults reference={b.reference} personId={b.familyMemberId} />
            <NextSteps booking={b} />
            <WhenCard booking={b} />
            <TestsCard booking={b} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <BookingActions booking={b} />
            <PatientCard booking={b} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
