/**
 * Display formats shared by the web app and the server (SPEC section 9): prices in AED with two
 * decimals; dates in en-US.
 */

/** "85.00 AED" from 85, "85", or a Prisma Decimal's string. */
export function formatAed(amount: number | string | { toString(): string }): string {
  const value = typeof amount === "number" ? amount : Number(amount.toString());
  return `${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} AED`;
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
