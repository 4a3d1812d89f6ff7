/**
 * Min / max price inputs of the search filters (AED); the URL is updated after typing pauses
 * (500 ms). Named minPrice and maxPrice for the filters' GET form. Props: `min`, `max` (current values or null), `invalid` (min above max), `onChange`.
 * Text inputs that keep digits and two decimals, rather than Mantine's NumberInput (with controls
 * hidden it looks the same, and its number-format library would weigh on the search page's load).
 */
import { useEffect } from "react";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "../../i18n/useTranslation";
import { useResettableState } from "../../lib/hooks";

/** Digits and one decimal point with at most two decimals; anything else typed or pasted is dropped. */
function amountText(value: string): string {
  const [whole = "", ...rest] = value.replace(/[^\d.]/g, "").split(".");
  return rest.length ? `${whole}.${rest.join("").slice(0, 2)}` : whole;
}

/** The props of an AED amount field showing `text`: a decimal keypad, and typing cleaned by amountText into `setText`. */
function amountInput(text: string, setText: (text: string) => void) {
  return {
    inputMode: "decimal" as const,
    value: text,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setText(amountText(e.currentTarget.value)),
  };
}

export function PriceFilters({
  min,
  max,
  invalid,
  onChange,
}: {
  min: number | null;
  max: number | null;
  invalid: boolean;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const { t } = useTranslation("search");
  const [minText, setMinText] = useResettableState(min != null ? String(min) : "");
  const [maxText, setMaxText] = useResettableState(max != null ? String(max) : "");
  const [debounced] = useDebouncedValue([minText, maxText] as const, 500);

  useEffect(() => {
    const toNum = (v: string) => (v === "" || !Number.isFinite(Number(v)) ? null : Number(v));
    const nextMin = toNum(debounced[0]);
    const nextMax = toNum(debounced[1]);
    if (nextMin !== min || nextMax !== max) onChange(nextMin, nextMax);
    // Only react to the user's (debounced) typing, not to URL changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced[0], debounced[1]]);

  return (
    <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs">
      <TextInput
        name="minPrice"
        label={t("filters.minPrice")}
        placeholder="0"
        {...amountInput(minText, setMinText)}
      />
      <TextInput
        name="maxPrice"
        label={t("filters.maxPrice")}
        placeholder={t("filters.any")}
        {...amountInput(maxText, setMaxText)}
        error={invalid ? t("filters.priceRangeInvalid") : undefined}
      />
    </SimpleGrid>
  );
}
