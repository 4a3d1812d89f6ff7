/**
 * The tests of the booking at the chosen lab: each with its price there (AED) and a remove button
 * (hidden while only one test is left), then "Add another test at this lab", which opens a
 * searchable Select of the lab's other offers (`catalog.labs.offers`). Props: `items` (test + offer),
 * `lab` ({ id, name }), `onAdd(testId)`, `onRemove(testId)`, `error` (from the form, e.g. too many tests).
 */
import { useState } from "react";
import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { MAX_TESTS_PER_BOOKING } from "@labcompare/validators/schemas";
import { formatAed } from "@labcompare/domain/format";
import { errorMessage, trpc } from "../../trpc";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import type { BookingItem } from "./useBookingSelection";

export interface TestsFieldProps {
  items: BookingItem[];
  lab: { id: string; name: string } | null;
  onAdd: (testId: string) => void;
  onRemove: (testId: string) => void;
  error?: string;
}

export function TestsField({ items, lab, onAdd, onRemove, error }: TestsFieldProps) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const full = items.length >= MAX_TESTS_PER_BOOKING;
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="booking-tests-title"
      data-path="testIds"
      tabIndex={-1}
    >
      <Text id="booking-tests-title" fw={500} size="sm">
        {t("testsLegend")}
      </Text>
      <Stack
        gap={6}
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        data-testid="booking-tests"
      >
        {items.map(({ test, offer }) => (
          <Group
            key={test.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            px="sm"
            py={6}
            style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
          >
            <Text size="sm" fw={600} style={{ flex: 1 }}>
              {entityName(test, locale)}
            </Text>
            <Text size="sm" fw={700} c="brand.9" style={{ whiteSpace: "nowrap" }}>
              {formatAed(offer.priceAed, locale)}
            </Text>
            {items.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray"
                c="dark.6"
                aria-label={t("removeTest", { name: entityName(test, locale) })}
                onClick={() => onRemove(test.id)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      {lab && !adding && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
            disabled={full}
          >
            {t("addTest")}
          </Button>
          {full && (
            <Text size="xs" c="dimmed">
              {t("tooManyTests")}
            </Text>
          )}
        </Group>
      )}
      {lab && adding && (
        <AddTestSelect
          lab={lab}
          exclude={items.map((i) => i.test.id)}
          onPick={(id) => {
            setAdding(false);
            onAdd(id);
          }}
          onDone={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}

/** Searchable Select of the lab's offers not yet in the booking: "{test} – {price AED}". */
function AddTestSelect({
  lab,
  exclude,
  onPick,
  onDone,
}: {
  lab: { id: string; name: string };
  exclude: string[];
  onPick: (id: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const offers = trpc.catalog.labs.offers.useQuery({ id: lab.id }, { staleTime: 60_000 });
  const data = (offers.data ?? [])
    .filter((o) => !exclude.includes(o.test.id))
    .map((o) => ({
      value: o.test.id,
      label: t("addTestOption", { test: entityName(o.test, locale), price: formatAed(o.priceAed, locale) }),
    }));
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label={t("addTestLabel")}
        placeholder={
          offers.isPending ? t("addTestLoading") : t("addTestPlaceholder", { lab: entityName(lab, locale) })
        }
        data={data}
        searchable
        // Shown when the user presses "Add test": the focus moves to what they asked for.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        defaultDropdownOpened
        limit={50}
        value={null}
        onChange={(id) => id && onPick(id)}
        nothingFoundMessage={offers.isPending ? t("addTestLoading") : t("addTestNothingFound")}
        disabled={offers.isError}
        error={offers.isError ? errorMessage(offers.error, undefined, t) : undefined}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button variant="default" onClick={onDone}>
        {t("addTestDone")}
      </Button>
    </Group>
  );
}
