import { staticPageDescription } from "@labcompare/validators/pages";
import { useLocale } from "../i18n/useLocale";
import { useSeo } from "./seo";

/**
 * useSeo for a static page at `path` ("/labs"): `title` (the page's label) and the page's built-in
 * meta description in the page's language; a PageSeo entry for the path takes precedence.
 */
export function useStaticPageSeo(path: string, title: string): void {
  const locale = useLocale();
  useSeo({ fallback: { title, description: staticPageDescription(path, locale) } });
}
