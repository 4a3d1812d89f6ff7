/**
 * The lab filter (from the /labs directory) as a removable chip: "Tests at {lab}" with a close link
 * to the same search without the lab. Props: `state` (the URL state, with `lab` set), `lab` (the
 * lab it names, null while loading or unknown), `labsPending`.
 */
import { Badge, CloseButton, Group } from "@mantine/core";
import { IconBuildingHospital } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import type { SearchState } from "../../lib/searchParams";
import { withoutLabHref } from "./searchPageState";

export interface LabFilterChipProps {
  state: SearchState;
  lab: { name: string; nameAr?: string | null } | null;
  labsPending: boolean;
}

export function LabFilterChip({ state, lab, labsPending }: LabFilterChipProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  const labName = lab ? entityName(lab, locale) : (state.lab ?? "");
  return (
    <Group gap="xs" mb="sm">
      <Badge
        size="lg"
        variant="light"
        color="brand"
        c="brand.9"
        tt="none"
        leftSection={<IconBuildingHospital size={14} aria-hidden />}
        rightSection={
          <CloseButton
            component={Link}
            to={withoutLabHref(state)}
            size="sm"
            variant="transparent"
            c="brand.9"
            aria-label={t("labFilterRemove", { name: labName })}
          />
        }
        pr={4}
        data-testid="lab-filter"
      >
        {t("labFilter", { name: lab ? labName : labsPending ? "…" : state.lab })}
      </Badge>
    </Group>
  );
}
