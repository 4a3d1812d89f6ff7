/**
 * Display helpers of catalogue values. SPEC section 9's display defaults (result time, category,
 * report format, description) are translations: common:catalogDefaults and the testDetail namespace.
 */
import { useTranslation } from "react-i18next";

/** "blood" → "Blood". */
export function sampleTypeLabel(sampleType: string): string {
  return sampleType.charAt(0).toUpperCase() + sampleType.slice(1);
}

/** A function giving a sample type ("blood") in the page's language; an unknown one as sampleTypeLabel. */
export function useSampleTypeText(): (sampleType: string) => string {
  const { t } = useTranslation("testDetail");
  return (sampleType) => {
    switch (sampleType) {
      case "blood":
        return t("sampleTypes.blood");
      case "urine":
        return t("sampleTypes.urine");
      case "stool":
        return t("sampleTypes.stool");
      case "swab":
        return t("sampleTypes.swab");
      case "saliva":
        return t("sampleTypes.saliva");
      case "semen":
        return t("sampleTypes.semen");
      default:
        return sampleTypeLabel(sampleType);
    }
  };
}
