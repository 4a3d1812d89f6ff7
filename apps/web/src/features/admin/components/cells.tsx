/**
 * Table cells the admin lists share: a row's title, plain text, a date, a long description, the
 * active switch and the action buttons.
 */
import { Group, Table, Text, type TextProps } from "@mantine/core";
import { ActiveSwitch, DeleteAction, EditAction } from "./rowActions";
import type { ActiveSwitchProps } from "./useRowActions";

/**
 * A row's title cell: `title` in bold, with `detail` in a small dimmed line under it
 * (`detailProps`: e.g. a line clamp and width for a long detail).
 */
export function TitleCell({
  title,
  detail,
  detailProps,
}: {
  title: React.ReactNode;
  detail: React.ReactNode;
  detailProps?: TextProps;
}) {
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" {...detailProps}>
        {detail}
      </Text>
    </Table.Td>
  );
}

/**
 * A cell of plain small text (`children`, e.g. a category name or "—"), with `detail` in a small
 * dimmed line under it when given (not false or empty); `maw`: the cell's width limit in px.
 */
export function TextCell({
  children,
  detail,
  maw,
}: {
  children: React.ReactNode;
  detail?: React.ReactNode;
  maw?: number;
}) {
  return (
    <Table.Td maw={maw}>
      <Text size="sm">{children}</Text>
      {detail !== undefined && detail !== false && detail !== "" && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Table.Td>
  );
}

/** A date (or date and time) cell, kept on one line. */
export function DateCell({ children }: { children: React.ReactNode }) {
  return (
    <Table.Td>
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {children}
      </Text>
    </Table.Td>
  );
}

/** A description cell: dimmed, cut after two lines, at most `maw` px wide, shown from the md breakpoint (as its column). */
export function DescriptionCell({ maw, children }: { maw: number; children: React.ReactNode }) {
  return (
    <Table.Td visibleFrom="md" maw={maw}>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {children}
      </Text>
    </Table.Td>
  );
}

/** The cell of a row's action buttons, kept on one line. */
export function ActionsCell({ children }: { children: React.ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

/** The cell of a row's "Active: <name>" switch and Active/Inactive badge (`switchProps`: see useActiveSwitch). */
export function StatusCell({ switchProps }: { switchProps: ActiveSwitchProps }) {
  return (
    <Table.Td>
      <ActiveSwitch {...switchProps} />
    </Table.Td>
  );
}

/**
 * A row's action buttons in one cell: `before` (e.g. "Add plan"), "Edit <name>" (`onEdit`),
 * `children` (e.g. a price-list link), then "Delete <name>" (`onDelete`, tooltip `deleteTooltip`,
 * default "Delete").
 */
export function EditDeleteCell({
  name,
  onEdit,
  onDelete,
  deleteTooltip,
  before,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteTooltip?: string;
  before?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <ActionsCell>
      {before}
      <EditAction name={name} onClick={onEdit} />
      {children}
      <DeleteAction name={name} tooltip={deleteTooltip} onClick={onDelete} />
    </ActionsCell>
  );
}
