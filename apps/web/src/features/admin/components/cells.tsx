/** Table cells the admin lists share: a row's title, a date, a long description and the action buttons. */
import { Group, Table, Text, type TextProps } from "@mantine/core";

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
