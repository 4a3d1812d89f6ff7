/** One message of the Emails screen's outbox table, and the screen's counts per status. */
import { Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconEye, IconSend } from "@tabler/icons-react";
import type { RouterOutputs } from "../../../trpc";
import { DateCell, TextCell } from "../components/cells";
import { RowButton } from "../components/ui";
import { dateTime } from "../lib";
import {
  EMAIL_STATUSES,
  emailsCopy as copy,
  STATUS_COLORS,
  STATUS_LABELS,
  TEMPLATE_LABELS,
} from "./emails.copy";
import { EmailStatusBadge } from "./EmailStatusBadge";

type EmailList = RouterOutputs["admin"]["emails"]["list"];
type EmailListRow = EmailList["items"][number];

interface EmailRowProps {
  e: EmailListRow;
  onView: () => void;
  onResend: () => void;
  resending: boolean;
}

/**
 * The row of message `e`: created, recipient, template, status, attempts, next attempt (queued or
 * sending), last error, then "View" (`onView`) and, when failed, "Send again" (`onResend`, spinning
 * while `resending`).
 */
export function EmailRow({ e, onView, onResend, resending }: EmailRowProps) {
  return (
    <Table.Tr>
      <DateCell>{dateTime(e.createdAt)}</DateCell>
      <Table.Td maw={240}>
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {e.recipient}
        </Text>
      </Table.Td>
      <TextCell>{TEMPLATE_LABELS[e.template] ?? e.template}</TextCell>
      <Table.Td>
        <EmailStatusBadge status={e.status} />
      </Table.Td>
      <Table.Td ta="right">{e.attempts}</Table.Td>
      <DateCell>{e.status === "queued" || e.status === "sending" ? dateTime(e.nextAttemptAt) : "—"}</DateCell>
      <Table.Td maw={260}>
        {e.lastError ? (
          <Tooltip label={e.lastError} multiline w={320}>
            <Text size="xs" c="red.9" lineClamp={2}>
              {e.lastError}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm">—</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <RowButton
            icon={IconEye}
            variant="default"
            onClick={onView}
            label={copy.viewLabel(e.recipient, dateTime(e.createdAt))}
          >
            {copy.view}
          </RowButton>
          {e.status === "failed" && (
            <RowButton
              icon={IconSend}
              variant="light"
              loading={resending}
              onClick={onResend}
              label={copy.sendAgainLabel(e.recipient)}
            >
              {copy.sendAgain}
            </RowButton>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** One badge per status with its count (`counts` undefined while loading: "…"). */
export function EmailCounts({ counts }: { counts: EmailList["counts"] | undefined }) {
  return (
    <Group gap="xs" role="group" aria-label={copy.countsLabel}>
      {EMAIL_STATUSES.map((s) => (
        <Badge
          key={s}
          variant="light"
          color={STATUS_COLORS[s].color}
          c={STATUS_COLORS[s].text}
          tt="none"
          size="lg"
          data-testid={`count-${s}`}
        >
          {STATUS_LABELS[s]}: {counts ? counts[s] : "…"}
        </Badge>
      ))}
    </Group>
  );
}
