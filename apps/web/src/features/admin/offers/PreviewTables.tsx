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
type ChangedRow = ImportPreview["toChange"][number];

/** A field of an offer's values as text. */
function show(values: Values, field: keyof Values): string {
  const v = values[field];
  if (field === "turnaroundHours") return `${v} h`;
  if (field === "active") return v ? "Active" : "Inactive";
  return aedOrDash(v as string | null);
}

/** A column of a preview table: its heading, and its cell for a row. */
interface PreviewColumn<R> {
  header: string;
  cell: (row: R) => React.ReactNode;
}

const LINE = { header: "Line", cell: (r: { line: number }) => r.line };
const TEST_NAME = { header: "Test", cell: (r: { test: { name: string } }) => r.test.name };

/** Rows that cannot be imported: line, test as written, reason. */
const BAD_ROW_COLUMNS: PreviewColumn<ImportPreview["badRows"][number]>[] = [
  LINE,
  { header: "Test", cell: (r) => r.test || "—" },
  {
    header: "Reason",
    cell: (r) => (
      <Text size="sm" c="red.9">
        {r.reason}
      </Text>
    ),
  },
];

/** New offers: line, test, prices (AED) and turnaround. */
const ADD_COLUMNS: PreviewColumn<ImportPreview["toAdd"][number]>[] = [
  LINE,
  TEST_NAME,
  { header: "Price", cell: (r) => formatAed(r.values.priceAed) },
  { header: "Original price", cell: (r) => aedOrDash(r.values.originalPriceAed) },
  { header: "Home collection fee", cell: (r) => aedOrDash(r.values.homeCollectionFeeAed) },
  { header: "Turnaround", cell: (r) => `${r.values.turnaroundHours} h` },
];

/** Changed offers: the price before → after (or "(same)"), then every other changed field. */
const CHANGE_COLUMNS: PreviewColumn<ChangedRow>[] = [
  LINE,
  TEST_NAME,
  { header: "Price", cell: (r) => <PriceChange row={r} /> },
  { header: "Other changes", cell: (r) => <OtherChanges row={r} /> },
];

/** The bad rows, skipped by the import. */
export function BadRowsTable({ rows }: { rows: ImportPreview["badRows"] }) {
  return (
    <PreviewTable title="Bad rows (will be skipped)" id="bad-rows" rows={rows} columns={BAD_ROW_COLUMNS} />
  );
}

/** The rows the import adds. */
export function RowsToAddTable({ rows }: { rows: ImportPreview["toAdd"] }) {
  return <PreviewTable title="Rows to add" id="rows-to-add" rows={rows} columns={ADD_COLUMNS} />;
}

/** The rows the import changes. */
export function RowsToChangeTable({ rows }: { rows: ImportPreview["toChange"] }) {
  return <PreviewTable title="Rows to change" id="rows-to-change" rows={rows} columns={CHANGE_COLUMNS} />;
}

/** The price before → after, or the price and "(same)". */
function PriceChange({ row: r }: { row: ChangedRow }) {
  return r.changedFields.includes("priceAed") ? (
    <Text size="sm">
      {formatAed(r.before.priceAed)} → <strong>{formatAed(r.after.priceAed)}</strong>
    </Text>
  ) : (
    <Text size="sm">{formatAed(r.after.priceAed)} (same)</Text>
  );
}

/** Each changed field but the price, before → after; a dash when only the price changed. */
function OtherChanges({ row: r }: { row: ChangedRow }) {
  return (
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
  );
}

/** A titled, scrollable table of preview rows (`id`: its heading's): one row per entry of `rows` (by line), one cell per column. */
function PreviewTable<R extends { line: number }>({
  title,
  id,
  rows,
  columns,
}: {
  title: string;
  id: string;
  rows: R[];
  columns: PreviewColumn<R>[];
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
              {columns.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.line}>
                {columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(r)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
