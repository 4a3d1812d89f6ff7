/** Display defaults from SPEC section 9. */
export const DEFAULT_RESULT_TIME = "24-48 hours";
export const DEFAULT_TEST_CATEGORY = "General Health";
export const REPORT_FORMAT = "Digital & Printable";
export const DEFAULT_TEST_DESCRIPTION =
  "This laboratory test helps you and your doctor understand your health. Compare prices across our partner labs and book online; your results are delivered digitally.";

/** "blood" → "Blood". */
export function sampleTypeLabel(sampleType: string): string {
  return sampleType.charAt(0).toUpperCase() + sampleType.slice(1);
}
