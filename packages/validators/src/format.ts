/**
 * Display formats shared by the web app and the server (SPEC section 9): prices in AED with two
 * decimals; dates in en-US.
 */

/**
 * "1,285.00 AED" from 1285, "1285", or a Prisma Decimal's string: en-US grouping, two decimals
 * (rounded as `Intl.NumberFormat("en-US")` rounds; format.test.ts compares the two).
 * Not through Intl: a page's first Intl formatter loads the browser's locale data, 36 ms on this
 * machine's Chromium before the 4× slowdown of a phone (~150 ms of a category page's blocking time).
 */
export function formatAed(amount: number | string | { toString(): string }): string {
  const value = typeof amount === "number" ? amount : Number(amount.toString());
  const magnitude = Math.abs(value);
  // In fils, rounded half away from zero on the number's shortest decimal form ("0.015" → 2 fils),
  // as ICU rounds; toFixed would round the binary value (0.01499… → 1 fil).
  const shortest = String(magnitude);
  const fils = shortest.includes("e") ? Math.round(magnitude * 100) : Math.round(Number(`${shortest}e2`));
  const whole = String(Math.floor(fils / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${whole}.${String(fils % 100).padStart(2, "0")} AED`;
}

/** Turnaround in hours as patients read it: "Same day", "24 hours", "3 days". */
export function formatTurnaround(hours: number): string {
  if (hours <= 12) return "Same day";
  if (hours <= 48) return `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** Capitalises a status value for display: "pending" → "Pending". */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The one wording of an offer's turnaround everywhere a lab's results time is shown:
 * "Results in 6 h", "Results in 24 h", and from 48 hours on in days ("Results in 3 days").
 */
export function resultsIn(hours: number): string {
  if (hours < 48) return `Results in ${hours} h`;
  const days = Math.round(hours / 24);
  return `Results in ${days} days`;
}

/**
 * The original price to show struck through beside an offer's price: `originalPriceAed` when it is
 * above `priceAed` (a discount), otherwise null (none set, or not above the price, which would read as
 * a false saving). Inputs: AED as numbers, decimal strings or Prisma Decimals; output as given.
 * Source: SPEC section 3 (tests: "a struck-through original price") and section 9 (current / original).
 */
export function struckOriginalPrice<T extends number | string | { toString(): string }>(originalPriceAed: T | null | undefined, priceAed: number | string | { toString(): string }): T | null {
  if (originalPriceAed === null || originalPriceAed === undefined) return null;
  return Number(originalPriceAed.toString()) > Number(priceAed.toString()) ? originalPriceAed : null;
}
