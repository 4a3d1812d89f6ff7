/**
 * /admin/insurance (admins): every insurer with its plans and their terms for lab tests. Create, edit
 * and delete insurers and plans in modals, switch a plan on or off, edit a plan's network of labs,
 * and import networks from a CSV file. The API returns every insurer at once, so search and the
 * status filter happen here. Refusals (a taken name, an insurer with plans, a plan with bookings) are
 * the server's messages, shown in the toasts as on the other screens.
 */
import { useState } from "react";
import { Button } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { EditDeleteModals } from "../components/EditDeleteModals";
import { NewButton } from "../components/editControls";
import { SearchStatusFilters } from "../components/filters";
import { useListFilters } from "../components/useListFilters";
import { useActiveSwitch, useDeleteRow, useEditing } from "../components/useRowActions";
import { ACTIVE_FILTER_VALUES, activeFilter, type AdminInsurer, type AdminPlan } from "../lib";
import { ImportNetworksModal } from "./ImportNetworksModal";
import { insuranceCopy as c } from "./insurance.copy";
import { insuranceRows, type InsuranceRow } from "./insuranceRows";
import { InsurerForm } from "./InsurerForm";
import { InsurerRow, PlanRow } from "./InsuranceTableRows";
import { NetworkModal } from "./NetworkModal";
import { PlanForm } from "./PlanForm";
import { useInvalidateInsurance } from "./useInsurance";

/** The screen's row actions and open modals: the insurer or plan edited or deleted, the plan whose network is open, the import. */
function useInsuranceActions() {
  const invalidate = useInvalidateInsurance();
  const insurer = {
    ...useEditing<AdminInsurer>(),
    remove: useDeleteRow(trpc.admin.insurance.insurers.delete, "insurer", (i: AdminInsurer) => i.name, {
      invalidate,
    }),
  };
  const plan = {
    ...useEditing<AdminPlan>(),
    remove: useDeleteRow(trpc.admin.insurance.plans.delete, "plan", (p: AdminPlan) => p.name, { invalidate }),
  };
  // The insurer a new plan starts with ("Add plan" on its row).
  const [planInsurerId, setPlanInsurerId] = useState<string | null>(null);
  const [networkPlan, setNetworkPlan] = useState<AdminPlan | null>(null);
  const [importing, setImporting] = useState(false);
  return {
    insurer,
    plan,
    planInsurerId,
    /** Opens "New plan" for the insurer `insurerId`. */
    addPlan: (insurerId: string) => {
      setPlanInsurerId(insurerId);
      plan.edit("new");
    },
    networkPlan,
    setNetworkPlan,
    importing,
    setImporting,
    activeSwitch: useActiveSwitch(trpc.admin.insurance.plans.setActive, "plan", invalidate),
  };
}
type InsuranceActions = ReturnType<typeof useInsuranceActions>;

/** One row of the table (an insurer's heading or a plan) wired to the screen's actions. */
function renderRow(r: InsuranceRow, a: InsuranceActions) {
  return r.kind === "insurer" ? (
    <InsurerRow
      key={r.id}
      insurer={r.insurer}
      colSpan={c.columns.length}
      actions={{
        onAction: () => a.addPlan(r.insurer.id),
        onEdit: () => a.insurer.edit(r.insurer),
        onDelete: () => a.insurer.remove.confirm(r.insurer),
      }}
    />
  ) : (
    <PlanRow
      key={r.id}
      plan={r.plan}
      activeSwitch={a.activeSwitch(r.plan)}
      actions={{
        onAction: () => a.setNetworkPlan(r.plan),
        onEdit: () => a.plan.edit(r.plan),
        onDelete: () => a.plan.remove.confirm(r.plan),
      }}
    />
  );
}

/** The screen's modals: insurer and plan create/edit/delete, a plan's network, the CSV import. */
function InsuranceModals({ a, insurers }: { a: InsuranceActions; insurers: AdminInsurer[] }) {
  return (
    <>
      <EditDeleteModals
        noun="insurer"
        size="md"
        state={a.insurer}
        form={(insurer) => <InsurerForm insurer={insurer} onDone={a.insurer.close} />}
        message={c.deleteInsurer(a.insurer.remove.deleting?.name ?? "")}
      />
      <EditDeleteModals
        noun="plan"
        state={a.plan}
        form={(plan) => (
          <PlanForm
            plan={plan}
            insurers={insurers}
            insurerId={plan?.insurerId ?? a.planInsurerId}
            onDone={a.plan.close}
          />
        )}
        message={c.deletePlan(a.plan.remove.deleting?.name ?? "")}
      />
      <NetworkModal plan={a.networkPlan} onClose={() => a.setNetworkPlan(null)} />
      <ImportNetworksModal opened={a.importing} onClose={() => a.setImporting(false)} />
    </>
  );
}

/** The admin insurance screen. */
export default function AdminInsurancePage() {
  const filters = useListFilters({ status: ACTIVE_FILTER_VALUES });
  const list = trpc.admin.insurance.list.useQuery();
  useErrorToast(list.error, c.fetchError);
  const actions = useInsuranceActions();
  const insurers = list.data ?? [];
  const filtered = Boolean(filters.q.trim() || filters.values.status);
  const rows = insuranceRows(insurers, filters.q, activeFilter(filters.values.status));

  return (
    <AdminListScreen
      title={c.title}
      subtitle={c.subtitle}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => actions.setImporting(true)}
          >
            {c.importNetworks}
          </Button>
          <NewButton onClick={() => actions.insurer.edit("new")}>{c.newInsurer}</NewButton>
        </>
      }
      filters={<SearchStatusFilters filters={filters} placeholder={c.searchPlaceholder} w={280} />}
      minWidth={1100}
      columns={[...c.columns]}
      pending={list.isPending}
      rows={list.data && rows}
      error={c.fetchError}
      empty={filtered ? c.emptyFiltered : c.empty}
      row={(r) => renderRow(r, actions)}
    >
      <InsuranceModals a={actions} insurers={insurers} />
    </AdminListScreen>
  );
}
