/**
 * The booking page's summary card: the lab's name and area (its address, hours and directions are
 * beside the calendar), each test with its price, the running totals in AED (subtotal, one home-collection fee per
 * visit, total — from the shared `bookingTotals`), a notice when the server reported a new total
 * (with a button to confirm it), with a plan the patient's estimated share (network, what is not
 * covered, "The lab confirms your cover at the visit…"), and every test's preparation. Props: `lab`
 * (null while no lab offers all tests), `items`, `totals`, `estimate` (patientShare's output at
 * this lab, or null), `priceNotice` (new total AED or null), `onConfirmPrice`,
 * `pending` (a request is on its way).
 */
import { Button, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { TitledAlert } from "../../components/TitledAlert";
import { IconAlertTriangle } from "@tabler/icons-react";
import { formatAed, labAreaEmirate } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { BookingTotals } from "../../components/appointments/BookingTotals";
import { PreparationList } from "../../components/appointments/PreparationList";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import type { BookingItem, PublicLab } from "./useBookingSelection";
import type { PatientShare } from "@labcompare/domain/insurance";
import { messages } from "@labcompare/validators/messages";
import { NetworkBadge, PlanShareLines } from "../../components/payer/PlanEstimate";
import { LocalizedMessage } from "../../i18n/LocalizedMessage";

export interface BookingSummaryProps {
  lab: PublicLab | null;
  items: BookingItem[];
  totals: { subtotalAed: string; homeCollectionFeeAed: string | null; totalAed: string };
  estimate: PatientShare | null;
  priceNotice: string | null;
  onConfirmPrice: () => void;
  pending: boolean;
}

export function BookingSummary({
  lab,
  items,
  totals,
  estimate,
  priceNotice,
  onConfirmPrice,
  pending,
}: BookingSummaryProps) {
  const { t } = useTranslation(["booking", "common"]);
  const locale = useLocale();
  return (
    <Card
      shadow="sm"
      padding="xl"
      p={{ base: "md", xs: "xl" }}
      style={{ position: "sticky", top: 88 }}
      data-testid="booking-summary"
      component="aside"
      aria-labelledby="booking-summary-title"
    >
      <Stack gap="sm">
        <Title id="booking-summary-title" order={2} fz="h3">
          {t("summaryTitle")}
        </Title>
        {lab && (
          <div>
            <Text fw={700}>{entityName(lab, locale)}</Text>
            <Text size="sm" c="dimmed">
              {t("common:place.areaEmirate", labAreaEmirate(lab, locale))}
            </Text>
          </div>
        )}
        <Divider />
        <Stack gap={6}>
          {items.map(({ test, offer }) => (
            <Group key={test.id} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{entityName(test, locale)}</Text>
              <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                {formatAed(offer.priceAed, locale)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider />
        <BookingTotals {...totals} />
        {estimate && (
          <Stack gap={6} data-testid="booking-estimate">
            <NetworkBadge inNetwork={estimate.inNetwork} />
            <PlanShareLines
              estimate={estimate}
              nameOf={(testId) => {
                const item = items.find((i) => i.test.id === testId);
                return item ? entityName(item.test, locale) : "";
              }}
            />
            <Text size="xs" c="dimmed">
              <LocalizedMessage text={messages.insurance.coverNotice} />
            </Text>
          </Stack>
        )}
        {priceNotice && (
          <TitledAlert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden color="#8a3c00" />}
            title={t("priceChangedTitle")}
            titleColor="#8a3c00"
            role="alert"
          >
            <Text size="sm" c="dark.7">
              {t("priceChanged")}
            </Text>
            <Text size="sm" fw={700} c="dark.7" mt={4}>
              {t("newTotal", { total: formatAed(priceNotice, locale) })}
            </Text>
            <Button size="xs" mt="xs" onClick={onConfirmPrice} disabled={pending}>
              {t("confirmNewTotal")}
            </Button>
          </TitledAlert>
        )}
        <PreparationList items={items.map(({ test }) => ({ ...test, testId: test.id }))} />
      </Stack>
    </Card>
  );
}
