/**
 * A lab's accreditation in the page's language: "DHA licensed" (a regulator's licence, as the
 * catalogue stores it) → "مرخّص من DHA"; standards and bodies (ISO 15189, CAP, JCI) are codes, kept.
 */
import { useTranslation } from "./useTranslation";

const LICENSED = /^(\S+) licensed$/i;

/** A function of the catalogue's accreditation → its label in the page's language. */
export function useAccreditation(): (accreditation: string) => string {
  const { t } = useTranslation();
  return (accreditation) => {
    const licence = LICENSED.exec(accreditation);
    return licence ? t("accreditation.licensed", { authority: licence[1] }) : accreditation;
  };
}
