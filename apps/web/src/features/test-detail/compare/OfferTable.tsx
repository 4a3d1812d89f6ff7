/**
 * The comparison as a table, for tablets and desktops (≥ 768 px), with a header row that stays under
 * the navigation bar while scrolling. Columns: lab (linking to its page; winner and accreditation
 * badges), location (area, emirate, distance in km, opening hours), price, original price, home-
 * collection fee, total (only when home collection is chosen: price + fee), results ("Results in
 * 24 h") and Book. The price column stays the third (the patient journey test reads it). With a plan,
 * the network badge under the lab and "Your share (estimate)" after the totals.
 * Props: `rows`, `testId`, `home`, `payer` (carried to the booking links). Money AED.
 */
import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatAed, formatKm, labAreaEmirate } from "@labcompare/domain/format";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import { DataTable, DataTableHead } from "../../../components/DataTable";
import { BookCell, HomeFeeCell } from "../../../components/PriceTableCells";
import { NAV_HEIGHT } from "../../../components/NavBar";
import type { ComparedRow } from "../../../lib/offerCompare";
import { bookPath, labPath } from "../../../lib/paths";
import { entityName } from "@labcompare/domain/locale";
import { useOpeningHoursText } from "../../../i18n/openingHours";
import { useLocale } from "../../../i18n/useLocale";
import { useResultsIn } from "../../../i18n/useResultsIn";
import { WinnerBadges } from "./OfferBadges";
import { AccreditationBadges } from "../../../components/AccreditationBadges";
import type { Offer } from "./useOfferComparison";
import { NetworkBadge, PlanShareCell } from "../../../components/payer/PlanEstimate";
import { pathWithPayer, type PayerChoice } from "../../../lib/payer";

export interface OfferTableProps {
  rows: ComparedRow<Offer>[];
  testId: string;
  home: boolean;
  payer: PayerChoice | null;
}

const nowrap = { whiteSpace: "nowrap" } as const;

export function OfferTable({ rows, testId, home, payer }: OfferTableProps) {
  const { t } = useTranslation(["testDetail", "common", "payer"]);
  const planned = rows.some((r) => r.offer.estimate);
  const locale = useLocale();
  const resultsIn = useResultsIn();
  const hoursText = useOpeningHoursText();
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
        {rows.map((row) => {
          const { offer } = row;
          const lab = offer.lab;
          const struck = struckOriginalPrice(offer.originalPriceAed, row.price);
          return (
            <tr key={offer.id} data-lab-id={lab.id}>
              <td>
                <Anchor component={Link} to={labPath(lab)} fw={600} size="sm" c="dark.8">
                  {entityName(lab, locale)}
                </Anchor>
                <div style={{ marginTop: 4, display: "grid", gap: 4 }}>
                  <WinnerBadges row={row} />
                  {offer.estimate && <NetworkBadge inNetwork={offer.estimate.inNetwork} />}
                  <AccreditationBadges list={lab.accreditation} size="xs" label={t("compare.accreditedBy")} />
                </div>
              </td>
              <td>
                <Text size="sm">{t("common:place.areaEmirate", labAreaEmirate(lab, locale))}</Text>
                {row.distanceKm !== null && (
                  <Text size="xs" fw={600}>
                    {t("compare.away", { km: formatKm(row.distanceKm, locale) })}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {hoursText(lab.weeklyHours)}
                </Text>
              </td>
              <td>
                <Text fw={700} size="sm" c="brand.9" style={nowrap}>
                  {formatAed(offer.priceAed, locale)}
                </Text>
              </td>
              <td>
                {struck ? (
                  <Text component="s" td="line-through" size="sm" c="dimmed" style={nowrap}>
                    {formatAed(struck, locale)}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </td>
              <HomeFeeCell feeAed={offer.homeCollectionFeeAed} none={t("compare.noHome")} />
              {home && (
                <td>
                  <Text size="sm" fw={700} style={nowrap}>
                    {formatAed(row.total, locale)}
                  </Text>
                </td>
              )}
              {planned && <PlanShareCell estimate={offer.estimate ?? null} />}
              <td>
                <Text size="sm" style={nowrap}>
                  {resultsIn(offer.turnaroundHours)}
                </Text>
              </td>
              <BookCell
                to={pathWithPayer(bookPath(testId, lab.id, [], { home }), payer)}
                label={t("compare.bookLabel", { lab: entityName(lab, locale) })}
              >
                {t("compare.book")}
              </BookCell>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
