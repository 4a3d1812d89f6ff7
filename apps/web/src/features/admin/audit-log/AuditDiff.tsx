/** An audit entry's changes: the fields that differ (before → after) and the full before/after JSON. */
import { Code, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { ColumnHeads } from "../../../components/ColumnHeads";
import type { AdminAuditEntry } from "../lib";

type Json = AdminAuditEntry["before"];

/** True for a plain JSON object (not an array, not null). */
function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON value on one line, shortened for the diff table. */
function brief(value: Json | undefined): string {
  if (value === undefined) return "—";
  const s = JSON.stringify(value);
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
}

/** The changed top-level fields of an entry and its full before/after JSON. */
export function AuditDiff({ entry }: { entry: AdminAuditEntry }) {
  const { before, after } = entry;
  const changes =
    isObject(before) && isObject(after)
      ? [...new Set([...Object.keys(before), ...Object.keys(after)])]
          .filter((k) => k !== "updatedAt" && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
          .map((k) => ({ key: k, before: before[k], after: after[k] }))
      : null;

  return (
    <Stack gap="sm">
      {before === null ? (
        <Text size="sm" fw={600}>
          Created
        </Text>
      ) : after === null ? (
        <Text size="sm" fw={600}>
          Deleted
        </Text>
      ) : changes && changes.length > 0 ? (
        <Table withTableBorder withColumnBorders verticalSpacing={4} bg="white" aria-label="Changed fields">
          <ColumnHeads labels={["Field", "Before", "After"]} />
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.key}>
                <Table.Td>
                  <Code>{c.key}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" c="red.9" style={{ wordBreak: "break-all" }}>
                    {brief(c.before)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" c="#1b5e2a" style={{ wordBreak: "break-all" }}>
                    {brief(c.after)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : changes ? (
        <Text size="sm" c="dimmed">
          No field changed.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <JsonBlock title="Before" value={before} />
        <JsonBlock title="After" value={after} />
      </SimpleGrid>
    </Stack>
  );
}

/** Pretty-printed JSON in a scrollable, keyboard-focusable block. */
function JsonBlock({ title, value }: { title: string; value: Json }) {
  return (
    <div>
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      <Code
        block
        tabIndex={0}
        aria-label={`${title} JSON`}
        style={{ maxHeight: 320, overflow: "auto", whiteSpace: "pre" }}
      >
        {value === null ? "null" : JSON.stringify(value, null, 2)}
      </Code>
    </div>
  );
}
