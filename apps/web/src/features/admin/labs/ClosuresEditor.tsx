/**
 * Dated closures of the lab form (public holidays, maintenance): a date and the reason patients see,
 * added and removed here; saving the lab replaces its whole list.
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { LabForm } from "./formValues";

export function ClosuresEditor({ form }: { form: LabForm }) {
  const closures = form.getValues().closures;
  return (
    <Stack gap="xs">
      {closures.length === 0 && (
        <Text size="sm" c="dimmed">
          No closures. The lab follows its weekly hours every day.
        </Text>
      )}
      {form.errors.closures && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.closures}
        </Text>
      )}
      {closures.map((c, i) => (
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
          <DatePickerInput
            label={i === 0 ? "Date" : undefined}
            aria-label={`Closure ${i + 1} date`}
            placeholder="Pick a date"
            valueFormat="ddd, MMM D, YYYY"
            {...form.getInputProps(`closures.${i}.date`)}
            w={190}
          />
          <TextInput
            label={i === 0 ? "Reason" : undefined}
            aria-label={`Closure ${i + 1} reason`}
            placeholder="e.g. National Day"
            {...form.getInputProps(`closures.${i}.reason`)}
            style={{ flex: 1 }}
          />
          <Tooltip label="Remove closure">
            <ActionIcon
              variant="subtle"
              color="red.8"
              mt={i === 0 ? 28 : 4}
              aria-label={`Remove closure ${i + 1}${c.date ? ` on ${c.date}` : ""}`}
              onClick={() => form.removeListItem("closures", i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem("closures", { date: null, reason: "" })}
        >
          Add closure
        </Button>
      </Group>
    </Stack>
  );
}
