/**
 * The "near me" control: "Use my location" asks the browser for its position only when pressed
 * (a refusal or failure shows messages.comparison.locationDenied; a point outside the UAE,
 * messages.comparison.locationInvalid), or an area picked from `catalog.areas` (grouped by
 * emirate). The choice goes to the URL and localStorage through `useNearMe` (lib/nearMe.ts).
 * Props: `near` (the page's useNearMe()), `idPrefix` (unique ids when used twice on a page),
 * `headingLevel`.
 * Distances shown next to labs are km, one decimal (formatKm).
 */
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { emirateName } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { DeferredSelect } from "../DeferredSelect";
import { IconCurrentLocation, IconMapPin, IconX } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import type { NearMe } from "../../lib/nearMe";
import { useAreaGroups, useLocateMe } from "./useLocateMe";

export interface NearMeControlProps {
  near: NearMe;
  idPrefix?: string;
  /** Level of the control's heading (2 on its own, 3 inside a section). */
  headingLevel?: 2 | 3;
}

/** The near-me section: heading, "Use my location", the area select, errors and the current choice. */
export function NearMeControl({ near, idPrefix = "near", headingLevel = 2 }: NearMeControlProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { locating, error, setError, locate } = useLocateMe(near);
  const groups = useAreaGroups(near.areas, locale);

  const status =
    near.choice?.kind === "gps"
      ? t("nearMe.fromLocation")
      : near.area
        ? t("nearMe.fromArea", {
            area: entityName(near.area, locale),
            emirate: emirateName(near.area.emirate, locale),
          })
        : null;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby={`${idPrefix}-title`}
      data-testid="near-me"
    >
      <Stack gap="xs">
        <Group gap={6}>
          <IconMapPin size={18} aria-hidden />
          <Text
            id={`${idPrefix}-title`}
            fw={600}
            size="sm"
            component={headingLevel === 2 ? "h2" : "h3"}
            m={0}
          >
            {t("nearMe.title")}
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
            {t("nearMe.useLocation")}
          </Button>
          <DeferredSelect
            label={t("nearMe.areaLabel")}
            placeholder={t("nearMe.areaPlaceholder")}
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
              {`${status}. ${t("nearMe.hint")}`}
            </Text>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={near.clear}
            >
              {t("nearMe.clear")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
