/**
 * The page's language in components: "en" or "ar" (i18n.ts's instance, set from the address by the
 * entries). Formatting takes it: `formatAed(price, locale)`, `formatDate(d, FORMAT, { locale })`.
 */
import { useTranslation } from "./useTranslation";
import { parseLocale, type Locale } from "@labcompare/domain/locale";

/** The current page's language. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return parseLocale(i18n.language) ?? "en";
}
