/**
 * The basket comparison's filters — emirate and home collection, kept in the URL (`emirate`,
 * `home=1`) — and the near-me control (distance from the chosen point, km). Props: `emirates` to
 * offer, `emirate`, `home`, `onChange(patch)`, `near` (useNearMe).
 */
import { Card, Stack, Switch, Title } from "@mantine/core";
import { DeferredSelect } from "../../components/DeferredSelect";
import { NearMeControl } from "../../components/near/NearMeControl";
import type { NearMe } from "../../lib/nearMe";
import { useTranslation } from "react-i18next";

export interface BasketFiltersProps {
  emirates: string[];
  emirate: string | null;
  home: boolean;
  onChange: (patch: { emirate?: string | null; home?: boolean }) => void;
  near: NearMe;
}

export function BasketFilters({ emirates, emirate, home, onChange, near }: BasketFiltersProps) {
  const { t } = useTranslation("basket");
  return (
    <Card shadow="xs" component="section" aria-labelledby="basket-filters-title" padding="md">
      <Title id="basket-filters-title" order={2} fz="h4" mb="xs">
        {t("filtersTitle")}
      </Title>
      <Stack gap="sm">
        <DeferredSelect
          label={t("emirate")}
          placeholder={t("allEmirates")}
          data={emirates}
          value={emirate}
          onChange={(v) => onChange({ emirate: v })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label={t("home")}
          description={t("homeHint")}
          checked={home}
          onChange={(e) => onChange({ home: e.currentTarget.checked })}
        />
        <NearMeControl near={near} idPrefix="basket-near" headingLevel={3} />
      </Stack>
    </Card>
  );
}
