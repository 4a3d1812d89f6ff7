/**
 * Resolves the head values of one page, in its language, from the database, field by field, in this order:
 *   1. the page's own entity (blog post, test, category, lab; its Arabic name on an Arabic page when it has one),
 *   2. the PageSeo row whose page_path equals the page's own path ("/labs", or "/ar/labs" for the
 *      Arabic page: admins set each language's SEO apart, and an Arabic page never shows the English row),
 *   3. the route's built-in values (the label the client shows as title, e.g. "Partner Labs"; a
 *      generated description for a category without one), in the page's language (texts/),
 *   4. the SeoSettings row (English pages) or the Arabic site title and description (texts/ar.ts),
 *   5. DEFAULT_SEO_SETTINGS.
 * The home page's Organization JSON-LD carries the site settings' contact details (phone, email,
 * address, social links) once an admin has saved real ones.
 * Data comes from the API's service functions (catalog, content, SEO, site settings), never from new queries.
 */
import {
  absoluteUrl,
  clampText,
  MAX_DESCRIPTION_LENGTH,
  type MetaLayer,
  pickMetaValue as pick,
  siteNameFrom,
} from "@labcompare/validators/seo-text";
export { absoluteUrl, clampText, MAX_DESCRIPTION_LENGTH, siteNameFrom };
import type { PrismaClient } from "@labcompare/db";
import { pathInLocale, type Locale } from "@labcompare/domain/locale";
import { DEFAULT_SEO_SETTINGS, SOCIAL_NETWORKS } from "@labcompare/validators";
import type { SiteDataCache } from "@labcompare/api/content/site-data";
import { httpStatusOf } from "../http-errors.ts";
import type { PageMeta } from "./head-tags.ts";
import { resolveEntityPage, type PageContext, type ResolvedPage } from "./meta-entities.ts";
import { alternateLinks, pagePathOf, type RouteMatch } from "./routes.ts";
import { organizationLd, webSiteLd, type OrganizationContact } from "./structured-data.ts";
import { seoTexts, type SeoTexts } from "./texts/index.ts";

export type { ResolvedPage } from "./meta-entities.ts";

/** Title of the English not-found shell (the client then renders "Oops! Page not found"). */
export const NOT_FOUND_TITLE = seoTexts("en").notFoundTitle;

type SeoSettings = Awaited<ReturnType<SiteDataCache["seoSettings"]>>;

/** Where a page's head values are read: the database, and the site-wide reads through their cache. */
export interface PageSources {
  db: PrismaClient;
  siteData: SiteDataCache;
}

/**
 * The site's own values as the last two layers: for English the admin's settings, then the
 * defaults; for a language with its own site copy (texts.site), that copy with the settings' image.
 */
function siteLayers(settings: SeoSettings, texts: SeoTexts, siteName: string): MetaLayer[] {
  const defaults = {
    title: DEFAULT_SEO_SETTINGS.siteTitle,
    description: DEFAULT_SEO_SETTINGS.siteDescription,
    image: DEFAULT_SEO_SETTINGS.defaultOgImage,
  };
  if (texts.site)
    return [
      {
        title: texts.site.title(siteName),
        description: texts.site.description,
        image: settings.defaultOgImage,
      },
      defaults,
    ];
  return [
    { title: settings.siteTitle, description: settings.siteDescription, image: settings.defaultOgImage },
    defaults,
  ];
}

/** The PageSeo row of the page at `path` (with its language prefix) as a layer (empty when none). */
async function pageSeoLayer({ db, siteData }: PageSources, path: string): Promise<MetaLayer> {
  // The Arabic home is "/ar/"; an admin may well have written its row as "/ar".
  const row =
    (await siteData.pageSeo(db, path)) ?? (path === "/ar/" ? await siteData.pageSeo(db, "/ar") : null);
  return row
    ? {
        title: row.title,
        description: row.description,
        keywords: row.keywords,
        image: row.ogImage,
        canonical: row.canonicalUrl,
      }
    : {};
}

/**
 * The Organization's contact details from the site settings (as the header and footer show them):
 * phone, email, address and the social links in SOCIAL_NETWORKS order. Null while the seeded demo
 * values are in use, so search engines are never given the fictional placeholders.
 */
async function organizationContact({ db, siteData }: PageSources): Promise<OrganizationContact | null> {
  const s = await siteData.siteSettings(db);
  if (s.isDemo) return null;
  const sameAs = SOCIAL_NETWORKS.map((n) => s.socialLinks[n]).filter((url): url is string => Boolean(url));
  return { phone: s.phone, email: s.email, address: s.address, sameAs };
}

/**
 * The status and head values of the page `route` in `locale` on the site at `origin` (e.g.
 * "https://labcompare.ae", no trailing slash). Unknown paths, unknown tests/categories/labs (id or
 * slug) and unknown or unpublished posts give status 404 with the not-found head (noindex). Private
 * pages give generic values with noindex. Indexable pages get hreflang alternates in every language
 * and, by default, their own address (`/ar/…` for Arabic) as canonical. `searchQuery` (the search
 * page's `q`) titles the search page by its query, as the web app does. Database errors other than
 * NOT_FOUND are thrown. `sources`: the database and the site-wide reads (settings, page SEO rows).
 */
export async function resolvePage(
  sources: PageSources,
  route: RouteMatch,
  origin: string,
  locale: Locale = "en",
  searchQuery: string | null = null,
): Promise<ResolvedPage> {
  const { db } = sources;
  const settings = await sources.siteData.seoSettings(db);
  const texts = seoTexts(locale);
  const siteName = siteNameFrom(settings.siteTitle || DEFAULT_SEO_SETTINGS.siteTitle);
  const analyticsId = settings.googleAnalyticsId?.trim() || DEFAULT_SEO_SETTINGS.googleAnalyticsId || null;
  const site = siteLayers(settings, texts, siteName);
  const pagePath = pagePathOf(route, locale);
  const pageUrl = origin + pagePath;

  const ctx: PageContext = {
    db,
    origin,
    locale,
    texts,
    siteName,
    site,
    pageSeo: () => pageSeoLayer(sources, pagePath),
    url: (plainPath) => origin + pathInLocale(plainPath, locale),
    withSite: (label) => `${label} | ${siteName}`,
    build(layers, extra = {}) {
      const indexable = extra.indexable ?? true;
      const toAbsolute = (v: string) => absoluteUrl(v, origin);
      const canonical = indexable ? (pick(layers, "canonical", toAbsolute) ?? pageUrl) : null;
      return {
        locale,
        title: pick(layers, "title") ?? DEFAULT_SEO_SETTINGS.siteTitle,
        description: clampText(pick(layers, "description") ?? DEFAULT_SEO_SETTINGS.siteDescription),
        keywords: pick(layers, "keywords"),
        canonical,
        alternates: indexable ? alternateLinks(origin, extra.plainPath ?? route.path) : [],
        url: canonical ?? pageUrl,
        image: pick(layers, "image", toAbsolute),
        type: extra.type ?? "website",
        siteName,
        robots: extra.robots ?? (indexable ? null : "noindex"),
        analyticsId,
        extraProperties: extra.extraProperties,
        jsonLd: extra.jsonLd ?? [],
      } satisfies PageMeta;
    },
    notFound: () => ({
      status: 404,
      meta: ctx.build([{ title: texts.notFoundTitle }, ...site], { indexable: false }),
    }),
  };

  try {
    switch (route.kind) {
      case "notFound":
        return ctx.notFound();

      case "home": {
        const meta = ctx.build([await ctx.pageSeo(), ...site]);
        meta.jsonLd = [
          organizationLd({
            name: siteName,
            url: `${origin}/`,
            logo: absoluteUrl(settings.defaultOgImage, origin),
            contact: await organizationContact(sources),
          }),
          webSiteLd({
            name: siteName,
            url: pageUrl,
            searchUrl: ctx.url("/search"),
            description: meta.description,
            inLanguage: locale,
          }),
        ];
        return { status: 200, meta };
      }

      case "static": {
        const query = route.page === "/search" ? searchQuery : null;
        const label = query
          ? texts.searchLabel(query)
          : texts.pageLabels[route.page].replace("{siteName}", siteName);
        const description = query ? texts.searchDescription(query) : texts.pageDescriptions[route.page];
        return {
          status: 200,
          meta: ctx.build([await ctx.pageSeo(), { title: ctx.withSite(label), description }, ...site]),
        };
      }

      case "private":
        return {
          status: 200,
          meta: ctx.build(
            [await ctx.pageSeo(), { title: ctx.withSite(texts.pageLabels[route.page]) }, ...site],
            { indexable: false },
          ),
        };

      default:
        return await resolveEntityPage(ctx, route);
    }
  } catch (error) {
    // The catalog and content services answer unknown or unpublished rows with NOT_FOUND.
    if (httpStatusOf(error) === 404) return ctx.notFound();
    throw error;
  }
}
