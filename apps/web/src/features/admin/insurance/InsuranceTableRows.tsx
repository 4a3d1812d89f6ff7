/**
 * The two kinds of row of the console's insurance table: an insurer's heading row (names, slug, demo
 * badge; add a plan, edit, delete) and a plan's row (terms, active switch, lab and booking counts;
 * network, edit, delete).
 */
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconBuildingHospital, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { ActionsCell, TitleCell } from "../components/cells";
import { ActiveSwitch, DeleteAction, EditAction } from "../components/list";
import { RowButton } from "../components/ui";
import type { ActiveSwitchProps } from "../components/useRowActions";
import type { AdminInsurer, AdminPlan } from "../lib";
import { capText, copayText, insuranceCopy as c } from "./insurance.copy";

/**
 * An insurer's heading row across the plan columns: `insurer` (name, Arabic name, slug, plan count,
 * demo flag) with "Add plan", edit and delete (the delete's tooltip says when plans block it).
 * `colSpan`: the table's column count.
 */
export function InsurerRow({
  insurer,
  colSpan,
  onAddPlan,
  onEdit,
  onDelete,
}: {
  insurer: AdminInsurer;
  colSpan: number;
  onAddPlan: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
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
          {insurer.slug}
          {insurer.nameAr && (
            <>
              {" · "}
              <span dir="rtl" lang="ar">
                {insurer.nameAr}
              </span>
            </>
          )}
          {insurer.plans.length === 0 ? ` · ${c.noPlans}` : ""}
        </Text>
      </Table.Td>
      <ActionsCell>
        <RowButton icon={IconPlus} variant="light" label={c.addPlanTo(insurer.name)} onClick={onAddPlan}>
          {c.addPlan}
        </RowButton>
        <EditAction name={insurer.name} onClick={onEdit} />
        <DeleteAction
          name={insurer.name}
          tooltip={insurer.planCount > 0 ? c.insurerHasPlans : "Delete"}
          onClick={onDelete}
        />
      </ActionsCell>
    </Table.Tr>
  );
}

/**
 * A plan's row: name (slug, Arabic name), co-pay in percent, cap per visit in AED or "No cap", home
 * collection covered, referral required, the active switch (`activeSwitch`), the labs in its network
 * and its bookings (a link to the bookings list filtered by this plan), then network, edit and delete.
 */
export function PlanRow({
  plan,
  activeSwitch,
  onNetwork,
  onEdit,
  onDelete,
}: {
  plan: AdminPlan;
  activeSwitch: ActiveSwitchProps;
  onNetwork: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Tr>
      <TitleCell
        title={plan.name}
        detail={
          <>
            {plan.slug}
            {plan.nameAr && (
              <>
                {" · "}
                <span dir="rtl" lang="ar">
                  {plan.nameAr}
                </span>
              </>
            )}
          </>
        }
      />
      <Table.Td ta="right">{copayText(plan.copayPercent)}</Table.Td>
      <Table.Td>{capText(plan.copayCapPerVisitAed)}</Table.Td>
      <Table.Td>{plan.coversHomeCollection ? c.covered : c.notCovered}</Table.Td>
      <Table.Td>{plan.requiresReferral ? c.required : c.notRequired}</Table.Td>
      <Table.Td>
        <ActiveSwitch {...activeSwitch} />
      </Table.Td>
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
      <ActionsCell>
        <RowButton
          icon={IconBuildingHospital}
          variant="light"
          label={c.networkOf(plan.name)}
          onClick={onNetwork}
        >
          {c.network}
        </RowButton>
        <EditAction name={plan.name} onClick={onEdit} />
        <DeleteAction
          name={plan.name}
          tooltip={plan.bookingCount > 0 ? c.planHasBookings : "Delete"}
          onClick={onDelete}
        />
      </ActionsCell>
    </Table.Tr>
  );
}
