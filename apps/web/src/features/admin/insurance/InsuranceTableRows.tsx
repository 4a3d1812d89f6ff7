/**
 * The two kinds of row of the console's insurance table: an insurer's heading row (names, slug, demo
 * badge; add a plan, edit, delete) and a plan's row (terms, active switch, lab and booking counts;
 * network, edit, delete).
 */
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconBuildingHospital, IconPlus, type Icon } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { EditDeleteCell, StatusCell, TitleCell } from "../components/cells";
import { RowButton } from "../components/ui";
import type { ActiveSwitchProps } from "../components/useRowActions";
import type { AdminInsurer, AdminPlan } from "../lib";
import { capText, copayText, insuranceCopy as c } from "./insurance.copy";

/** A row's actions: its own button's (`onAction`: "Add plan" or "Network"), edit and delete. */
interface RowActions {
  onAction: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's own button: its icon, its text, and its accessible name for the row's name. */
interface OwnButton {
  icon: Icon;
  text: string;
  label: (name: string) => string;
}
const ADD_PLAN: OwnButton = { icon: IconPlus, text: c.addPlan, label: c.addPlanTo };
const NETWORK: OwnButton = { icon: IconBuildingHospital, text: c.network, label: c.networkOf };

/** The actions cell of a row named `name`: its own light `button`, edit, delete (`deleteTooltip`). */
function InsuranceActionsCell({
  name,
  actions: { onAction, ...editDelete },
  button: { icon, text, label },
  deleteTooltip,
}: {
  name: string;
  actions: RowActions;
  button: OwnButton;
  deleteTooltip: string;
}) {
  const own = (
    <RowButton icon={icon} variant="light" label={label(name)} onClick={onAction}>
      {text}
    </RowButton>
  );
  return <EditDeleteCell name={name} {...editDelete} deleteTooltip={deleteTooltip} before={own} />;
}

/** "<slug> · <Arabic name>" (the Arabic name right-to-left; left out when there is none). */
function SlugAndArabicName({ item }: { item: { slug: string; nameAr: string | null } }) {
  return (
    <>
      {item.slug}
      {item.nameAr && (
        <>
          {" · "}
          <span dir="rtl" lang="ar">
            {item.nameAr}
          </span>
        </>
      )}
    </>
  );
}

interface InsurerRowProps {
  insurer: AdminInsurer;
  /** The table's column count. */
  colSpan: number;
  /** `onAction`: "Add plan". */
  actions: RowActions;
}

/**
 * An insurer's heading row across the plan columns: `insurer` (name, Arabic name, slug, plan count,
 * demo flag) with "Add plan", edit and delete (the delete's tooltip says when plans block it).
 */
export function InsurerRow({ insurer, colSpan, actions }: InsurerRowProps) {
  return (
    <Table.Tr bg="gray.0">
      <Table.Td colSpan={colSpan - 1}>
        <Group gap="xs">
          <Text fw={700} size="sm" component="h2">
            {insurer.name}
          </Text>
          {insurer.isDemo && (
            <Badge color="yellow" variant="light" c="#6b4e00" tt="none">
              {c.demo}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <SlugAndArabicName item={insurer} />
          {insurer.plans.length === 0 ? ` · ${c.noPlans}` : ""}
        </Text>
      </Table.Td>
      <InsuranceActionsCell
        name={insurer.name}
        actions={actions}
        button={ADD_PLAN}
        deleteTooltip={insurer.planCount > 0 ? c.insurerHasPlans : "Delete"}
      />
    </Table.Tr>
  );
}

interface PlanRowProps {
  plan: AdminPlan;
  activeSwitch: ActiveSwitchProps;
  /** `onAction`: "Network". */
  actions: RowActions;
}

/**
 * A plan's row: name (slug, Arabic name), co-pay in percent, cap per visit in AED or "No cap", home
 * collection covered, referral required, the active switch (`activeSwitch`), the labs in its network
 * and its bookings (a link to the bookings list filtered by this plan), then network, edit and delete.
 */
export function PlanRow({ plan, activeSwitch, actions }: PlanRowProps) {
  return (
    <Table.Tr>
      <TitleCell title={plan.name} detail={<SlugAndArabicName item={plan} />} />
      <Table.Td ta="right">{copayText(plan.copayPercent)}</Table.Td>
      <Table.Td>{capText(plan.copayCapPerVisitAed)}</Table.Td>
      <Table.Td>{plan.coversHomeCollection ? c.covered : c.notCovered}</Table.Td>
      <Table.Td>{plan.requiresReferral ? c.required : c.notRequired}</Table.Td>
      <StatusCell switchProps={activeSwitch} />
      <Table.Td ta="right">{plan.labCount}</Table.Td>
      <Table.Td ta="right">
        {plan.bookingCount > 0 ? (
          <Anchor
            component={Link}
            to={`/admin/bookings?payment=insurance&plan=${plan.id}`}
            size="sm"
            aria-label={c.bookingsOf(plan.name)}
          >
            {plan.bookingCount}
          </Anchor>
        ) : (
          0
        )}
      </Table.Td>
      <InsuranceActionsCell
        name={plan.name}
        actions={actions}
        button={NETWORK}
        deleteTooltip={plan.bookingCount > 0 ? c.planHasBookings : "Delete"}
      />
    </Table.Tr>
  );
}
