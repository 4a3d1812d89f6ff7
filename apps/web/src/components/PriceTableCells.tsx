/** Cells of the public price tables (a lab's price list, a test's lab comparison). */
import { Button } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import type { Locale } from "@labcompare/domain/locale";
import classes from "./PriceTable.module.css";

/**
 * The home collection fee cell of a public price table (a DataTable row): `feeAed` as "50.00 AED" (in
 * the number format of `locale`, the page's), or `none` (e.g. "Not available") when the lab does not
 * collect at home (null); on one line. No hook: a table calls useLocale once for its rows.
 */
export function HomeFeeCell({
  feeAed,
  none,
  locale,
}: {
  feeAed: string | number | null;
  none: string;
  locale: Locale;
}) {
  return (
    <td>
      <p className={`${classes.text} ${classes.nowrap}`}>
        {feeAed !== null ? formatAed(feeAed, locale) : none}
      </p>
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
