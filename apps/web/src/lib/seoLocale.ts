/**
 * What `useSeo` reads in the page's language, as the server does (apps/server/src/seo/meta.ts): on
 * Arabic pages the Arabic site title and description (the admin's settings are written in English;
 * their image is kept) and the PageSeo row of the Arabic address ("/ar/labs"), never the English one.
 */
import { pathInLocale, type Locale } from "@labcompare/domain/locale";
import { DEFAULT_SEO_SETTINGS, normalizePagePath } from "@labcompare/validators/seo-defaults";
import { siteNameFrom } from "@labcompare/validators/seo-text";
import { useMemo } from "react";
import { useTranslation } from "../i18n/useTranslation";
import { useLocale } from "../i18n/useLocale";

interface SiteSeo {
  siteTitle: string;
  siteDescription: string;
  defaultOgImage: string | null;
}

/** The site settings in the page's language (Arabic: the Arabic title and description). */
export function useLocalSiteSeo<T extends SiteSeo>(settings: T | undefined): T | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    if (!settings || locale === "en") return settings;
    const siteName = siteNameFrom(settings.siteTitle.trim() || DEFAULT_SEO_SETTINGS.siteTitle);
    return {
      ...settings,
      siteTitle: t("seo.siteTitle", { siteName }),
      siteDescription: t("seo.siteDescription"),
    };
  }, [settings, locale, t]);
}

/** The PageSeo path of the page at `path` (without language prefix) in `locale`: "/labs" → "/ar/labs". */
export function localPagePath(path: string, locale: Locale): string {
  return normalizePagePath(pathInLocale(path, locale));
}

/** localPagePath in the page's language. */
export function useLocalPagePath(path: string): string {
  return localPagePath(path, useLocale());
}
