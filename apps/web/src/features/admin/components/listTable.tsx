/** The table of the admin list screens: its card with column headings, and its body rows' states. */
import { Card, Table, Title } from "@mantine/core";
import { TableMessage } from "./ui";

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
