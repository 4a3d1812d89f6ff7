/**
 * A plan's excluded tests: the tests chosen so far (by name, each with a remove button) and the
 * existing test picker (TestSelect, searched on the server) to add one more.
 */
import { Group, Pill, Stack, Text } from "@mantine/core";
import { trpc } from "../../../trpc";
import { TestSelect } from "../components/pickers";
import { planFormCopy as f } from "./insurance.copy";

/**
 * Input: `value`, the excluded tests' ids, and `onChange` with the new list of ids. Each chosen
 * test's name is read with admin.tests.byId (its id shows until then); `error` is the field's message.
 */
export function ExcludedTestsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
}) {
  const tests = trpc.useQueries((t) => value.map((id) => t.admin.tests.byId({ id }, { staleTime: 60_000 })));
  const nameOf = (i: number) => tests[i]?.data?.name ?? value[i]!;

  return (
    <Stack gap={6}>
      <TestSelect
        label={f.excludedTests}
        placeholder={f.addExcludedTest}
        value={null}
        onChange={(id) => {
          if (id && !value.includes(id)) onChange([...value, id]);
        }}
        error={error}
      />
      {value.length === 0 ? (
        <Text size="xs" c="dimmed">
          {f.noExcludedTests}
        </Text>
      ) : (
        <Group gap={6} aria-label={f.excludedTests} role="list">
          {value.map((id, i) => (
            <Pill
              key={id}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => onChange(value.filter((v) => v !== id))}
              removeButtonProps={{ "aria-label": f.removeExcludedTest(nameOf(i)) }}
            >
              {nameOf(i)}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
