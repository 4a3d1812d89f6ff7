/**
 * A lab's practical details: address, phone (tel: link), directions (Google Maps, new tab), opening
 * hours as text and per day (WeeklyHoursTable), home collection and the emirates it collects in,
 * and accreditation. Props: `lab` (catalog.labs.bySlug).
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconClock, IconDirections, IconHome, IconHomeOff, IconMapPin, IconPhone, IconRosetteDiscountCheck } from "@tabler/icons-react";
import { phoneHref } from "../../lib/siteSettings";
import type { RouterOutputs } from "../../trpc";
import { labCopy as copy } from "./lab.copy";
import { WeeklyHoursTable } from "./WeeklyHoursTable";

export type LabDetail = RouterOutputs["catalog"]["labs"]["bySlug"];

export function LabDetailsCard({ lab }: { lab: LabDetail }) {
  return (
    <Card shadow="xs" padding="lg" component="section" aria-labelledby="lab-details-title">
      <Title id="lab-details-title" order={2} fz="h4" mb="sm">
        {copy.detailsTitle}
      </Title>
      <Stack gap="sm">
        <Row icon={<IconMapPin size={18} aria-hidden />} label={copy.address}>
          {lab.address}
          <br />
          <Anchor href={lab.directionsUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600} td="underline">
            <IconDirections size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
            {copy.directions}
            <VisuallyHidden>{copy.directionsHidden(lab.name)}</VisuallyHidden>
          </Anchor>
        </Row>
        {lab.phone && (
          <Row icon={<IconPhone size={18} aria-hidden />} label={copy.phone}>
            <Anchor href={phoneHref(lab.phone)} size="sm" c="dark.7" td="underline">
              {lab.phone}
            </Anchor>
          </Row>
        )}
        <Row icon={lab.homeCollection ? <IconHome size={18} aria-hidden /> : <IconHomeOff size={18} aria-hidden />} label={copy.homeTitle}>
          {lab.homeCollection && lab.serviceEmirates.length > 0 ? copy.homeYes(lab.serviceEmirates.join(", ")) : copy.homeNo}
        </Row>
        {lab.accreditation.length > 0 && (
          <Row icon={<IconRosetteDiscountCheck size={18} aria-hidden />} label={copy.accreditation}>
            <Group gap={4}>
              {lab.accreditation.map((a) => (
                <Badge key={a} size="sm" variant="outline" color="gray" c="dark.6">
                  {a}
                </Badge>
              ))}
            </Group>
          </Row>
        )}
        <Row icon={<IconClock size={18} aria-hidden />} label={copy.hoursTitle}>
          {lab.openingHours}
        </Row>
        <WeeklyHoursTable weeklyHours={lab.weeklyHours} />
        <Text size="xs" c="dimmed">
          {copy.hoursNote}
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
