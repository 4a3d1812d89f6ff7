/**
 * The comparison as a table, for tablets and desktops (≥ 768 px), with a header row that stays under
 * the navigation bar while scrolling. Columns: lab (linking to its page; winner and accreditation
 * badges), location (area, emirate, distance in km, opening hours), price, original price, home-
 * collection fee, total (only when home collection is chosen: price + fee), results ("Results in
 * 24 h") and Book. The price column stays the third (the patient journey test reads it).
 * Props: `rows`, `testId`, `home`. Money AED.
 */
import { Anchor, Button, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed, resultsIn, formatKm } from "@labcompare/domain/format";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import { DataTable, DataTableHead } from "../../../components/DataTable";
import { NAV_HEIGHT } from "../../../components/NavBar";
import type { ComparedRow } from "../../../lib/offerCompare";
import { bookPath, labPath } from "../../../lib/paths";
import { compareCopy as copy } from "../testDetail.copy";
import { AccreditationBadges, WinnerBadges } from "./OfferBadges";
import type { Offer } from "./useOfferComparison";

export interface OfferTableProps {
  rows: ComparedRow<Offer>[];
  testId: string;
  home: boolean;
}

const nowrap = { whiteSpace: "nowrap" } as const;

export function OfferTable({ rows, testId, home }: OfferTableProps) {
  return (
    <DataTable verticalSpacing="sm" highlightOnHover striped stickyHeaderOffset={NAV_HEIGHT} data-testid="compare-table">
      <DataTableHead
        columns={[copy.lab, copy.location, copy.priceCol, copy.was, copy.fee, ...(home ? [copy.total] : []), copy.results]}
        actionLabel={copy.action}
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
                  {lab.name}
                </Anchor>
                <div style={{ marginTop: 4, display: "grid", gap: 4 }}>
                  <WinnerBadges row={row} />
                  <AccreditationBadges list={lab.accreditation} />
                </div>
              </td>
              <td>
                <Text size="sm">
                  {lab.area}, {lab.emirate}
                </Text>
                {row.distanceKm !== null && (
                  <Text size="xs" fw={600}>
                    {copy.away(formatKm(row.distanceKm))}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {lab.openingHours}
                </Text>
              </td>
              <td>
                <Text fw={700} size="sm" c="brand.9" style={nowrap}>
                  {formatAed(offer.priceAed)}
                </Text>
              </td>
              <td>
                {struck ? (
                  <Text component="s" td="line-through" size="sm" c="dimmed" style={nowrap}>
                    {formatAed(struck)}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </td>
              <td>
                <Text size="sm" style={nowrap}>
                  {offer.homeCollectionFeeAed !== null ? formatAed(offer.homeCollectionFeeAed) : copy.noHome}
                </Text>
              </td>
              {home && (
                <td>
                  <Text size="sm" fw={700} style={nowrap}>
                    {formatAed(row.total)}
                  </Text>
                </td>
              )}
              <td>
                <Text size="sm" style={nowrap}>
                  {resultsIn(offer.turnaroundHours)}
                </Text>
              </td>
              <td>
                <Button component={Link} to={bookPath(testId, lab.id, [], { home })} size="xs" aria-label={copy.bookLabel(lab.name)}>
                  {copy.book}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
