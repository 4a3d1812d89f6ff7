/**
 * A table for the public pages (a test's lab comparison, a lab's price list and opening hours) in
 * the look of Mantine's Table: row borders, optional striped rows and hover highlight, and a header
 * row that can stick under the navigation bar. Children are plain `thead`/`tbody`/`tr`/`th`/`td`.
 *
 * Why not Mantine's Table here: its module attaches Table.ScrollContainer, which brings ScrollArea,
 * so every page with a table would download code it never runs.
 * The admin console and the long legal pages, which use the scroll container, keep Mantine's Table.
 *
 * Props: those of `<table>`, plus `verticalSpacing` (cell padding above and below: a Mantine spacing
 * name or px; default "xs"), `striped`, `highlightOnHover`, and `stickyHeaderOffset` (px from the
 * top of the window where the header row stays while the table scrolls by; none: it scrolls away).
 */
import type { ComponentPropsWithoutRef, CSSProperties } from "react";
import { rem, VisuallyHidden, type MantineSpacing } from "@mantine/core";
import classes from "./DataTable.module.css";

export interface DataTableProps extends ComponentPropsWithoutRef<"table"> {
  verticalSpacing?: MantineSpacing | number;
  striped?: boolean;
  highlightOnHover?: boolean;
  stickyHeaderOffset?: number;
}

export function DataTable({
  verticalSpacing = "xs",
  striped,
  highlightOnHover,
  stickyHeaderOffset,
  className,
  style,
  ...table
}: DataTableProps) {
  const vars = {
    "--data-table-vertical-spacing":
      typeof verticalSpacing === "number"
        ? rem(verticalSpacing)
        : `var(--mantine-spacing-${verticalSpacing})`,
    ...(stickyHeaderOffset !== undefined ? { "--data-table-sticky-offset": rem(stickyHeaderOffset) } : {}),
  } as CSSProperties;
  const classNames = [
    classes.table,
    striped && classes.striped,
    highlightOnHover && classes.highlightOnHover,
    stickyHeaderOffset !== undefined && classes.sticky,
    className,
  ];
  return <table className={classNames.filter(Boolean).join(" ")} style={{ ...vars, ...style }} {...table} />;
}

/**
 * A DataTable's header row: a column header per `columns` label, then one over the rows' action
 * buttons whose `actionLabel` only screen readers get.
 */
export function DataTableHead({ columns, actionLabel }: { columns: string[]; actionLabel: string }) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        <th scope="col">
          <VisuallyHidden>{actionLabel}</VisuallyHidden>
        </th>
      </tr>
    </thead>
  );
}
