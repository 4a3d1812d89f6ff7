/** Cells of the public price tables (a lab's price list, a test's lab comparison). */
import { Button, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { useLocale } from "../i18n/useLocale";

/**
 * The home collection fee cell of a public price table (a DataTable row): `feeAed` as "50.00 AED" (in the page's number format), or
 * `none` (e.g. "Not available") when the lab does not collect at home (null); on one line.
 */
export function HomeFeeCell({ feeAed, none }: { feeAed: string | number | null; none: string }) {
  const locale = useLocale();
  return (
    <td>
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {feeAed !== null ? formatAed(feeAed, locale) : none}
      </Text>
    </td>
  );
}

/** The last cell of a price table row: a small "Book" link button (`children`) to `to`, named `label` for screen readers (which test or lab). */
export function BookCell({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <td>
      <Button component={Link} to={to} size="xs" aria-label={label}>
        {children}
      </Button>
    </td>
  );
}
