/**
 * Pieces repeated by the admin list screens: search/status filters, table body
 * states, the active switch, row edit/delete buttons, the create/edit modal and form buttons.
 */
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  Switch,
  Table,
  TextInput,
  Title,
  Tooltip,
  type SelectProps,
} from "@mantine/core";
import { IconPencil, IconPlus, IconReceipt2, IconSearch, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { ACTIVE_FILTER_OPTIONS } from "../lib";
import { ActiveBadge, AdminModal, TableMessage } from "./ui";
import type { ActiveSwitchProps } from "./useRowActions";

/** The "Search" text input of a list's filter bar. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  w,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  w: number;
}) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={w}
    />
  );
}

/** A clearable select of a list's filter bar: "Clear <label>" names its clear button; other props go to Select. */
export function FilterSelect({ label, ...rest }: SelectProps & { label: string }) {
  return (
    <Select
      label={label}
      clearable
      clearButtonProps={{ "aria-label": `Clear ${label.toLowerCase()}` }}
      {...rest}
    />
  );
}

/** The "Status" (active/inactive) select of a list's filter bar. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <FilterSelect
      label="Status"
      placeholder="Active and inactive"
      data={ACTIVE_FILTER_OPTIONS}
      value={value}
      onChange={onChange}
      w={200}
    />
  );
}

/** Table body rows: "Loading...", the fetch error, the empty message, or one `children(row)` per row. */
export function ListRows<T>({
  colSpan,
  pending,
  rows,
  error,
  empty,
  children,
}: {
  colSpan: number;
  pending: boolean;
  /** undefined when the list could not be fetched. */
  rows: T[] | undefined;
  error: string;
  empty: string;
  children: (row: T) => React.ReactNode;
}) {
  if (pending) {
    return (
      <TableMessage colSpan={colSpan} status>
        Loading...
      </TableMessage>
    );
  }
  if (!rows) return <TableMessage colSpan={colSpan}>{error}</TableMessage>;
  if (rows.length === 0) return <TableMessage colSpan={colSpan}>{empty}</TableMessage>;
  return <>{rows.map(children)}</>;
}

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

/** The large create/edit modal: "New <noun>" or "Edit <noun>"; `children` renders the form (null item: create). */
export function EditModal<T>({
  editing,
  noun,
  size = "lg",
  onClose,
  children,
}: {
  editing: T | "new" | null;
  noun: string;
  /** Mantine modal size (default "lg"). */
  size?: string;
  onClose: () => void;
  children: (item: T | null) => React.ReactNode;
}) {
  return (
    <AdminModal
      opened={editing !== null}
      onClose={onClose}
      title={editing === "new" ? `New ${noun}` : `Edit ${noun}`}
      size={size}
    >
      {editing !== null && children(editing === "new" ? null : editing)}
    </AdminModal>
  );
}

/** "Cancel" and the submit button at the bottom of a create/edit form. */
export function FormButtons({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
}) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The "New …" button in a list screen's header. */
export function NewButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The card holding a list's filters, laid out in a wrapping row. */
export function FilterBar({ children }: { children: React.ReactNode }) {
  return (
    <Card shadow="xs" padding="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        {children}
      </Group>
    </Card>
  );
}

/** A list column heading: its label, optionally right-aligned or shown only from a breakpoint. */
export type ListColumn = string | { label: string; ta?: "right"; visibleFrom?: "md" };

/**
 * A list table in a card that scrolls sideways below `minWidth` (px); `children` are the body rows.
 * `heading` makes the card a section titled by an h2 (`id`: the heading's id); `nowrap` keeps each
 * cell on one line.
 */
export function ListTable({
  minWidth,
  columns,
  heading,
  nowrap = false,
  children,
}: {
  minWidth: number;
  columns: ListColumn[];
  heading?: { id: string; title: string };
  nowrap?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card
      shadow="xs"
      padding={0}
      {...(heading ? { component: "section", "aria-labelledby": heading.id } : {})}
    >
      {heading && (
        <Title order={2} fz="h3" id={heading.id} p="md" pb={0}>
          {heading.title}
        </Title>
      )}
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          mt={heading ? "sm" : undefined}
          style={nowrap ? { whiteSpace: "nowrap" } : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const { label, ta, visibleFrom } = typeof column === "string" ? { label: column } : column;
                return (
                  <Table.Th key={label} ta={ta} visibleFrom={visibleFrom}>
                    {label}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
