/**
 * The head tags the server writes for one page (title, meta, canonical, hreflang, Open Graph,
 * Twitter, analytics id, JSON-LD). Pure functions, no I/O.
 */

import type { Locale } from "@labcompare/domain/locale";
import { escapeHtml, serializeJsonLd } from "./html-escape.ts";

/** Marks every tag the server writes so the client (react-helmet style) can take it over. */
export const MANAGED_ATTR = 'data-rh="true"';

/** The head values of one page, already resolved (see meta.ts). URLs are absolute. */
export interface PageMeta {
  /** The page's language: `<html lang dir>` and og:locale. */
  locale: Locale;
  title: string;
  description: string;
  keywords: string | null;
  /** Absolute canonical URL; null on pages that are not indexed (private, not found). */
  canonical: string | null;
  /** The page in every language (hreflang "en", "ar", "x-default"), absolute URLs; empty on pages that are not indexed. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** The page's absolute URL for og:url (the canonical URL when there is one). */
  url: string;
  /** Absolute http(s) image URL for og:image / twitter:image, or null. */
  image: string | null;
  type: "website" | "article";
  siteName: string;
  /** "noindex" for private and not-found pages; null = indexable. */
  robots: string | null;
  /** Google Analytics measurement ID exposed to the client, or null. */
  analyticsId: string | null;
  /** Extra Open Graph properties (e.g. article:published_time), written as <meta property>. */
  extraProperties?: Array<[property: string, content: string]>;
  /** JSON-LD objects, one <script type="application/ld+json"> each. */
  jsonLd: object[];
}

/** Open Graph's locale (language_TERRITORY) of each language: the site serves the UAE. */
const OG_LOCALES: Record<Locale, string> = { en: "en_AE", ar: "ar_AE" };

/** One `<meta name|property=… content=…>` tag with the managed marker; values escaped. */
function metaTag(attr: "name" | "property", key: string, content: string): string {
  return `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${MANAGED_ATTR}>`;
}

/**
 * The tags the server writes into <head> for one page, in order: title, description, keywords,
 * robots, canonical, hreflang alternates, Open Graph, Twitter card, analytics-id and JSON-LD scripts. Returns one string
 * (tags separated by a newline and indentation); every value is HTML-escaped.
 */
export function renderHeadTags(meta: PageMeta): string {
  const tags: string[] = [`<title ${MANAGED_ATTR}>${escapeHtml(meta.title)}</title>`];
  tags.push(metaTag("name", "description", meta.description));
  if (meta.keywords) tags.push(metaTag("name", "keywords", meta.keywords));
  if (meta.robots) tags.push(metaTag("name", "robots", meta.robots));
  if (meta.canonical)
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" ${MANAGED_ATTR}>`);
  for (const { hreflang, href } of meta.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${MANAGED_ATTR}>`,
    );
  }
  tags.push(metaTag("property", "og:title", meta.title));
  tags.push(metaTag("property", "og:description", meta.description));
  tags.push(metaTag("property", "og:type", meta.type));
  tags.push(metaTag("property", "og:url", meta.url));
  tags.push(metaTag("property", "og:site_name", meta.siteName));
  tags.push(metaTag("property", "og:locale", OG_LOCALES[meta.locale]));
  if (meta.image) tags.push(metaTag("property", "og:image", meta.image));
  for (const [property, content] of meta.extraProperties ?? [])
    tags.push(metaTag("property", property, content));
  tags.push(metaTag("name", "twitter:card", meta.image ? "summary_large_image" : "summary"));
  tags.push(metaTag("name", "twitter:title", meta.title));
  tags.push(metaTag("name", "twitter:description", meta.description));
  if (meta.image) tags.push(metaTag("name", "twitter:image", meta.image));
  if (meta.analyticsId) tags.push(metaTag("name", "analytics-id", meta.analyticsId));
  for (const data of meta.jsonLd) {
    tags.push(`<script type="application/ld+json" ${MANAGED_ATTR}>${serializeJsonLd(data)}</script>`);
  }
  return tags.join("\n    ");
}
