/**
 * The bookings list's payment filter: "Payment" (All / Self-pay / Insurance) and, for an admin with
 * Insurance chosen, "Plan" (one plan, switched-off ones included, grouped by insurer). Lab staff
 * filter by payment only (the plans list is the admins').
 */
import { Select } from "@mantine/core";
import type { AdminBookingPayment } from "@labcompare/validators/admin";
import { useMe } from "../../../lib/auth";
import { trpc } from "../../../trpc";
import { FilterSelect } from "../components/filters";
import type { AdminInsurer } from "../lib";
import { bookingsText as t, PAYMENT_OPTIONS } from "./labels";

/** Select options of every plan, grouped by insurer (a switched-off plan marked "off"). */
export function planOptions(insurers: AdminInsurer[] | undefined) {
  return (insurers ?? [])
    .filter((i) => i.plans.length > 0)
    .map((i) => ({
      group: i.name,
      items: i.plans.map((p) => ({ value: p.id, label: `${p.name}${p.active ? "" : ` (${t.planOff})`}` })),
    }));
}

/** Input: the filter's `payment` and `plan` (a plan id); `onChange` gets both (a new payment clears the plan). */
export function PaymentFilter({
  payment,
  plan,
  onChange,
}: {
  payment: AdminBookingPayment | null;
  plan: string | null;
  onChange: (patch: { payment: AdminBookingPayment | null; plan: string | null }) => void;
}) {
  const { user } = useMe();
  const isAdmin = Boolean(user?.isAdmin);
  const plans = trpc.admin.insurance.list.useQuery(undefined, {
    enabled: isAdmin && payment === "insurance",
    staleTime: 60_000,
  });
  return (
    <>
      <Select
        label={t.paymentLabel}
        data={PAYMENT_OPTIONS.map((o) => ({ ...o }))}
        value={payment ?? "all"}
        onChange={(v) => onChange({ payment: v === "all" || !v ? null : v, plan: null })}
        allowDeselect={false}
        w={150}
      />
      {isAdmin && payment === "insurance" && (
        <FilterSelect
          label={t.planLabel}
          placeholder={plans.isPending ? "Loading plans..." : t.allPlans}
          data={planOptions(plans.data)}
          value={plan}
          onChange={(v) => onChange({ payment, plan: v })}
          searchable
          nothingFoundMessage="No plan matches"
          w={240}
        />
      )}
    </>
  );
}
