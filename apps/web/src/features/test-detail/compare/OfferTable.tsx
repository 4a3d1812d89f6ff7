/**
 * The comparison as a table, for tablets and desktops (≥ 768 px), with a header row that stays under
 * the navigation bar while scrolling. Columns: lab (linking to its page; winner and accreditation
 * badges), location (area, emirate, distance in km, opening hours), price, original price, home-
 * collection fee, total (only when home collection is chosen: price + fee), results ("Results in
 * 24 h") and Book. The price column stays the third (the patient journey test reads it). With a plan,
 * the network badge under the lab and "Your share (estimate)" after the totals.
 * Props: `rows`, `testId`, `home`, `payer` (carried to the booking links). Money AED.
 */
import { useTranslation } from "../../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed, formatKm, labAreaEmirate } from "@labcompare/domain/format";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import { DataTable, DataTableHead } from "../../../components/DataTable";
import { BookCell, HomeFeeCell } from "../../../components/PriceTableCells";
import { NAV_HEIGHT } from "../../../components/NavBar";
import type { ComparedRow } from "../../../lib/offerCompare";
import { bookPath, labPath } from "../../../lib/paths";
import { entityName } from "@labcompare/domain/locale";
import { useAccreditation } from "../../../i18n/useAccreditation";
import { useOpeningHoursText } from "../../../i18n/openingHours";
import { useLocale } from "../../../i18n/useLocale";
import { useResultsIn } from "../../../i18n/useResultsIn";
import { WinnerBadges } from "./OfferBadges";
import { AccreditationBadgeList } from "../../../components/AccreditationBadges";
import type { Offer } from "./useOfferComparison";
import { NetworkBadge, PlanShareCell } from "../../../components/payer/PlanEstimate";
import { pathWithPayer, type PayerChoice } from "../../../lib/payer";
import classes from "../../../components/PriceTable.module.css";

export interface OfferTableProps {
  rows: ComparedRow<Offer>[];
  testId: string;
  home: boolean;
  payer: PayerChoice | null;
}

const cx = (...names: string[]) => names.map((n) => classes[n]).join(" ");

/** `fn` remembering its answers by `key` of the argument (labs repeat the same hours and turnarounds). */
function remembered<A, R>(fn: (a: A) => R, key: (a: A) => string | number): (a: A) => R {
  const seen = new Map<string | number, R>();
  return (a) => {
    const k = key(a);
    if (!seen.has(k)) seen.set(k, fn(a));
    return seen.get(k)!;
  };
}

/** What every row reads, made once for the table (its hooks and fixed texts). */
function useRowContext(props: OfferTableProps) {
  const { t } = useTranslation(["testDetail", "common", "payer"]);
  return {
    ...props,
    t,
    locale: useLocale(),
    planned: props.rows.some((r) => r.offer.estimate),
    resultsIn: remembered(useResultsIn(), (hours) => hours),
    hoursText: remembered(useOpeningHoursText(), (weekly) => JSON.stringify(weekly)),
    accreditation: remembered(useAccreditation(), (a) => a),
    accreditedBy: t("compare.accreditedBy"),
    noHome: t("compare.noHome"),
    book: t("compare.book"),
  };
}

type RowContext = ReturnType<typeof useRowContext>;

// The hooks are called once for the table; the rows are plain elements (PriceTable.module.css).
export function OfferTable(props: OfferTableProps) {
  const ctx = useRowContext(props);
  const { t, home, planned } = ctx;
  return (
    <DataTable
      verticalSpacing="sm"
      highlightOnHover
      striped
      stickyHeaderOffset={NAV_HEIGHT}
      data-testid="compare-table"
    >
      <DataTableHead
        columns={[
          t("compare.lab"),
          t("compare.location"),
          t("compare.priceCol"),
          t("compare.was"),
          t("compare.fee"),
          ...(home ? [t("compare.total")] : []),
          ...(planned ? [t("payer:yourShare")] : []),
          t("compare.results"),
        ]}
        actionLabel={t("compare.action")}
      />
      <tbody>
        {props.rows.map((row) => (
          <OfferRow key={row.offer.id} row={row} ctx={ctx} />
        ))}
      </tbody>
    </DataTable>
  );
}

/** One lab's row: no hook of its own (`ctx` from the table). */
function OfferRow({ row, ctx }: { row: ComparedRow<Offer>; ctx: RowContext }) {
  const { t, locale, home, planned } = ctx;
  const { offer } = row;
  const lab = offer.lab;
  const struck = struckOriginalPrice(offer.originalPriceAed, row.price);
  return (
    <tr data-lab-id={lab.id}>
      <td>
        <Link to={labPath(lab)} className={classes.labLink}>
          {entityName(lab, locale)}
        </Link>
        <div className={classes.marks}>
          <WinnerBadges row={row} />
          {offer.estimate && <NetworkBadge inNetwork={offer.estimate.inNetwork} />}
          <AccreditationBadgeList
            labels={lab.accreditation.map(ctx.accreditation)}
            size="xs"
            label={ctx.accreditedBy}
          />
        </div>
      </td>
      <td>
        <p className={classes.text}>{t("common:place.areaEmirate", labAreaEmirate(lab, locale))}</p>
        {row.distanceKm !== null && (
          <p className={cx("small", "semibold")}>
            {t("compare.away", { km: formatKm(row.distanceKm, locale) })}
          </p>
        )}
        <p className={cx("small", "dimmed")}>{ctx.hoursText(lab.weeklyHours)}</p>
      </td>
      <td>
        <p className={cx("text", "price", "nowrap")}>{formatAed(offer.priceAed, locale)}</p>
      </td>
      <td>
        {struck ? (
          <s className={cx("text", "dimmed", "nowrap")}>{formatAed(struck, locale)}</s>
        ) : (
          <p className={cx("text", "dimmed")}>–</p>
        )}
      </td>
      <HomeFeeCell feeAed={offer.homeCollectionFeeAed} none={ctx.noHome} locale={locale} />
      {home && (
        <td>
          <p className={cx("text", "bold", "nowrap")}>{formatAed(row.total, locale)}</p>
        </td>
      )}
      {planned && <PlanShareCell estimate={offer.estimate ?? null} />}
      <td>
        <p className={cx("text", "nowrap")}>{ctx.resultsIn(offer.turnaroundHours)}</p>
      </td>
      <BookCell
        to={pathWithPayer(bookPath(ctx.testId, lab.id, [], { home }), ctx.payer)}
        label={t("compare.bookLabel", { lab: entityName(lab, locale) })}
      >
        {ctx.book}
      </BookCell>
    </tr>
  );
}
