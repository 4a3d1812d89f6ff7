import { Table } from "@mantine/core";

/**
 * A table's head row: one header cell per label, in order (labels are distinct, they key the
 * cells); `scope` marks them as column headers for screen readers where the table sets it.
 */
export function ColumnHeads({ labels, scope }: { labels: readonly string[]; scope?: "col" }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label} scope={scope}>
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
