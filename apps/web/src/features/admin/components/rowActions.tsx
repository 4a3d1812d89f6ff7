/** The per-row controls of the admin list screens: the active switch and the edit, price-list and delete buttons. */
import { ActionIcon, Group, Switch, Tooltip } from "@mantine/core";
import { IconPencil, IconReceipt2, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { ActiveBadge } from "./ui";
import type { ActiveSwitchProps } from "./useRowActions";

/** The "Active: <name>" switch and the Active/Inactive badge of a row. */
export function ActiveSwitch({ name, active, disabled, onChange }: ActiveSwitchProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={active}
        onChange={(e) => onChange(e.currentTarget.checked)}
        disabled={disabled}
        aria-label={`Active: ${name}`}
      />
      <ActiveBadge active={active} />
    </Group>
  );
}

/** The "Edit <name>" pencil button of a row. */
export function EditAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onClick}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A receipt-icon link of a row (to a price list or offers), with its tooltip and accessible name. */
export function PriceListAction({ tooltip, to, label }: { tooltip: string; to: string; label: string }) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" component={Link} to={to} aria-label={label}>
        <IconReceipt2 size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The red "Delete <name>" bin button of a row, with `tooltip` (default "Delete"). */
export function DeleteAction({
  name,
  tooltip = "Delete",
  onClick,
}: {
  name: string;
  tooltip?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${name}`} onClick={onClick}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
