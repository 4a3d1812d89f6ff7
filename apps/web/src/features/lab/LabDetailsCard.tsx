/**
 * A lab's practical details: address (formatLabAddress: street, area and emirate, none repeated), phone (tel: link), directions (Google Maps, new tab), opening
 * hours as text and per day (WeeklyHoursTable), home collection and the emirates it collects in,
 * and accreditation. Props: `lab` (catalog.labs.bySlug).
 */
import { Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  IconClock,
  IconDirections,
  IconMapPin,
  IconPhone,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { emirateName, formatLabAddress } from "@labcompare/domain/format";
import { Ltr } from "../../i18n/Ltr";
import { useOpeningHoursText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";
import { AccreditationBadges } from "../../components/AccreditationBadges";
import { HomeCollectionIcon } from "../../components/HomeCollectionIcon";
import { NewTabAnchor } from "../../components/NewTabAnchor";
import { PhoneLink } from "../../components/PhoneLink";
import type { RouterOutputs } from "../../trpc";
import { WeeklyHoursTable } from "./WeeklyHoursTable";

export type LabDetail = RouterOutputs["catalog"]["labs"]["bySlug"];

export function LabDetailsCard({ lab }: { lab: LabDetail }) {
  const { t } = useTranslation("lab");
  const locale = useLocale();
  const hoursText = useOpeningHoursText();
  return (
    <Card shadow="xs" padding="lg" component="section" aria-labelledby="lab-details-title">
      <Title id="lab-details-title" order={2} fz="h4" mb="sm">
        {t("detailsTitle")}
      </Title>
      <Stack gap="sm">
        <Row icon={<IconMapPin size={18} aria-hidden />} label={t("address")}>
          {formatLabAddress(lab, locale)}
          <br />
          <NewTabAnchor href={lab.directionsUrl} size="sm" fw={600} td="underline">
            <IconDirections size={14} aria-hidden style={{ verticalAlign: "-2px", marginInlineEnd: 4 }} />
            {t("directions")}
            <VisuallyHidden>{t("directionsHidden", { name: entityName(lab, locale) })}</VisuallyHidden>
          </NewTabAnchor>
        </Row>
        {lab.phone && (
          <Row icon={<IconPhone size={18} aria-hidden />} label={t("phone")}>
            <PhoneLink phone={lab.phone} td="underline" />
          </Row>
        )}
        <Row
          icon={<HomeCollectionIcon homeCollection={lab.homeCollection} size={18} />}
          label={t("homeTitle")}
        >
          {lab.homeCollection && lab.serviceEmirates.length > 0
            ? t("homeYes", {
                emirates: lab.serviceEmirates
                  .map((e) => emirateName(e, locale))
                  .join(locale === "ar" ? "، " : ", "),
              })
            : t("homeNo")}
        </Row>
        {lab.accreditation.length > 0 && (
          <Row icon={<IconRosetteDiscountCheck size={18} aria-hidden />} label={t("accreditation")}>
            <AccreditationBadges list={lab.accreditation} size="sm" />
          </Row>
        )}
        <Row icon={<IconClock size={18} aria-hidden />} label={t("hoursTitle")}>
          {hoursText(lab.weeklyHours)}
        </Row>
        <WeeklyHoursTable weeklyHours={lab.weeklyHours} />
        <Text size="xs" c="dimmed">
          <Trans t={t} i18nKey="hoursNote" components={{ ltr: <Ltr>{null}</Ltr> }} />
        </Text>
      </Stack>
    </Card>
  );
}

function Row({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <Group gap={10} wrap="nowrap" align="flex-start">
      <span style={{ marginTop: 2, flexShrink: 0, display: "inline-flex" }}>{icon}</span>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text size="sm" component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}
