import { UUID_PATTERN } from "@labcompare/db";

/** Money crosses the API as strings with two decimals ("85.00", AED) so no float rounding creeps in. */
export function aed(
  value: { toFixed(d: number): string } | number | string | null | undefined,
): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return Number(value).toFixed(2);
  return value.toFixed(2);
}

/** Same as `aed` for values that are never null. */
export function aedRequired(value: { toFixed(d: number): string } | number | string): string {
  return aed(value) as string;
}

/** A Prisma `where` that finds a row by UUID or by slug. */
export function idOrSlugWhere(idOrSlug: string): { id: string } | { slug: string } {
  return UUID_PATTERN.test(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
}
