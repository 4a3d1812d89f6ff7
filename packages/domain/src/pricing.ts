/**
 * Money rules of an offer and a booking, in AED: the one-visit home-collection fee, a booking's totals
 * (exact to the fil, as two-decimal strings), and when an original price shows struck through.
 */

/** Amount in fils (1/100 AED) of "85.00", 85 or a Decimal-like, exact to two decimals. */
function fils(value: { toString(): string } | number | string): number {
  return Math.round(Number(value.toString()) * 100);
}
function aedText(f: number): string {
  return (f / 100).toFixed(2);
}

/**
 * The home-collection fee of one visit, AED: one visit, one fee — the highest home-collection fee
 * among the offers booked together (a lab's fee is set per offer; an offer without one counts as 0).
 * Input: the offers' fees (null = none). Output: "0.00" when no offer charges a fee.
 */
export function homeCollectionFeeForVisit(
  fees: ReadonlyArray<{ toString(): string } | number | string | null | undefined>,
): string {
  let highest = 0;
  for (const fee of fees) if (fee !== null && fee !== undefined) highest = Math.max(highest, fils(fee));
  return aedText(highest);
}

/**
 * Totals of a booking, AED strings with two decimals: subtotal = sum of the items' prices; fee = the
 * one-visit fee (homeCollectionFeeForVisit) for home collection, else null; total = subtotal + fee.
 */
export function bookingTotals(
  items: ReadonlyArray<{
    priceAed: { toString(): string } | number | string;
    homeCollectionFeeAed?: { toString(): string } | number | string | null;
  }>,
  collectionMode: "lab_visit" | "home_collection",
): { subtotalAed: string; homeCollectionFeeAed: string | null; totalAed: string } {
  const subtotal = items.reduce((sum, i) => sum + fils(i.priceAed), 0);
  if (collectionMode !== "home_collection")
    return { subtotalAed: aedText(subtotal), homeCollectionFeeAed: null, totalAed: aedText(subtotal) };
  const fee = fils(homeCollectionFeeForVisit(items.map((i) => i.homeCollectionFeeAed)));
  return {
    subtotalAed: aedText(subtotal),
    homeCollectionFeeAed: aedText(fee),
    totalAed: aedText(subtotal + fee),
  };
}

/**
 * The original price to show struck through beside an offer's price: `originalPriceAed` when it is
 * above `priceAed` (a discount), otherwise null (none set, or not above the price, which would read as
 * a false saving). Inputs: AED as numbers, decimal strings or Prisma Decimals; output as given.
 */
export function struckOriginalPrice<T extends number | string | { toString(): string }>(
  originalPriceAed: T | null | undefined,
  priceAed: number | string | { toString(): string },
): T | null {
  if (originalPriceAed === null || originalPriceAed === undefined) return null;
  return Number(originalPriceAed.toString()) > Number(priceAed.toString()) ? originalPriceAed : null;
}
