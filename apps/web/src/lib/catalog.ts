/**
 * Display helpers of catalogue values. The display defaults for missing values (result time, category,
 * report format, description) are translations: common:catalogDefaults and the testDetail namespace.
 */
import { useTranslation } from "../i18n/useTranslation";

/** "blood" → "Blood". */
export function sampleTypeLabel(sampleType: string): string {
  return sampleType.charAt(0).toUpperCase() + sampleType.slice(1);
}

/** A function giving a sample type ("blood") in the page's language; an unknown one as sampleTypeLabel. */
export function useSampleTypeText(): (sampleType: string) => string {
  const { t } = useTranslation("testDetail");
  return (sampleType) => {
    const texts: Partial<Record<string, string>> = {
      blood: t("sampleTypes.blood"),
      urine: t("sampleTypes.urine"),
      stool: t("sampleTypes.stool"),
      swab: t("sampleTypes.swab"),
      saliva: t("sampleTypes.saliva"),
      semen: t("sampleTypes.semen"),
    };
    return texts[sampleType] ?? sampleTypeLabel(sampleType);
  };
}
