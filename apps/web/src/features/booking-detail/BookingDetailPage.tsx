/**
 * /bookings/{reference} (signed-in owner only): the confirmation page of one booking — reference,
 * status, what happens next (confirmed, or by when the lab confirms; preparation, samples, what to
 * bring: NextSteps, before the actions), date and time with weekday (a home collection as its window,
 * Asia/Dubai), the lab (address, hours, phone, directions), tests with prices and the totals in AED,
 * who cancelled and why, and the actions (add to calendar, reschedule, cancel; BookingActions). Once
 * the lab has sent results, "Results ready" with the values comes first (BookingResults).
 * Another user's or an unknown reference reads "Booking not found" (the API answers NOT_FOUND for both).
 */
import { Alert, Button, Card, Container, Grid, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconInfoCircle } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { BackButton } from "../../components/BackButton";
import { AppointmentWhen } from "../../components/appointments/AppointmentWhen";
import { BookingTotals } from "../../components/appointments/BookingTotals";
import { LabDetails } from "../../components/appointments/LabDetails";
import { StatusBadge } from "../../components/StatusBadge";
import { useCancelledByText, type Booking } from "../../lib/bookings";
import { formatPhone } from "../../lib/phone";
import { usePageTitle } from "../../lib/title";
import { BookingActions } from "./BookingActions";
import { BookingResults } from "./BookingResults";
import { NextSteps } from "./NextSteps";
import { useBooking } from "./useBooking";
import { Trans, useTranslation } from "react-i18next";
import { entityName } from "@labcompare/domain/locale";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
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
  const locale = useLocale();
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

      {cancelledBy && (
        <Alert color="red" variant="light" mb="lg" icon={<IconInfoCircle size={18} aria-hidden color="#a51d1d" />} title={<Text span fw={700} fz="sm" c="#a51d1d">{cancelledBy}</Text>}>
          {b.cancellationReason && (
            <Text size="sm" c="dark.7">
              {t("reason", { reason: b.cancellationReason })}
            </Text>
          )}
        </Alert>
      )}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <BookingResults reference={b.reference} />
            <NextSteps booking={b} />
            <Card shadow="xs" component="section" aria-labelledby="booking-when-title">
              <Title id="booking-when-title" order={2} fz="h4" mb="sm">
                {t("when")}
              </Title>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <div>
                  <Text fw={700} data-testid="booking-when">
                    <AppointmentWhen booking={b} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Trans t={t} i18nKey="dubaiTime" components={{ ltr: <Ltr>{null}</Ltr> }} />
                  </Text>
                </div>
              </Group>
              <Text size="sm" mt="sm">
                <Text span fw={600}>
                  {t("collection")}:{" "}
                </Text>
                {b.collectionMode !== "home_collection"
                  ? t("collectionMode.labVisit", { ns: "appointments" })
                  : b.collectionEmirate
                    ? t("homeCollectionAtIn", { address: b.collectionAddress ?? "", emirate: b.collectionEmirate })
                    : t("homeCollectionAt", { address: b.collectionAddress ?? "" })}
              </Text>
              <Title order={3} fz="h5" mt="md" mb="xs">
                {t("where")}
              </Title>
              <LabDetails lab={b.lab} />
            </Card>

            <Card shadow="xs" component="section" aria-labelledby="booking-tests-title">
              <Title id="booking-tests-title" order={2} fz="h4" mb="sm">
                {t("tests")}
              </Title>
              <Table verticalSpacing="xs" mb="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("tests")}</Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t("price")}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {b.items.map((i) => (
                    <Table.Tr key={i.testId}>
                      <Table.Td>{entityName(i, locale)}</Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: "nowrap" }}>
                        {formatAed(i.priceAed, locale)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <BookingTotals subtotalAed={b.priceAed} homeCollectionFeeAed={b.collectionMode === "home_collection" ? (b.homeCollectionFeeAed ?? "0.00") : null} totalAed={b.totalAed} />
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <BookingActions booking={b} />
            <Card shadow="xs" component="section" aria-labelledby="booking-patient-title">
              <Title id="booking-patient-title" order={2} fz="h4" mb="sm">
                {t("patient")}
              </Title>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {b.patientName}
                </Text>
                <Text size="sm">
                  <Ltr>{b.patientEmail}</Ltr>
                </Text>
                {b.patientPhone && (
                  <Text size="sm">
                    <Ltr>{formatPhone(b.patientPhone)}</Ltr>
                  </Text>
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
