/** The order of the labs compared for a basket (catalog.compareBasket). */

/** What the order reads of a compared lab (AED strings, km). */
export interface RankedLab {
  complete: boolean;
  missing: unknown[];
  totalAed: string;
  estimate: { patientShareAed: string } | null;
  distanceKm: number | null;
  lab: { name: string };
}

/**
 * Basket order: labs doing every test first, then fewer missing; then what the patient pays (the
 * estimated share with a plan, else the total), the total, the distance and the name.
 */
export function byWhatThePatientPays(a: RankedLab, b: RankedLab): number {
  if (a.complete !== b.complete) return a.complete ? -1 : 1;
  if (!a.complete && a.missing.length !== b.missing.length) return a.missing.length - b.missing.length;
  const pays = (l: RankedLab) => Number(l.estimate?.patientShareAed ?? l.totalAed);
  return (
    pays(a) - pays(b) ||
    Number(a.totalAed) - Number(b.totalAed) ||
    (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
    a.lab.name.localeCompare(b.lab.name)
  );
}
