/**
 * /admin/emails: the email outbox (`admin.emails.list`), newest first, 25 per page, filtered by
 * status and recipient; counts per status; attempts, next attempt and last error of each message.
 * "View" opens the rendered message in a drawer; failed messages can be sent again
 * (`admin.emails.resend`). The list refreshes itself while open, so deliveries show up.
 */
import { useState } from "react";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { FilterSelect, SearchInput } from "../components/filters";
import { useListFilters } from "../components/useListFilters";
import { EmailDrawer } from "./EmailDrawer";
import { EMAIL_STATUSES, emailsCopy as copy, STATUS_LABELS, type EmailStatus } from "./emails.copy";
import { EmailCounts, EmailRow } from "./EmailRow";
import { useAdminMutation } from "../hooks/useAdminMutation";
import { useInvalidate } from "../lib";
import { isPendingFor } from "../../../lib/mutations";

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
      summary={<EmailCounts counts={counts} />}
      filters={
        <>
          <SearchInput
            placeholder={copy.searchPlaceholder}
            value={filters.q}
            onChange={filters.setQ}
            w={300}
          />
          <FilterSelect
            label="Status"
            placeholder={copy.statusPlaceholder}
            data={EMAIL_STATUSES.map((s) => ({
              value: s,
              label: counts ? `${STATUS_LABELS[s]} (${counts[s]})` : STATUS_LABELS[s],
            }))}
            value={status}
            onChange={filters.setter("status")}
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
        <EmailRow
          key={e.id}
          e={e}
          onView={() => setOpenId(e.id)}
          onResend={() => resend.mutate({ id: e.id })}
          resending={isPendingFor(resend, { id: e.id })}
        />
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
