/** The price-list import's preview: counts, the rows to add, to change and the bad rows, and "Apply". */
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
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

/** The preview: counts, tables of rows to add / to change / bad rows, and the Apply button. */
export function PreviewResult({
  preview,
  applying,
  canApply,
  onApply,
  onCancel,
}: {
  preview: ImportPreview;
  applying: boolean;
  canApply: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <Card shadow="xs" padding="md" component="section" aria-labelledby="preview-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} fz="h3" id="preview-title">
              Preview: {preview.lab.name}
            </Title>
            <Text size="sm" c="dimmed">
              {preview.rowCount} {preview.rowCount === 1 ? "row" : "rows"} read. Nothing has been changed yet.
            </Text>
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={applying}>
              Discard
            </Button>
            <Button onClick={onApply} loading={applying} disabled={!canApply}>
              Apply
            </Button>
          </Group>
        </Group>
        <Group gap="sm" aria-label="Summary" role="group">
          <Badge size="lg" variant="light" color="green" c="#1b5e2a" tt="none">
            {preview.toAdd.length} to add
          </Badge>
          <Badge size="lg" variant="light" color="blue" c="#14558f" tt="none">
            {preview.toChange.length} to change
          </Badge>
          <Badge size="lg" variant="light" color="gray" c="dark.6" tt="none">
            {preview.unchangedCount} unchanged
          </Badge>
          <Badge size="lg" variant="light" color="red" c="#a51d1d" tt="none">
            {preview.badRows.length} bad {preview.badRows.length === 1 ? "row" : "rows"}
          </Badge>
        </Group>
        {preview.ignoredColumns.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            title={
              <Text component="span" fw={700} fz="sm" c="#6b4200">
                Ignored columns
              </Text>
            }
          >
            <Text size="sm" c="dark.7">
              These columns are not price-list columns and were ignored: {preview.ignoredColumns.join(", ")}
            </Text>
          </Alert>
        )}

        {preview.badRows.length > 0 && (
          <PreviewTable title="Bad rows (will be skipped)" id="bad-rows" headers={["Line", "Test", "Reason"]}>
            {preview.badRows.map((r) => (
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
        )}

        {preview.toAdd.length > 0 && (
          <PreviewTable
            title="Rows to add"
            id="rows-to-add"
            headers={["Line", "Test", "Price", "Original price", "Home collection fee", "Turnaround"]}
          >
            {preview.toAdd.map((r) => (
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
        )}

        {preview.toChange.length > 0 && (
          <PreviewTable title="Rows to change" id="rows-to-change" headers={["Line", "Test", "Price", "Other changes"]}>
            {preview.toChange.map((r) => (
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
        )}

        {preview.unchangedCount > 0 && (
          <Text size="sm" c="dimmed">
            {preview.unchangedCount} {preview.unchangedCount === 1 ? "row matches" : "rows match"} the current price list and will be
            left as they are.
          </Text>
        )}
        {!canApply && (
          <Text size="sm" c="dimmed">
            Nothing to apply: no row adds or changes an offer.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A titled, scrollable table of preview rows. */
function PreviewTable({ title, id, headers, children }: { title: string; id: string; headers: string[]; children: React.ReactNode }) {
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
