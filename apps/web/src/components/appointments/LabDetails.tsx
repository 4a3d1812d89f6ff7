/**
 * A lab's name, address (formatLabAddress: the area and emirate once; Arabic ones on Arabic pages), opening hours (the text the API makes from the weekly schedule, Asia/Dubai),
 * phone (a tel: link) and a directions link (Google Maps, new tab). Props: `lab` with those fields;
 * `withName` (default true) shows the name as a heading-like line; `compact` drops the icons' gap.
 */
import { Stack, Text } from "@mantine/core";
import { IconClock, IconDirections, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { formatLabAddress } from "@labcompare/domain/format";
import { useOpeningHoursText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";
import type { WeeklyHours } from "@labcompare/domain/calendar";
import { IconRow } from "../IconRow";
import { NewTabAnchor } from "../NewTabAnchor";
import { PhoneLink } from "../PhoneLink";

export interface LabDetailsProps {
  lab: {
    name: string;
    nameAr?: string | null;
    address: string;
    addressAr?: string | null;
    area?: string;
    areaAr?: string | null;
    emirate?: string;
    phone?: string | null;
    openingHours?: string | null;
    weeklyHours?: WeeklyHours | null;
    directionsUrl?: string | null;
  };
  withName?: boolean;
}

export function LabDetails({ lab, withName = true }: LabDetailsProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const name = entityName(lab, locale);
  const hoursText = useOpeningHoursText();
  const hours = lab.weeklyHours ? hoursText(lab.weeklyHours) : lab.openingHours;
  return (
    <Stack gap={6}>
      {withName && <Text fw={700}>{name}</Text>}
      <IconRow icon={<IconMapPin size={16} aria-hidden />}>{formatLabAddress(lab, locale)}</IconRow>
      {hours && (
        <IconRow icon={<IconClock size={16} aria-hidden />}>
          <span>
            <Text span size="sm" c="dimmed">
              {t("lab.hours")}:{" "}
            </Text>
            {hours}
          </span>
        </IconRow>
      )}
      {lab.phone && (
        <IconRow icon={<IconPhone size={16} aria-hidden />}>
          <PhoneLink phone={lab.phone} td="underline" />
        </IconRow>
      )}
      {lab.directionsUrl && (
        <IconRow icon={<IconDirections size={16} aria-hidden />}>
          <NewTabAnchor
            href={lab.directionsUrl}
            size="sm"
            fw={600}
            aria-label={t("lab.directionsTo", { lab: name })}
          >
            {t("lab.directions")}
          </NewTabAnchor>
        </IconRow>
      )}
    </Stack>
  );
}
