/**
 * Min / max price inputs of the search filters (AED); the URL is updated after typing pauses
 * (500 ms). Props: `min`, `max` (current values or null), `invalid` (min above max), `onChange`.
 */
import { useEffect, useState } from "react";
import { NumberInput, SimpleGrid } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { messages } from "@labcompare/validators/messages";

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
  const [minText, setMinText] = useState<string | number>(min ?? "");
  const [maxText, setMaxText] = useState<string | number>(max ?? "");
  useEffect(() => setMinText(min ?? ""), [min]);
  useEffect(() => setMaxText(max ?? ""), [max]);
  const [debounced] = useDebouncedValue([minText, maxText] as const, 500);

  useEffect(() => {
    const toNum = (v: string | number) => (v === "" || v === null ? null : Number(v));
    const nextMin = toNum(debounced[0]);
    const nextMax = toNum(debounced[1]);
    if (nextMin !== min || nextMax !== max) onChange(nextMin, nextMax);
    // Only react to the user's (debounced) typing, not to URL changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced[0], debounced[1]]);

  return (
    <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs">
      <NumberInput
        label="Min price (AED)"
        placeholder="0"
        min={0}
        allowNegative={false}
        decimalScale={2}
        hideControls
        value={minText}
        onChange={setMinText}
      />
      <NumberInput
        label="Max price (AED)"
        placeholder="Any"
        min={0}
        allowNegative={false}
        decimalScale={2}
        hideControls
        value={maxText}
        onChange={setMaxText}
        error={invalid ? messages.validation.priceRangeInvalid : undefined}
      />
    </SimpleGrid>
  );
}

