/**
 * The "near me" control: "Use my location" asks the browser for its position only when pressed
 * (a refusal or failure shows messages.comparison.locationDenied; a point outside the UAE,
 * messages.comparison.locationInvalid), or an area picked from `catalog.areas` (grouped by
 * emirate). The choice goes to the URL and localStorage through `useNearMe` (lib/nearMe.ts).
 * Props: `near` (the page's useNearMe()), `idPrefix` (unique ids when used twice on a page),
 * `headingLevel`.
 * Distances shown next to labs are km, one decimal (formatKm).
 */
import { useMemo, useState } from "react";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { DeferredSelect } from "../DeferredSelect";
import { IconCurrentLocation, IconMapPin, IconX } from "@tabler/icons-react";
import { comparisonMessages } from "@labcompare/validators/catalog-messages";
import { inUae, type NearMe } from "../../lib/nearMe";
import { nearMeCopy as copy } from "./nearMe.copy";

export interface NearMeControlProps {
  near: NearMe;
  idPrefix?: string;
  /** Level of the control's heading (2 on its own, 3 inside a section). */
  headingLevel?: 2 | 3;
}

export function NearMeControl({ near, idPrefix = "near", headingLevel = 2 }: NearMeControlProps) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const groups = useMemo(() => {
    const byEmirate = new Map<string, { value: string; label: string }[]>();
    for (const a of near.areas) {
      const list = byEmirate.get(a.emirate) ?? [];
      list.push({ value: a.id, label: a.name });
      byEmirate.set(a.emirate, list);
    }
    return [...byEmirate.entries()].map(([group, items]) => ({ group, items }));
  }, [near.areas]);

  const locate = () => {
    setError(null);
    if (!("geolocation" in navigator)) {
      setError(comparisonMessages.locationDenied);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        if (!inUae(p)) setError(comparisonMessages.locationInvalid);
        else near.setPoint(p);
      },
      () => {
        setLocating(false);
        setError(comparisonMessages.locationDenied);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  const status =
    near.choice?.kind === "gps" ? copy.fromLocation : near.area ? copy.fromArea(near.area.name, near.area.emirate) : null;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`${idPrefix}-title`} data-testid="near-me">
      <Stack gap="xs">
        <Group gap={6}>
          <IconMapPin size={18} aria-hidden />
          <Text id={`${idPrefix}-title`} fw={600} size="sm" component={headingLevel === 2 ? "h2" : "h3"} m={0}>
            {copy.title}
          </Text>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            onClick={locate}
            loading={locating}
            style={{ flex: "1 1 160px", maxWidth: "100%" }}
          >
            {copy.useLocation}
          </Button>
          <DeferredSelect
            label={copy.areaLabel}
            placeholder={copy.areaPlaceholder}
            data={groups}
            value={near.choice?.kind === "area" ? near.choice.areaId : null}
            onChange={(id) => {
              setError(null);
              if (id) near.setArea(id);
              else near.clear();
            }}
            searchable
            clearable
            disabled={near.areasLoading}
            style={{ flex: "1 1 200px", minWidth: 0 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        {status && (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {status}. {copy.hint}
            </Text>
            <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={near.clear}>
              {copy.clear}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
