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
