/**
 * Client-side head tags, kept in step while navigating. The server writes the first page's title,
 * description, keywords, robots, canonical, Open Graph, Twitter and JSON-LD tags into index.html
 * (apps/server/src/seo); after that, `useSeo` updates the same tags (found by name / property, never
 * duplicated) on every route change, resolving each value with the server's precedence:
 *
 *   1. the page's entity (blog post, test, category): the top-level fields of `useSeo`,
 *   2. the PageSeo entry for the path (content.seo.pageSeo),
 *   3. the route's built-in values (`fallback`: e.g. the label "Partner Labs"),
 *   4. the site settings (content.seo.get),
 *   5. DEFAULT_SEO_SETTINGS.
 *
 * Titles from 1 and 3 are labels and get the site name appended ("Partner Labs | LabCompare UAE");
 * titles from 2, 4 and 5 are used as written.
 */
import {
  absoluteUrl,
  clampText,
  type MetaLayer as Layer,
  pickMetaValue as pick,
  siteNameFrom,
} from "@labcompare/validators/seo-text";
export { absoluteUrl, clampText, siteNameFrom };
import { useEffect, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_SEO_SETTINGS, normalizePagePath } from "@labcompare/validators/seo-defaults";

export { normalizePagePath };
import { trpc } from "../trpc";
import { useLocalPagePath, useLocalSiteSeo } from "./seoLocale";

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

/** Attribute the server puts on the tags it writes; the client marks the tags it creates the same way. */
const MANAGED_ATTR = "data-rh";

/** The path the server rendered the first HTML for: its JSON-LD belongs to that page only. */
const INITIAL_PATH = typeof window === "undefined" ? "/" : normalizePagePath(window.location.pathname);

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

// ---------- DOM ----------

/**
 * The one element of <head> that `selector` finds gets `attr` = `value`: extra copies are removed, a
 * missing one is made by `create` (marked as managed). With `value` null every copy is removed.
 */
function setHeadElement(selector: string, create: () => HTMLElement, attr: string, value: string | null) {
  const found = [...document.head.querySelectorAll<HTMLElement>(selector)];
  if (value === null) {
    found.forEach((el) => el.remove());
    return;
  }
  let el = found.shift();
  found.forEach((extra) => extra.remove());
  if (!el) {
    el = create();
    el.setAttribute(MANAGED_ATTR, "true");
    document.head.appendChild(el);
  }
  if (el.getAttribute(attr) !== value) el.setAttribute(attr, value);
}

/** Sets (creating when missing) or removes the <meta name|property=key>; extra copies are removed. */
function setMeta(attr: "name" | "property", key: string, content: string | null) {
  const create = () => {
    const el = document.createElement("meta");
    el.setAttribute(attr, key);
    return el;
  };
  setHeadElement(`meta[${attr}="${CSS.escape(key)}"]`, create, "content", content);
}

/** Sets (creating when missing) or removes the canonical link. */
function setCanonical(href: string | null) {
  const create = () => {
    const el = document.createElement("link");
    el.rel = "canonical";
    return el;
  };
  setHeadElement('link[rel="canonical"]', create, "href", href);
}

/** Replaces the page's JSON-LD scripts with `data` (an empty list removes them). */
function setJsonLd(data: object[]) {
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  for (const item of data) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.setAttribute(MANAGED_ATTR, "true");
    script.textContent = JSON.stringify(item).replace(/</g, "\\u003c");
    document.head.appendChild(script);
  }
}

/** Writes a resolved head into the document (title, meta, canonical, extra properties). */
export function applyHead(head: ResolvedHead) {
  if (document.title !== head.title) document.title = head.title;
  setMeta("name", "description", head.description);
  setMeta("name", "keywords", head.keywords);
  setMeta("name", "robots", head.robots);
  setCanonical(head.canonical);
  setMeta("property", "og:title", head.title);
  setMeta("property", "og:description", head.description);
  setMeta("property", "og:type", head.type);
  setMeta("property", "og:url", head.url);
  setMeta("property", "og:site_name", head.siteName);
  setMeta("property", "og:image", head.image);
  // Properties such as article:published_time belong to one page only.
  document.head.querySelectorAll<HTMLMetaElement>('meta[property^="article:"]').forEach((el) => {
    if (!(el.getAttribute("property")! in head.properties)) el.remove();
  });
  for (const [key, value] of Object.entries(head.properties)) setMeta("property", key, value);
  setMeta("name", "twitter:card", head.image ? "summary_large_image" : "summary");
  setMeta("name", "twitter:title", head.title);
  setMeta("name", "twitter:description", head.description);
  setMeta("name", "twitter:image", head.image);
}

// ---------- hooks ----------

const SEO_STALE_TIME = 5 * 60_000;

/** The site-wide SEO settings (content.seo.get), cached for five minutes. */
export function useSeoSettings() {
  return trpc.content.seo.get.useQuery(undefined, { staleTime: SEO_STALE_TIME, retry: 1 });
}

/**
 * Keeps document.title and the meta / Open Graph / Twitter / canonical / JSON-LD tags in step with
 * the page. See the file comment for the precedence of the values.
 */
export function useSeo(input: SeoInput) {
  const { pathname } = useLocation();
  const path = normalizePagePath(pathname);
  const settings = useSeoSettings();
  const siteSeo = useLocalSiteSeo(settings.data);
  const pageSeo = trpc.content.seo.pageSeo.useQuery(
    { path: useLocalPagePath(path) },
    { staleTime: SEO_STALE_TIME, retry: 1 },
  );

  // Compare inputs by value, so callers may pass object literals.
  const key = JSON.stringify(input);
  const stable = useMemo(() => JSON.parse(key) as SeoInput, [key]);
  const ready = !stable.loading && !settings.isPending && !pageSeo.isPending;

  useEffect(() => {
    if (!ready) return;
    const head = resolveHead(stable, {
      path,
      origin: window.location.origin,
      settings: siteSeo ?? null,
      pageSeo: pageSeo.data ?? null,
    });
    applyHead(head);
    if (stable.jsonLd !== undefined && stable.jsonLd !== null) {
      setJsonLd(Array.isArray(stable.jsonLd) ? (stable.jsonLd as object[]) : [stable.jsonLd]);
    } else if (path !== INITIAL_PATH) {
      setJsonLd([]);
    }
  }, [ready, stable, path, siteSeo, pageSeo.data]);
}
