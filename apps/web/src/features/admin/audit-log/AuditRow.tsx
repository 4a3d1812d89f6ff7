/**
 * One audit log entry as a table row: when, who (or "Deleted user"), the action, the entity with
 * its shortened id, and "Show changes"; expanded, a second row with the changes (AuditDiff).
 * Props: `entry`, `expanded`, `onToggle`.
 */
import { Fragment } from "react";
import { Badge, Button, Code, Table, Text } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import type { AuditEntity } from "@labcompare/validators/admin";
import { DateCell } from "../components/cells";
import { dateTime, type AdminAuditEntry } from "../lib";
import { AuditDiff } from "./AuditDiff";

export const ENTITY_LABELS: Record<AuditEntity, string> = {
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
  insurer: "Insurer",
  insurancePlan: "Insurance plan",
  resultShare: "Share link",
  familyMember: "Family member",
};

/** An entity id as shown in the row: ids longer than 13 characters cut to their first 8 and "…". */
function shortEntityId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…` : id;
}

export interface AuditRowProps {
  entry: AdminAuditEntry;
  expanded: boolean;
  onToggle: () => void;
}

export function AuditRow({ entry, expanded, onToggle }: AuditRowProps) {
  return (
    <Fragment>
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
              {shortEntityId(entry.entityId)}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={
              expanded ? (
                <IconChevronDown size={14} aria-hidden />
              ) : (
                <IconChevronRight size={14} aria-hidden />
              )
            }
            aria-expanded={expanded}
            aria-controls={`audit-${entry.id}`}
            onClick={onToggle}
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
}
