/**
 * The rows of a lab's price list (LabPriceList): a table with a sticky header (tablets and
 * desktops) or cards (phones). Each test links to its page, with price and struck-through original
 * price, home-collection fee (AED), turnaround ("Results in 24 h") and Book (/book/{testId}?lab={labId}).
 * Props: `offers` (catalog.labs.prices items), `labId`.
 */
import { Anchor, Button, Card, Group, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import { DataTable, DataTableHead } from "../../components/DataTable";
import { BookCell, HomeFeeCell } from "../../components/PriceTableCells";
import { NAV_HEIGHT } from "../../components/NavBar";
import { useLocale } from "../../i18n/useLocale";
import { useResultsIn } from "../../i18n/useResultsIn";
import { bookPath } from "../../lib/paths";
import type { RouterOutputs } from "../../trpc";
import classes from "../../components/PriceTable.module.css";

export type LabOffer = RouterOutputs["catalog"]["labs"]["prices"]["items"][number];

const cx = (...names: string[]) => names.map((n) => classes[n]).join(" ");
const struckOf = (o: LabOffer) => struckOriginalPrice(o.originalPriceAed, o.priceAed);

export function PriceTable({ offers, labId }: { offers: LabOffer[]; labId: string }) {
  const { t } = useTranslation("lab");
  const locale = useLocale();
  const resultsIn = useResultsIn();
  // The same texts on every row: translated once.
  const [noHome, book, wasShort] = [t("noHome"), t("book"), t("wasShort")];
  return (
    <DataTable
      verticalSpacing="xs"
      striped
      highlightOnHover
      stickyHeaderOffset={NAV_HEIGHT}
      data-testid="lab-prices"
    >
      <DataTableHead columns={[t("test"), t("price"), t("fee"), t("results")]} actionLabel={t("action")} />
      <tbody>
        {/* Plain elements (PriceTable.module.css), the hooks called once for the table. */}
        {offers.map((o) => {
          const struck = struckOf(o);
          return (
            <tr key={o.offerId}>
              <td>
                <Link to={`/tests/${o.test.slug}`} className={classes.link}>
                  {entityName(o.test, locale)}
                </Link>
              </td>
              <td>
                {/* The original price under the price, not in a column of its own: six columns overflowed the card on a desktop. */}
                <p className={cx("text", "price", "nowrap")}>{formatAed(o.priceAed, locale)}</p>
                {struck && (
                  <s className={cx("small", "dimmed", "block", "nowrap")}>
                    <span className={classes.visuallyHidden}>{wasShort} </span>
                    {formatAed(struck, locale)}
                  </s>
                )}
              </td>
              <HomeFeeCell feeAed={o.homeCollectionFeeAed} none={noHome} locale={locale} />
              <td>
                <p className={cx("text", "results")}>{resultsIn(o.turnaroundHours)}</p>
              </td>
              <BookCell
                to={bookPath(o.test.id, labId)}
                label={t("bookLabel", { test: entityName(o.test, locale) })}
              >
                {book}
              </BookCell>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

export function PriceCard({ offer: o, labId }: { offer: LabOffer; labId: string }) {
  const { t } = useTranslation("lab");
  const locale = useLocale();
  const resultsIn = useResultsIn();
  const struck = struckOf(o);
  return (
    <Card component="li" padding="sm" shadow="xs">
      <Anchor
        component={Link}
        to={`/tests/${o.test.slug}`}
        fw={600}
        size="sm"
        style={{ overflowWrap: "anywhere" }}
      >
        {entityName(o.test, locale)}
      </Anchor>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs" mt={4}>
        <div style={{ minWidth: 0 }}>
          <Group gap={6} align="baseline">
            <Text fw={700} c="brand.9">
              {formatAed(o.priceAed, locale)}
            </Text>
            {struck && (
              <Text component="s" td="line-through" size="xs" c="dimmed">
                <VisuallyHidden>{t("wasShort")} </VisuallyHidden>
                {formatAed(struck, locale)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {resultsIn(o.turnaroundHours)}
            {o.homeCollectionFeeAed !== null &&
              ` · ${t("feeLabel")} ${formatAed(o.homeCollectionFeeAed, locale)}`}
          </Text>
        </div>
        <Button
          component={Link}
          to={bookPath(o.test.id, labId)}
          size="xs"
          aria-label={t("bookLabel", { test: entityName(o.test, locale) })}
          style={{ flexShrink: 0 }}
        >
          {t("book")}
        </Button>
      </Group>
    </Card>
  );
}
