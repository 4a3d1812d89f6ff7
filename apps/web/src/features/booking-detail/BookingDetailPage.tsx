/**
 * /bookings/{reference} (signed-in owner only): the confirmation page of one booking — reference,
 * status, date and time with weekday (Asia/Dubai), the lab (address, hours, phone, directions), tests
 * with prices and the totals in AED, every test's preparation, who cancelled and why, and the
 * actions (add to calendar, reschedule, cancel; BookingActions). Another user's or an unknown
 * reference reads "Booking not found" (the API answers NOT_FOUND for both).
 */
import { Alert, Button, Card, Container, Grid, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconInfoCircle } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { formatAed, formatLongDate } from "@labcompare/domain/format";
import { BackButton } from "../../components/BackButton";
import { BookingTotals } from "../../components/appointments/BookingTotals";
import { LabDetails } from "../../components/appointments/LabDetails";
import { PreparationList } from "../../components/appointments/PreparationList";
import { RequireAuth } from "../../components/RequireAuth";
import { StatusBadge } from "../../components/StatusBadge";
import { cancelledByText, type Booking } from "../../lib/bookings";
import { formatPhone } from "../../lib/phone";
import { usePageTitle } from "../../lib/title";
import { BookingActions } from "./BookingActions";
import { useBooking } from "./useBooking";
import { bookingDetailCopy as copy } from "./bookingDetail.copy";
import { DetailPageSkeleton } from "../../components/DetailPage";

export default function BookingDetailPage() {
  return (
    <RequireAuth>
      <BookingDetail />
    </RequireAuth>
  );
}

function BookingDetail() {
  const { reference = "" } = useParams();
  const ref = reference.trim().toUpperCase();
  usePageTitle(copy.pageTitle(ref));
  const booking = useBooking(ref);

  if (booking.isPending) {
    return (
      <DetailPageSkeleton
        label={copy.loading}
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
          <Title order={1}>{copy.notFoundTitle}</Title>
          <Text c="dimmed">{copy.notFoundText}</Text>
          <Button component={Link} to="/dashboard">
            {copy.toDashboard}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <BookingView booking={booking.data} />;
}

/** The confirmation of a loaded booking (money AED strings, dates Asia/Dubai). */
function BookingView({ booking: b }: { booking: Booking }) {
  const when = copy.at(formatLongDate(b.scheduledDate), b.scheduledTime);
  const cancelledBy = cancelledByText(b);
  return (
    <Container size="lg" py="xl">
      <BackButton to="/dashboard">{copy.backToDashboard}</BackButton>
      <Group justify="space-between" align="flex-start" mt="md" mb="xs" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {copy.referenceLabel}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} data-testid="booking-reference">
              {b.reference}
            </Title>
            <StatusBadge status={b.status} />
          </Group>
        </div>
      </Group>
      <Text c="dimmed" mb="lg">
        {copy.intro}
      </Text>

      {cancelledBy && (
        <Alert color="red" variant="light" mb="lg" icon={<IconInfoCircle size={18} aria-hidden color="#a51d1d" />} title={<Text span fw={700} fz="sm" c="#a51d1d">{cancelledBy}</Text>}>
          {b.cancellationReason && (
            <Text size="sm" c="dark.7">
              {copy.reason(b.cancellationReason)}
            </Text>
          )}
        </Alert>
      )}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card shadow="xs" component="section" aria-labelledby="booking-when-title">
              <Title id="booking-when-title" order={2} fz="h4" mb="sm">
                {copy.when}
              </Title>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <div>
                  <Text fw={700} data-testid="booking-when">
                    {when}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {copy.dubaiTime}
                  </Text>
                </div>
              </Group>
              <Text size="sm" mt="sm">
                <Text span fw={600}>
                  {copy.collection}:{" "}
                </Text>
                {b.collectionMode === "home_collection" ? copy.homeCollectionAt(b.collectionAddress ?? "", b.collectionEmirate) : copy.labVisit}
              </Text>
              <Title order={3} fz="h5" mt="md" mb="xs">
                {copy.where}
              </Title>
              <LabDetails lab={b.lab} />
            </Card>

            <Card shadow="xs" component="section" aria-labelledby="booking-tests-title">
              <Title id="booking-tests-title" order={2} fz="h4" mb="sm">
                {copy.tests}
              </Title>
              <Table verticalSpacing="xs" mb="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{copy.tests}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {copy.price}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {b.items.map((i) => (
                    <Table.Tr key={i.testId}>
                      <Table.Td>{i.name}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        {formatAed(i.priceAed)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <BookingTotals subtotalAed={b.priceAed} homeCollectionFeeAed={b.collectionMode === "home_collection" ? (b.homeCollectionFeeAed ?? "0.00") : null} totalAed={b.totalAed} />
            </Card>

            <Card shadow="xs" component="section" aria-labelledby="booking-prep-title">
              <Title id="booking-prep-title" order={2} fz="h4" mb="sm">
                {copy.preparation}
              </Title>
              <PreparationList items={b.items} emptyText={copy.noPreparation} />
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <BookingActions booking={b} />
            <Card shadow="xs" component="section" aria-labelledby="booking-patient-title">
              <Title id="booking-patient-title" order={2} fz="h4" mb="sm">
                {copy.patient}
              </Title>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {b.patientName}
                </Text>
                <Text size="sm">{b.patientEmail}</Text>
                {b.patientPhone && <Text size="sm">{formatPhone(b.patientPhone)}</Text>}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
