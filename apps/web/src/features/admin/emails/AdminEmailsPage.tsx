/**
 * /admin/emails: the email outbox (`admin.emails.list`), newest first, 25 per page, filtered by
 * status and recipient; counts per status; attempts, next attempt and last error of each message.
 * "View" opens the rendered message in a drawer; failed messages can be sent again
 * (`admin.emails.resend`). The list refreshes itself while open, so deliveries show up.
 */
import { useState } from "react";
import { Badge, Group, Select, Table, Text, Tooltip } from "@mantine/core";
import { IconEye, IconSend } from "@tabler/icons-react";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { SearchInput } from "../components/filters";
import { RowButton } from "../components/ui";
import { useListFilters } from "../components/useListFilters";
import { EmailDrawer } from "./EmailDrawer";
import {
  EMAIL_STATUSES,
  emailsCopy as copy,
  STATUS_COLORS,
  STATUS_LABELS,
  TEMPLATE_LABELS,
  type EmailStatus,
} from "./emails.copy";
import { EmailStatusBadge } from "./EmailStatusBadge";
import { useAdminMutation } from "../hooks/useAdminMutation";
import { dateTime, useInvalidate } from "../lib";

/** The admin Emails screen. */
export default function AdminEmailsPage() {
  const filters = useListFilters({ status: EMAIL_STATUSES });
  const { debouncedQ } = filters;
  const status = filters.values.status as EmailStatus | null;
  const [openId, setOpenId] = useState<string | null>(null);

  const list = trpc.admin.emails.list.useQuery(
    { ...filters.input, status: status ?? undefined },
    { placeholderData: (prev) => prev, refetchInterval: 15_000 },
  );
  useErrorToast(list.error, copy.fetchError);
  const counts = list.data?.counts;

  const resend = trpc.admin.emails.resend.useMutation(
    useAdminMutation({
      success: (row) => [copy.resentTitle, copy.resentMessage(row.recipient)],
      errorTitle: copy.resendFailed,
      invalidate: useInvalidate((u) => [u.admin.emails, u.admin.audit]),
    }),
  );

  return (
    <AdminListScreen
      title={copy.title}
      subtitle={copy.subtitle}
      summary={
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
      }
      filters={
        <>
          <SearchInput
            placeholder={copy.searchPlaceholder}
            value={filters.q}
            onChange={filters.setQ}
            w={300}
          />
          <Select
            label="Status"
            placeholder={copy.statusPlaceholder}
            data={EMAIL_STATUSES.map((s) => ({
              value: s,
              label: counts ? `${STATUS_LABELS[s]} (${counts[s]})` : STATUS_LABELS[s],
            }))}
            value={status}
            onChange={filters.setter("status")}
            clearable
            clearButtonProps={{ "aria-label": copy.clearStatus }}
            w={220}
          />
        </>
      }
      minWidth={1100}
      columns={[...copy.columns]}
      pending={list.isPending}
      rows={list.data?.items}
      error={copy.fetchError}
      empty={debouncedQ || status ? copy.emptyFiltered : copy.empty}
      row={(e) => (
        <Table.Tr key={e.id}>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {dateTime(e.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td maw={240}>
            <Text size="sm" style={{ wordBreak: "break-all" }}>
              {e.recipient}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{TEMPLATE_LABELS[e.template] ?? e.template}</Text>
          </Table.Td>
          <Table.Td>
            <EmailStatusBadge status={e.status} />
          </Table.Td>
          <Table.Td ta="right">{e.attempts}</Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {e.status === "queued" || e.status === "sending" ? dateTime(e.nextAttemptAt) : "—"}
            </Text>
          </Table.Td>
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
                onClick={() => setOpenId(e.id)}
                label={copy.viewLabel(e.recipient, dateTime(e.createdAt))}
              >
                {copy.view}
              </RowButton>
              {e.status === "failed" && (
                <RowButton
                  icon={IconSend}
                  variant="light"
                  loading={resend.isPending && resend.variables?.id === e.id}
                  onClick={() => resend.mutate({ id: e.id })}
                  label={copy.sendAgainLabel(e.recipient)}
                >
                  {copy.sendAgain}
                </RowButton>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
      pager={filters.pager(list.data)}
    >
      <EmailDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        onResend={(id) => resend.mutate({ id })}
        resending={resend.isPending}
      />
    </AdminListScreen>
  );
}
