import { Card, Grid, Group, Table, Text, Title } from "@mantine/core";
import { bookingStatuses } from "@labcompare/domain/booking-rules";
import { BookingStatusBadge } from "../bookings/BookingStatusBadge";
import type { AdminOutputs } from "../lib";

type StatusCounts = AdminOutputs["dashboard"]["summary"]["today"]["scheduled"];

/**
 * A half-width (on large screens) card of the dashboard, a section labelled by its h2 `title`
 * (`id` is the heading's id). `fullHeight` stretches it to its row's height (the charts).
 */
export function DashboardSection({
  id,
  title,
  fullHeight = false,
  children,
}: {
  id: string;
  title: string;
  fullHeight?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Grid.Col span={{ base: 12, lg: 6 }}>
      <Card shadow="xs" h={fullHeight ? "100%" : undefined} component="section" aria-labelledby={id}>
        <Title order={2} fz="h4" id={id} mb={fullHeight ? "md" : "sm"}>
          {title}
        </Title>
        {children}
      </Card>
    </Grid.Col>
  );
}

/** A card with one headline figure (`value`, already formatted) and a `hint`; `children` below it. */
export function FigureCard({
  title,
  value,
  hint,
  children,
}: {
  title: string;
  value: string | number;
  hint: string;
  children?: React.ReactNode;
}) {
  return (
    <Card shadow="xs" padding="md">
      <Text size="sm" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text fz={32} fw={800} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mb={children ? "sm" : undefined}>
        {hint}
      </Text>
      {children}
    </Card>
  );
}

/** A card with a total and its breakdown by booking status. */
export function StatusCard({ title, hint, counts }: { title: string; hint: string; counts: StatusCounts }) {
  return (
    <FigureCard title={title} value={counts.total} hint={hint}>
      <Group gap={6}>
        {bookingStatuses.map((status) => (
          <Group key={status} gap={4} wrap="nowrap">
            <BookingStatusBadge status={status} />
            <Text size="sm" fw={600}>
              {counts[status]}
            </Text>
          </Group>
        ))}
      </Group>
    </FigureCard>
  );
}

/**
 * A striped table of a ranking: `columns` (label, right-aligned when `right`), one row per entry
 * (`cells` in column order), and "No bookings yet." across the table when there are none.
 */
export function RankTable({
  columns,
  rows,
}: {
  columns: { label: string; right?: boolean }[];
  rows: { key: string; cells: React.ReactNode[] }[];
}) {
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label} ta={c.right ? "right" : undefined}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text c="dimmed">No bookings yet.</Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Td key={i} ta={columns[i]?.right ? "right" : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
