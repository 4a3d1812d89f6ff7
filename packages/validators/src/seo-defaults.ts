/**
 * The site's SEO defaults and the page-path rule, alone in a module so the web app's first bundle
 * (every page's head and the consent banner use them) imports them without the rest of the admin
 * constants. admin-constants.ts re-exports both.
 */

/**
 * Site-wide SEO values used while no seo_settings row exists: a preset title and description for a
 * Dubai lab-tests site. Read by the admin form, the public pages and the server-side renderer.
 */
export const DEFAULT_SEO_SETTINGS = {
  siteTitle: "LabCompare UAE | Compare & Book Lab Tests in Dubai",
  siteDescription:
    "Compare lab test prices from trusted labs in Dubai and across the UAE, then book online in minutes. Home collection available and results delivered digitally.",
  defaultOgImage: null as string | null,
  googleAnalyticsId: null as string | null,
} as const;

/** Page path as stored in page_seo: without query string, fragment or trailing slashes ("/" stays "/"). */
export function normalizePagePath(path: string): string {
  let p = path.trim().replace(/[?#].*$/, "");
  p = p.replace(/\/+$/, "");
  return p === "" ? "/" : p;
}
