/** The offer shapes the offers screen passes between its tables and its form. */
/** The offer fields a row shows and the edit form starts from. */
export interface OfferRow {
  id: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  active: boolean;
  updatedAt: Date;
  lab: { id: string; name: string; active: boolean };
  test: { id: string; name: string; active: boolean };
}

/** What the offer modal edits: an existing offer, or a new one for a fixed test or lab. */
export type OfferTarget =
  { offer: OfferRow } | { testId: string; testName: string } | { labId: string; labName: string };
