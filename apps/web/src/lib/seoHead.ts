/**
 * The head values of one page, resolved with the server's precedence (apps/server/src/seo):
 *
 *   1. the page's entity (blog post, test, category): the top-level fields of `useSeo`,
 *   2. the PageSeo entry for the path (content.seo.pageSeo),
 *   3. the route's built-in values (`fallback`: e.g. the label "Partner Labs"),
 *   4. the site settings (content.seo.get),
 *   5. DEFAULT_SEO_SETTINGS.
 *
 * Titles from 1 and 3 are labels and get the site name appended ("Partner Labs | LabCompare UAE");
 * titles from 2, 4 and 5 are used as written. Pure: no DOM, no hooks.
 */
import {
  absoluteUrl,
  clampText,
  type MetaLayer as Layer,
  pickMetaValue as pick,
  siteNameFrom,
} from "@labcompare/validators/seo-text";
import { DEFAULT_SEO_SETTINGS } from "@labcompare/validators/seo-defaults";

/** One source of head values; empty values fall through to the next source. */
export interface SeoFields {
  /** A label ("Partner Labs"); the site name is appended. */
  title?: string | null;
  description?: string | null;
  /** Absolute http(s) URL or a path on this site. */
  image?: string | null;
  keywords?: string | null;
}

export interface SeoInput extends SeoFields {
  /** Open Graph type (default "website"). */
  type?: "website" | "article";
  /** The page's canonical path (e.g. "/product/{id}"); default: the current path without query. */
  canonicalPath?: string | null;
  /**
   * schema.org objects written as <script type="application/ld+json">. When left out, the server's
   * JSON-LD is kept on the page it was rendered for and removed after navigating elsewhere.
   */
  jsonLd?: object | object[] | null;
  /** Extra Open Graph properties, e.g. { "article:published_time": "…" }. */
  properties?: Record<string, string | null | undefined>;
  /** The route's built-in values, used after the PageSeo entry (server layer 3). */
  fallback?: SeoFields;
  /** Private and not-found pages: robots "noindex" and no canonical link. */
  noindex?: boolean;
  /** True while the page's entity loads: the head is left as it is until the values are known. */
  loading?: boolean;
}

/** The resolved head of one page. */
export interface ResolvedHead {
  title: string;
  description: string;
  keywords: string | null;
  image: string | null;
  canonical: string | null;
  url: string;
  type: "website" | "article";
  siteName: string;
  robots: string | null;
  properties: Record<string, string>;
}

/**
 * The head values of a page (pure: exported for tests). `settings` and `pageSeo` are the
 * content.seo.get and content.seo.pageSeo results (null when unavailable).
 */
export function resolveHead(
  input: SeoInput,
  ctx: {
    path: string;
    origin: string;
    settings: { siteTitle: string; siteDescription: string; defaultOgImage: string | null } | null;
    pageSeo: {
      title: string;
      description: string;
      keywords: string | null;
      ogImage: string | null;
      canonicalUrl: string | null;
    } | null;
  },
): ResolvedHead {
  const siteTitle = ctx.settings?.siteTitle?.trim() || DEFAULT_SEO_SETTINGS.siteTitle;
  const siteName = siteNameFrom(siteTitle);
  const label = (t: string | null | undefined) => (t?.trim() ? `${t.trim()} | ${siteName}` : null);
  const layers: Layer[] = [
    {
      title: label(input.title),
      description: input.description,
      keywords: input.keywords,
      image: input.image,
      canonical: input.canonicalPath,
    },
    ctx.pageSeo
      ? {
          title: ctx.pageSeo.title,
          description: ctx.pageSeo.description,
          keywords: ctx.pageSeo.keywords,
          image: ctx.pageSeo.ogImage,
          canonical: ctx.pageSeo.canonicalUrl,
        }
      : {},
    { ...input.fallback, title: label(input.fallback?.title) },
    ctx.settings
      ? {
          title: ctx.settings.siteTitle,
          description: ctx.settings.siteDescription,
          image: ctx.settings.defaultOgImage,
        }
      : {},
    {
      title: DEFAULT_SEO_SETTINGS.siteTitle,
      description: DEFAULT_SEO_SETTINGS.siteDescription,
      image: DEFAULT_SEO_SETTINGS.defaultOgImage,
    },
  ];
  const toAbsolute = (v: string) => absoluteUrl(v, ctx.origin);
  const pageUrl = ctx.origin + ctx.path;
  const canonical = input.noindex ? null : (pick(layers, "canonical", toAbsolute) ?? pageUrl);
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.properties ?? {})) if (value) properties[key] = value;
  return {
    title: pick(layers, "title") ?? DEFAULT_SEO_SETTINGS.siteTitle,
    description: clampText(pick(layers, "description") ?? DEFAULT_SEO_SETTINGS.siteDescription),
    keywords: pick(layers, "keywords"),
    image: pick(layers, "image", toAbsolute),
    canonical,
    url: canonical ?? pageUrl,
    type: input.type ?? "website",
    siteName,
    robots: input.noindex ? "noindex" : null,
    properties,
  };
}
