/**
 * The cards of a booking's confirmation page, each `booking` (the patient's Booking; money AED
 * strings, dates Asia/Dubai) in, one section out: when and where (WhenCard), the tests with prices,
 * totals and payment (TestsCard), and the patient (PatientCard).
 */
import { BookedFor } from "../../components/person/BookedFor";
import { Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { formatAed, formatDate, MONTH_DAY_YEAR } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { AppointmentWhen } from "../../components/appointments/AppointmentWhen";
import { BookingTotals } from "../../components/appointments/BookingTotals";
import { LabDetails } from "../../components/appointments/LabDetails";
import type { Booking } from "../../lib/bookings";
import { formatPhone } from "../../lib/phone";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import { PaymentPart } from "./PaymentPart";

/** Date and time (Asia/Dubai), the collection (lab visit, or home collection at the address), and the lab. */
export function WhenCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  return (
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
  );
}

/**
 * The tests with their prices, then the subtotal, the home-collection fee (home collection only) and
 * the total (AED), then how it is paid (PaymentPart: self-pay, or the insurance and estimated share).
 */
export function TestsCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  return (
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
      <BookingTotals
        subtotalAed={b.priceAed}
        homeCollectionFeeAed={
          b.collectionMode === "home_collection" ? (b.homeCollectionFeeAed ?? "0.00") : null
        }
        totalAed={b.totalAed}
      />
      <PaymentPart booking={b} />
    </Card>
  );
}

/** The patient's name, email and phone (when given). */
export function PatientCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  return (
    <Card shadow="xs" component="section" aria-labelledby="booking-patient-title">
      <Title id="booking-patient-title" order={2} fz="h4" mb="sm">
        {t("patient")}
      </Title>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {b.patientName}
        </Text>
        <BookedFor booking={b} c="dimmed" />
        {b.personDateOfBirth && (
          <Text size="sm">
            {t("bornOn", { date: formatDate(b.personDateOfBirth, MONTH_DAY_YEAR, { locale }) })}
          </Text>
        )}
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Ltr>{b.patientEmail}</Ltr>
        </Text>
        {b.patientPhone && (
          <Text size="sm">
            <Ltr>{formatPhone(b.patientPhone)}</Ltr>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
