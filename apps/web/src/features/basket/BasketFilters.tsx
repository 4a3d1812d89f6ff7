/**
 * The basket comparison's filters — how the sample is taken (CollectionChoice: lab visit or home
 * collection in an emirate) and the labs' emirate, kept in the URL (`home=1`, `emirate`) — and the
 * near-me control (distance from the chosen point, km). Props: `emirates` to offer, `homeEmirates`
 * (where labs collect at home), `emirate`, `home`, `onChange(patch)`, `near` (useNearMe).
 */
import { Card, Stack, Title } from "@mantine/core";
import { DeferredSelect } from "../../components/DeferredSelect";
import { NearMeControl } from "../../components/near/NearMeControl";
import type { NearMe } from "../../lib/nearMe";
import { useTranslation } from "../../i18n/useTranslation";
import { emirateName } from "@labcompare/domain/format";
import { useLocale } from "../../i18n/useLocale";
import { CollectionChoice } from "./CollectionChoice";

export interface BasketFiltersProps {
  emirates: string[];
  homeEmirates: string[];
  emirate: string | null;
  home: boolean;
  onChange: (patch: { emirate?: string | null; home?: boolean }) => void;
  near: NearMe;
}

export function BasketFilters({ emirates, homeEmirates, emirate, home, onChange, near }: BasketFiltersProps) {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  return (
    <Card shadow="xs" component="section" aria-labelledby="basket-filters-title" padding="md">
      <Title id="basket-filters-title" order={2} fz="h4" mb="xs">
        {t("filtersTitle")}
      </Title>
      <Stack gap="sm">
        <CollectionChoice emirates={homeEmirates} emirate={emirate} home={home} onChange={onChange} />
        <DeferredSelect
          label={t("emirate")}
          placeholder={t("allEmirates")}
          data={emirates.map((e) => ({ value: e, label: emirateName(e, locale) }))}
          value={emirate}
          onChange={(v) => onChange({ emirate: v })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <NearMeControl near={near} idPrefix="basket-near" headingLevel={3} />
      </Stack>
    </Card>
  );
}
