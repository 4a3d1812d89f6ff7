/** The price-list import's preview: counts, the rows to add, to change and the bad rows, and "Apply". */
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ImportPreview } from "../lib";
import { BadRowsTable, RowsToAddTable, RowsToChangeTable } from "./PreviewTables";

export interface PreviewResultProps {
  preview: ImportPreview;
  applying: boolean;
  canApply: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/** The preview: counts, tables of rows to add / to change / bad rows, and the Apply button. */
export function PreviewResult({ preview, applying, canApply, onApply, onCancel }: PreviewResultProps) {
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
        <PreviewCounts preview={preview} />
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

        {preview.badRows.length > 0 && <BadRowsTable rows={preview.badRows} />}
        {preview.toAdd.length > 0 && <RowsToAddTable rows={preview.toAdd} />}
        {preview.toChange.length > 0 && <RowsToChangeTable rows={preview.toChange} />}

        {preview.unchangedCount > 0 && (
          <Text size="sm" c="dimmed">
            {preview.unchangedCount} {preview.unchangedCount === 1 ? "row matches" : "rows match"} the current
            price list and will be left as they are.
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

/** The summary badges: rows to add, to change, unchanged and bad. */
function PreviewCounts({ preview }: { preview: ImportPreview }) {
  return (
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
  );
}
