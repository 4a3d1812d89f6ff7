/**
 * Display helpers of catalogue values. SPEC section 9's display defaults (result time, category,
 * report format, description) are translations: common:catalogDefaults and the testDetail namespace.
 */

/** "blood" → "Blood". */
export function sampleTypeLabel(sampleType: string): string {
  return sampleType.charAt(0).toUpperCase() + sampleType.slice(1);
}
