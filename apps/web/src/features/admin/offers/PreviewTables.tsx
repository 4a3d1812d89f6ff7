/**
 * The tables of the price-list import's preview: the bad rows (skipped, with the reason), the rows
 * to add (the new offer's values) and the rows to change (price before → after, then each other
 * changed field). Each takes its rows from the ImportPreview; each is left out by the caller when empty.
 */
import { Stack, Table, Text, Title } from "@mantine/core";
import { formatAed } from "@labcompare/domain/format";
import { aedOrDash, type ImportPreview } from "../lib";

const FIELD_LABELS: Record<string, string> = {
  priceAed: "Price",
  originalPriceAed: "Original price",
  homeCollectionFeeAed: "Home collection fee",
  turnaroundHours: "Turnaround",
  active: "Active",
};

type Values = ImportPreview["toAdd"][number]["values"];

/** A field of an offer's values as text. */
function show(values: Values, field: keyof Values): string {
  const v = values[field];
  if (field === "turnaroundHours") return `${v} h`;
  if (field === "active") return v ? "Active" : "Inactive";
  return aedOrDash(v as string | null);
}

/** Rows that cannot be imported: line, test as written, reason. */
export function BadRowsTable({ rows }: { rows: ImportPreview["badRows"] }) {
  return (
    <PreviewTable title="Bad rows (will be skipped)" id="bad-rows" headers={["Line", "Test", "Reason"]}>
      {rows.map((r) => (
        <Table.Tr key={`bad-${r.line}`}>
          <Table.Td>{r.line}</Table.Td>
          <Table.Td>{r.test || "—"}</Table.Td>
          <Table.Td>
            <Text size="sm" c="red.9">
              {r.reason}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </PreviewTable>
  );
}

/** New offers: line, test, prices (AED) and turnaround. */
export function RowsToAddTable({ rows }: { rows: ImportPreview["toAdd"] }) {
  return (
    <PreviewTable
      title="Rows to add"
      id="rows-to-add"
      headers={["Line", "Test", "Price", "Original price", "Home collection fee", "Turnaround"]}
    >
      {rows.map((r) => (
        <Table.Tr key={`add-${r.line}`}>
          <Table.Td>{r.line}</Table.Td>
          <Table.Td>{r.test.name}</Table.Td>
          <Table.Td>{formatAed(r.values.priceAed)}</Table.Td>
          <Table.Td>{aedOrDash(r.values.originalPriceAed)}</Table.Td>
          <Table.Td>{aedOrDash(r.values.homeCollectionFeeAed)}</Table.Td>
          <Table.Td>{r.values.turnaroundHours} h</Table.Td>
        </Table.Tr>
      ))}
    </PreviewTable>
  );
}

/** Changed offers: the price before → after (or "(same)"), then every other changed field. */
export function RowsToChangeTable({ rows }: { rows: ImportPreview["toChange"] }) {
  return (
    <PreviewTable
      title="Rows to change"
      id="rows-to-change"
      headers={["Line", "Test", "Price", "Other changes"]}
    >
      {rows.map((r) => (
        <Table.Tr key={`change-${r.line}`}>
          <Table.Td>{r.line}</Table.Td>
          <Table.Td>{r.test.name}</Table.Td>
          <Table.Td>
            {r.changedFields.includes("priceAed") ? (
              <Text size="sm">
                {formatAed(r.before.priceAed)} → <strong>{formatAed(r.after.priceAed)}</strong>
              </Text>
            ) : (
              <Text size="sm">{formatAed(r.after.priceAed)} (same)</Text>
            )}
          </Table.Td>
          <Table.Td>
            <Stack gap={2}>
              {r.changedFields
                .filter((f) => f !== "priceAed")
                .map((f) => (
                  <Text key={f} size="sm">
                    {FIELD_LABELS[f]}: {show(r.before, f)} → <strong>{show(r.after, f)}</strong>
                  </Text>
                ))}
              {r.changedFields.length === 1 && r.changedFields[0] === "priceAed" && (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      ))}
    </PreviewTable>
  );
}

/** A titled, scrollable table of preview rows. */
function PreviewTable({
  title,
  id,
  headers,
  children,
}: {
  title: string;
  id: string;
  headers: string[];
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz="h5" id={id} mb={6}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={640} mah={420}>
        <Table striped withTableBorder verticalSpacing={6} aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
