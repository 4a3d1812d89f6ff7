/**
 * The comparison as a table, for tablets and desktops (≥ 768 px), with a header row that stays under
 * the navigation bar while scrolling. Columns: lab (linking to its page; winner and accreditation
 * badges), location (area, emirate, distance in km, opening hours), price, original price, home-
 * collection fee, total (only when home collection is chosen: price + fee), results ("Results in
 * 24 h") and Book. The price column stays the third (the patient journey test reads it).
 * Props: `rows`, `testId`, `home`. Money AED.
 */
import { Anchor, Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed, resultsIn } from "@labcompare/validators/format";
import { formatKm } from "@labcompare/validators/geo";
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
    <Table verticalSpacing="sm" highlightOnHover striped stickyHeader stickyHeaderOffset={NAV_HEIGHT} data-testid="compare-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{copy.lab}</Table.Th>
          <Table.Th scope="col">{copy.location}</Table.Th>
          <Table.Th scope="col">{copy.priceCol}</Table.Th>
          <Table.Th scope="col">{copy.was}</Table.Th>
          <Table.Th scope="col">{copy.fee}</Table.Th>
          {home && <Table.Th scope="col">{copy.total}</Table.Th>}
          <Table.Th scope="col">{copy.results}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{copy.action}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const { offer } = row;
          const lab = offer.lab;
          const struck = offer.originalPriceAed && Number(offer.originalPriceAed) > row.price ? offer.originalPriceAed : null;
          return (
            <Table.Tr key={offer.id} data-lab-id={lab.id}>
              <Table.Td>
                <Anchor component={Link} to={labPath(lab)} fw={600} size="sm" c="dark.8">
                  {lab.name}
                </Anchor>
                <div style={{ marginTop: 4, display: "grid", gap: 4 }}>
                  <WinnerBadges row={row} />
                  <AccreditationBadges list={lab.accreditation} />
                </div>
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Text fw={700} size="sm" c="brand.9" style={nowrap}>
                  {formatAed(offer.priceAed)}
                </Text>
              </Table.Td>
              <Table.Td>
                {struck ? (
                  <Text component="s" td="line-through" size="sm" c="dimmed" style={nowrap}>
                    {formatAed(struck)}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={nowrap}>
                  {offer.homeCollectionFeeAed !== null ? formatAed(offer.homeCollectionFeeAed) : copy.noHome}
                </Text>
              </Table.Td>
              {home && (
                <Table.Td>
                  <Text size="sm" fw={700} style={nowrap}>
                    {formatAed(row.total)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" style={nowrap}>
                  {resultsIn(offer.turnaroundHours)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button component={Link} to={bookPath(testId, lab.id, [], { home })} size="xs" aria-label={copy.bookLabel(lab.name)}>
                  {copy.book}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
