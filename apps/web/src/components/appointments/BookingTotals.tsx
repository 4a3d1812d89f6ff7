/**
 * Subtotal, the one home-collection fee of the visit (shown only for home collection) and the
 * total, in AED. Props: AED strings or numbers as `bookingTotals` returns them
 * (`homeCollectionFeeAed` null for a lab visit).
 */
import { Divider, Group, Stack, Text } from "@mantine/core";
import { formatAed } from "@labcompare/domain/format";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";

export interface BookingTotalsProps {
  subtotalAed: string | number;
  homeCollectionFeeAed: string | number | null;
  totalAed: string | number;
}

export function BookingTotals({ subtotalAed, homeCollectionFeeAed, totalAed }: BookingTotalsProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  return (
    <Stack gap={6} data-testid="booking-totals">
      <Group justify="space-between">
        <Text size="sm">{t("totals.subtotal")}</Text>
        <Text size="sm" fw={600}>
          {formatAed(subtotalAed, locale)}
        </Text>
      </Group>
      {homeCollectionFeeAed !== null && (
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm">{t("totals.homeCollectionFee")}</Text>
            <Text size="xs" c="dimmed">
              {t("totals.homeCollectionFeeNote")}
            </Text>
          </div>
          <Text size="sm" fw={600}>
            {formatAed(homeCollectionFeeAed, locale)}
          </Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t("totals.total")}</Text>
        <Text fw={800} c="brand.9" data-testid="booking-total">
          {formatAed(totalAed, locale)}
        </Text>
      </Group>
    </Stack>
  );
}
