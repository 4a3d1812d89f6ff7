/**
 * "What happens next" on a booking's confirmation page, placed before its actions, for a pending or
 * confirmed booking (null otherwise): whether it is confirmed, or by when the lab confirms it
 * (`confirmBy`, Asia/Dubai, said as it falls, with a plain note when that is outside the lab's hours
 * or after the appointment starts), then the preparation (fasting hours first, the tests' written
 * instructions), the samples taken and what to bring (an insured booking: the insurance card too).
 * Props: `booking` (BookingDto).
 */
import { SectionCard } from "../../components/SectionCard";
import { Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconHourglass } from "@tabler/icons-react";
import { formatLongDate } from "@labcompare/domain/format";
import { PreparationList } from "../../components/appointments/PreparationList";
import type { Booking } from "../../lib/bookings";
import { useSampleTypeText } from "../../lib/catalog";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { PhoneLink } from "../../components/PhoneLink";
import { TitledAlert } from "../../components/TitledAlert";
import { useLocale } from "../../i18n/useLocale";

/** Title colours with AA contrast on the light alert backgrounds (as StatusBadge's). */
const GREEN_TEXT = "#1b5e2a";
const YELLOW_TEXT = "#6b4200";

/** The booking's state as a light alert of `color`: its `icon` and bold `title` in `textColor`, then `children`. */
function StateAlert({
  color,
  textColor,
  icon: Icon,
  title,
  children,
}: {
  color: string;
  textColor: string;
  icon: typeof IconHourglass;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <TitledAlert
      color={color}
      variant="light"
      icon={<Icon size={20} aria-hidden color={textColor} />}
      title={title}
      titleColor={textColor}
      data-testid="booking-confirmation-state"
    >
      {children}
    </TitledAlert>
  );
}

/** Confirmed, or waiting for the lab with the time it confirms by. */
function ConfirmationNotice({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const locale = useLocale();
  if (b.status === "confirmed") {
    return (
      <StateAlert color="green" textColor={GREEN_TEXT} icon={IconCircleCheck} title={t("confirmedTitle")}>
        <Text size="sm" c="dark.7">
          {t("confirmedText", { lab: entityName(b.lab, locale) })}
        </Text>
      </StateAlert>
    );
  }
  const due = b.confirmBy;
  if (!due) return null;
  const by = t("confirmBy", { date: formatLongDate(due.date, locale), time: due.time });
  return (
    <StateAlert
      color="yellow"
      textColor={YELLOW_TEXT}
      icon={IconHourglass}
      title={due.passed ? t("pendingPassedTitle") : t("pendingTitle")}
    >
      <Text size="sm" c="dark.7">
        {due.passed
          ? t("pendingPassedText", { lab: entityName(b.lab, locale), by })
          : t("pendingText", { lab: entityName(b.lab, locale), by })}
        {due.outsideHours && ` ${t("outsideHours")}`}
        {due.afterStart && ` ${t("afterStart")}`}
      </Text>
      {(due.passed || due.afterStart || due.outsideHours) && b.lab.phone && (
        <Text size="sm" c="dark.7" mt={4}>
          {t("callToCheck")}
          <PhoneLink phone={b.lab.phone} emphasised />.
        </Text>
      )}
    </StateAlert>
  );
}

/** The section of `booking` (see the module comment); null unless pending or confirmed. */
export function NextSteps({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookingDetail");
  const sampleTypeText = useSampleTypeText();
  const locale = useLocale();
  if (b.status !== "pending" && b.status !== "confirmed") return null;
  const samples = [...new Set(b.items.map((i) => i.sampleType))].map(sampleTypeText);
  return (
    <SectionCard id="booking-next-title" title={t("nextSteps")} fz="h4" testId="booking-next-steps">
      <Stack gap="md">
        <ConfirmationNotice booking={b} />
        <div>
          <Title order={3} fz="h5" mb="xs">
            {t("preparation")}
          </Title>
          <PreparationList items={b.items} emptyText={t("noPreparation")} />
        </div>
        <div>
          <Title order={3} fz="h5" mb={4}>
            {t("samples")}
          </Title>
          <Text size="sm">{samples.join(locale === "ar" ? "، " : ", ")}</Text>
        </div>
        <div>
          <Title order={3} fz="h5" mb={4}>
            {t("bring")}
          </Title>
          <Text size="sm">
            {b.collectionMode === "home_collection"
              ? t("bringHome", { reference: b.reference })
              : t("bringLabVisit", { reference: b.reference })}
            {b.paymentMethod === "insurance" && ` ${t("bringInsurance")}`}
          </Text>
        </div>
      </Stack>
    </SectionCard>
  );
}
