/**
 * How the sample is taken, one choice setting both the collection mode and the emirate: "Lab visit"
 * (the emirate filter kept) or "Home collection in {emirate}" for each emirate a lab collects in.
 * Each is a link to the basket with those filters (`home=1&emirate=…`), so it works before hydration;
 * with JavaScript a click changes the filters in place. The current one is marked (aria-current).
 * Props: `emirates` (where labs collect at home), `emirate`, `home`, `onChange(patch)`.
 */
import type { MouseEvent } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useSearchParams } from "react-router-dom";
import { emirateName } from "@labcompare/domain/format";
import { useLocale } from "../../i18n/useLocale";
import { withFilters, type BasketFilterValues } from "./basketView";

export interface CollectionChoiceProps {
  emirates: string[];
  emirate: string | null;
  home: boolean;
  onChange: (patch: Partial<BasketFilterValues>) => void;
}

export function CollectionChoice({ emirates, emirate, home, onChange }: CollectionChoiceProps) {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  const [params] = useSearchParams();
  const choices = [
    { key: "lab", values: { home: false, emirate }, label: t("labVisit") },
    ...emirates.map((e) => ({
      key: e,
      values: { home: true, emirate: e },
      label: t("homeIn", { emirate: emirateName(e, locale) }),
    })),
  ];
  // A plain click changes the filters in place (and remembers them); a new tab follows the link.
  const choose = (values: BasketFilterValues) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(values.home ? values : { home: false });
  };
  return (
    <div role="group" aria-labelledby="basket-collection-title">
      <Text id="basket-collection-title" fw={600} size="sm" mb={6}>
        {t("collection")}
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {choices.map(({ key, values, label }) => {
          const current = values.home ? home && emirate === values.emirate : !home;
          return (
            <li key={key}>
              <Button
                component={Link}
                to={{ search: `?${withFilters(params, values).toString()}` }}
                replace
                preventScrollReset
                onClick={choose(values)}
                aria-current={current ? "true" : undefined}
                variant={current ? "light" : "default"}
                leftSection={current ? <IconCheck size={16} aria-hidden /> : null}
                justify="flex-start"
                fullWidth
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: "normal", textAlign: "start" } }}
              >
                {label}
              </Button>
            </li>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt={6}>
        {t("homeHint")}
      </Text>
    </div>
  );
}
