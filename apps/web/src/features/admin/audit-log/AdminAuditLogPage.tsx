/**
 * /admin/audit-log: every admin write, newest first, 25 per page, filterable by entity and date
 * range (Dubai calendar days). Each row expands to the fields that changed (before → after) and
 * the full before/after JSON. State: useAuditLog; one entry: AuditRow.
 */
import { Button, Card, Group, Stack, Table } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconFilterOff } from "@tabler/icons-react";
import { auditEntities } from "@labcompare/validators/admin";
import { ColumnHeads } from "../../../components/ColumnHeads";
import { FilterSelect } from "../components/filters";
import { ListPager, PageHeader, TableMessage } from "../components/ui";
import { AuditRow, ENTITY_LABELS } from "./AuditRow";
import { useAuditLog } from "./useAuditLog";

/** The audit log screen. */
export default function AdminAuditLogPage() {
  const { entity, setEntity, range, setRange, clearFilters, filtered, page, setPage, list, isOpen, toggle } =
    useAuditLog();

  return (
    <Stack gap="lg">
      <PageHeader title="Audit log" subtitle="Every change made in the admin console, newest first." />
      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <FilterSelect
            label="Entity"
            placeholder="All entities"
            data={auditEntities.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))}
            value={entity}
            onChange={(v) => setEntity(v)}
            w={220}
          />
          <DatePickerInput
            type="range"
            label="Dates"
            placeholder="Any date"
            value={range}
            onChange={setRange}
            clearable
            clearButtonProps={{ "aria-label": "Clear dates" }}
            allowSingleDateInRange
            valueFormat="MMM D, YYYY"
            w={280}
          />
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={clearFilters}
            >
              Clear filters
            </Button>
          )}
        </Group>
      </Card>

      <Card shadow="xs" padding={0}>
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <ColumnHeads labels={["When", "Actor", "Action", "Entity", "Changes"]} />
            <Table.Tbody>
              {list.isPending ? (
                <TableMessage colSpan={5} status>
                  Loading...
                </TableMessage>
              ) : !list.data ? (
                <TableMessage colSpan={5}>Error fetching the audit log</TableMessage>
              ) : list.data.items.length === 0 ? (
                <TableMessage colSpan={5}>
                  {filtered ? "No entries match these filters." : "No changes recorded yet."}
                </TableMessage>
              ) : (
                list.data.items.map((entry) => (
                  <AuditRow
                    key={entry.id}
                    entry={entry}
                    expanded={isOpen(entry.id)}
                    onToggle={() => toggle(entry.id)}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {list.data && (
        <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />
      )}
    </Stack>
  );
}
