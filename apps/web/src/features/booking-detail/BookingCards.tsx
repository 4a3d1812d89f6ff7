/**
 * The cards of a booking's confirmation page, each `booking` (the patient's Booking; money AED
 * strings, dates Asia/Dubai) in, one section out: when and where (WhenCard), the tests with prices,
 * totals and payment (TestsCard), and the patient (PatientCard).
 */
import { BookedFor } from "../../components/person/BookedFor";
import { Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
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
import { SectionCard } from "../../components/SectionCard";

/** Date and time (Asia/Dubai), the collection (lab visit, or home collection at the address), and the lab. */
export function WhenCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  return (
    <SectionCard id="booking-when-title" title={t("when")} fz="h4" titleMb="sm">
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
    </SectionCard>
  );
}

/**
 * The tests with their prices, then the subtotal, the home-collection fee (home collection only) and
 * the total (AED), then how it is paid (PaymentPart: self-pay, or the insurance and estimated share).
 */
export function TestsCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  return (
    <SectionCard id="booking-tests-title" title={t("tests")} fz="h4" titleMb="sm">
      <TestPriceTable items={b.items} />
      <BookingTotals
        subtotalAed={b.priceAed}
        homeCollectionFeeAed={
          b.collectionMode === "home_collection" ? (b.homeCollectionFeeAed ?? "0.00") : null
        }
        totalAed={b.totalAed}
      />
      <PaymentPart booking={b} />
    </SectionCard>
  );
}

/** The patient's name, email and phone (when given). */
export function PatientCard({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  return (
    <SectionCard id="booking-patient-title" title={t("patient")} fz="h4" titleMb="sm">
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
    </SectionCard>
  );
}

/** The booked tests (`items`) as a table: each test's name and its price (AED). */
function TestPriceTable({ items }: { items: Booking["items"] }) {
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  return (
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
        {items.map((i) => (
          <Table.Tr key={i.testId}>
            <Table.Td>{entityName(i, locale)}</Table.Td>
            <Table.Td ta="end" style={{ whiteSpace: "nowrap" }}>
              {formatAed(i.priceAed, locale)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
