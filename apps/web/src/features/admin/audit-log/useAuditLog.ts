/**
 * The audit log screen's state: the entity and date-range filters (Dubai calendar days, "YYYY-MM-DD"),
 * the page (back to 1 on any filter change), the page of entries (`admin.audit.list`, the previous
 * page kept while the next loads) and which rows are expanded.
 */
import { useState } from "react";
import type { AuditEntity } from "@labcompare/validators/admin";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";

export type DateRange = [string | null, string | null];

export function useAuditLog() {
  const [entity, setEntityValue] = useState<AuditEntity | null>(null);
  const [range, setRangeValue] = useState<DateRange>([null, null]);
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

  return {
    entity,
    setEntity: (v: AuditEntity | null) => {
      setEntityValue(v);
      setPage(1);
    },
    range,
    setRange: (v: DateRange) => {
      setRangeValue(v);
      setPage(1);
    },
    clearFilters: () => {
      setEntityValue(null);
      setRangeValue([null, null]);
      setPage(1);
    },
    filtered: Boolean(entity || range[0] || range[1]),
    page,
    setPage,
    list,
    isOpen: (id: string) => open.has(id),
    toggle,
  };
}
