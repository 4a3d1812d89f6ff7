/**
 * How a booking is paid, under its totals on the confirmation page. Props: `booking` (the patient's
 * Booking; money AED strings). Self-pay: one line "Payment: Self-pay". Insured: a "Payment" part with
 * the insurer and plan (their Arabic names on Arabic pages when they have them), the member number,
 * whether a doctor's referral is held, "Your share (estimate)" in AED (estimated at booking time; the
 * cash total stays in the totals above) and the cover notice (messages.insurance.coverNotice).
 */
import { Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { formatAed } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { insuranceMessages } from "@labcompare/validators/insurance-messages";
import type { Booking } from "../../lib/bookings";
import { Ltr } from "../../i18n/Ltr";
import { localizeMessage } from "../../i18n/messagesByKey";
import { useLocale } from "../../i18n/useLocale";

/** One label and its value on a line, the value at the end. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} ta="end">
        {children}
      </Text>
    </Group>
  );
}

/** The payment of `booking`: a line for self-pay, the insurance part for an insured booking. */
export function PaymentPart({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  const plan = b.insurancePlan;
  if (b.paymentMethod !== "insurance" || !plan || !b.estimatedShareAed) {
    return (
      <Text size="sm" mt="md" data-testid="booking-payment">
        <Text span fw={600}>
          {t("payment")}:{" "}
        </Text>
        {t("selfPay")}
      </Text>
    );
  }
  return (
    <section aria-labelledby="booking-payment-title" data-testid="booking-payment">
      <Divider my="md" />
      <Title id="booking-payment-title" order={3} fz="h5" mb="xs">
        {t("payment")}
      </Title>
      <Stack gap={6}>
        <Row label={t("insurance")}>
          {t("insurancePlan", { insurer: entityName(plan.insurer, locale), plan: entityName(plan, locale) })}
        </Row>
        {b.memberNumber && (
          <Row label={t("memberNumber")}>
            <Ltr>{b.memberNumber}</Ltr>
          </Row>
        )}
        <Row label={t("referral")}>{b.referral ? t("referralYes") : t("referralNo")}</Row>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700}>{t("yourShare")}</Text>
          <Text fw={800} c="brand.9" data-testid="booking-share">
            {formatAed(b.estimatedShareAed, locale)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {localizeMessage(insuranceMessages.coverNotice, t)}
        </Text>
      </Stack>
    </section>
  );
}
