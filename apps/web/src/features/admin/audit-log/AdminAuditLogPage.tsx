/**
 * /admin/audit-log: every admin write, newest first, 25 per page, filterable by entity and date
 * range (Dubai calendar days). Each row expands to the fields that changed (before → after) and
 * the full before/after JSON.
 */
import { Fragment, useState } from "react";
import { Badge, Button, Card, Code, Group, Select, Stack, Table, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconChevronDown, IconChevronRight, IconFilterOff } from "@tabler/icons-react";
import { auditEntities, type AuditEntity } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { ColumnHeads } from "../../../components/ColumnHeads";
import { DateCell } from "../components/cells";
import { ListPager, PageHeader, TableMessage } from "../components/ui";
import { dateTime } from "../lib";
import { AuditDiff } from "./AuditDiff";

const ENTITY_LABELS: Record<AuditEntity, string> = {
  booking: "Booking",
  test: "Test",
  lab: "Lab",
  category: "Category",
  offer: "Offer",
  user: "User",
  blogPost: "Blog post",
  seoSettings: "SEO settings",
  pageSeo: "Page SEO",
  resource: "Resource",
  notification: "Email",
  report: "Result report",
  siteSettings: "Site settings",
};

/** The audit log screen. */
export default function AdminAuditLogPage() {
  const [entity, setEntity] = useState<AuditEntity | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Set<string>>(new Set());

  const list = trpc.admin.audit.list.useQuery(
    {
      page,
      ...(entity ? { entity } : {}),
      ...(range[0] ? { from: range[0] } : {}),
      ...(range[1] ? { to: range[1] } : {}),
    },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching the audit log");

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const filtered = Boolean(entity || range[0] || range[1]);

  return (
    <Stack gap="lg">
      <PageHeader title="Audit log" subtitle="Every change made in the admin console, newest first." />
      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Entity"
            placeholder="All entities"
            data={auditEntities.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))}
            value={entity}
            onChange={(v) => {
              setEntity(v);
              setPage(1);
            }}
            clearable clearButtonProps={{ "aria-label": "Clear entity" }}
            w={220}
          />
          <DatePickerInput
            type="range"
            label="Dates"
            placeholder="Any date"
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
            clearable clearButtonProps={{ "aria-label": "Clear dates" }}
            allowSingleDateInRange
            valueFormat="MMM D, YYYY"
            w={280}
          />
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                setEntity(null);
                setRange([null, null]);
                setPage(1);
              }}
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
                <TableMessage colSpan={5}>{filtered ? "No entries match these filters." : "No changes recorded yet."}</TableMessage>
              ) : (
                list.data.items.map((entry) => {
                  const expanded = open.has(entry.id);
                  return (
                    <Fragment key={entry.id}>
                      <Table.Tr>
                        <DateCell>{dateTime(entry.createdAt)}</DateCell>
                        <Table.Td>
                          <Text size="sm">{entry.actor?.email ?? "Deleted user"}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Code>{entry.action}</Code>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray" c="dark.6" tt="none">
                            {ENTITY_LABELS[entry.entity as AuditEntity] ?? entry.entity}
                          </Badge>
                          {entry.entityId && (
                            <Text size="xs" c="dimmed" ff="monospace" title={entry.entityId}>
                              {entry.entityId.length > 13 ? `${entry.entityId.slice(0, 8)}…` : entry.entityId}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            leftSection={expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                            aria-expanded={expanded}
                            aria-controls={`audit-${entry.id}`}
                            onClick={() => toggle(entry.id)}
                          >
                            {expanded ? "Hide changes" : "Show changes"}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                      {expanded && (
                        <Table.Tr id={`audit-${entry.id}`} bg="gray.0">
                          <Table.Td colSpan={5}>
                            <AuditDiff entry={entry} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {list.data && <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />}
    </Stack>
  );
}

