/**
 * HTML building blocks for server-rendered SEO tags: escaping, the head tags for one page, and the
 * web build's index.html split around the place where those tags go. Pure functions, no I/O.
 */

import { directionOf, type Locale } from "@labcompare/domain/locale";

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

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML text node or a quoted attribute value (& < > " '). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Serialises a JSON-LD object for an inline <script>: JSON with `<`, `>`, `&` and the line separators
 * U+2028/U+2029 written as \u escapes, so no value can close the script element or break parsing.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

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

/** index.html cut where the page's head tags go: page = before + tags + after. */
export interface ShellParts {
  before: string;
  after: string;
}

const META_TAG = /<meta\b[^>]*>/gi;
const MANAGED_META_NAMES = new Set(["description", "keywords", "robots", "analytics-id"]);

/** True for a <meta> tag of the template that the renderer replaces (description, og:*, twitter:*, …). */
function isManagedMeta(tag: string): boolean {
  const match = /\b(name|property)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  if (!match) return false;
  const key = (match[2] ?? match[3] ?? match[4] ?? "").toLowerCase();
  return (
    MANAGED_META_NAMES.has(key) ||
    key.startsWith("og:") ||
    key.startsWith("twitter:") ||
    key.startsWith("article:")
  );
}

const HEAD_ELEMENTS = new Set([
  "html",
  "head",
  "title",
  "meta",
  "link",
  "script",
  "style",
  "base",
  "noscript",
  "template",
]);

/** Index of the first element that cannot be in <head> (where an implied head ends), or the length of `html`. */
function implicitHeadEnd(html: string): number {
  for (const match of html.matchAll(/<([a-z][a-z0-9-]*)\b/gi)) {
    if (!HEAD_ELEMENTS.has(match[1]!.toLowerCase())) return match.index;
  }
  return html.length;
}

/**
 * Splits the web build's index.html around the insertion point of the head tags. Inside the head
 * only, it removes the template's own <title>, description/keywords/robots meta, og:/twitter: meta,
 * canonical and hreflang links and JSON-LD scripts (so nothing is duplicated); the tags go where <title> was (else
 * before </head>, else after <head>, else after the doctype). The body (root div, scripts) is kept
 * byte for byte.
 */
export function parseShell(html: string): ShellParts {
  const headClose = html.search(/<\/head\s*>/i);
  // Where the head ends: </head>, else (a minimal template without one) the first body element.
  const headEnd = headClose >= 0 ? headClose : implicitHeadEnd(html);
  const marker = "\u0000SEO_TAGS\u0000";
  let head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);

  let hasTitle = false;
  head = head.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, () => {
    hasTitle = true;
    return marker;
  });
  head = head
    .replace(META_TAG, (tag) => (isManagedMeta(tag) ? "" : tag))
    .replace(/<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>/gi, "")
    .replace(/<link\b[^>]*\bhreflang\s*=[^>]*>/gi, "")
    .replace(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    // Drop the lines the removed tags leave empty.
    .replace(/\n[ \t]*(?=\r?\n)/g, "");

  if (!hasTitle) {
    const headOpen = /<head\b[^>]*>/i.exec(head);
    const doctype = /^\s*<!doctype[^>]*>/i.exec(head);
    if (headClose >= 0) head = `${head}${marker}\n  `;
    else if (headOpen)
      head =
        head.slice(0, headOpen.index + headOpen[0].length) +
        marker +
        head.slice(headOpen.index + headOpen[0].length);
    else if (doctype) head = doctype[0] + marker + head.slice(doctype[0].length);
    else head = marker + head;
  }
  const at = head.indexOf(marker);
  return { before: head.slice(0, at), after: head.slice(at + marker.length) + rest };
}

/**
 * A server-rendered body (ssr.ts): the page chunk's stylesheet tags, its JavaScript files (URLs, to
 * preload), the root's content and what follows the root (the embedded data).
 */
export interface RenderedBody {
  styles: string;
  preloads: string[];
  root: string;
  after: string;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * On a server-rendered page, the template's module script and module preloads give way to
 * /ssr-boot.js (apps/web/public), which adds them once the browser has painted the page: the HTML and
 * stylesheets paint it, the scripts only make it interactive, and on a slow connection they should
 * not compete (first and largest contentful paint). Without a module script the tags are left as they are.
 */
function bootAfterPaint(html: string, pagePreloads: string[]): string {
  const entry = MODULE_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const boot = `<script defer src="/ssr-boot.js" data-entry="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml([...preloads, ...pagePreloads].join(" "))}"></script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, () => boot);
}

/**
 * The page: the template with `meta`'s tags written in and, when given, the server-rendered body in
 * `<div id="root"></div>` (left empty when the template has no such element), the page's stylesheets
 * in the head and its scripts started after the first paint. `<html>` gets the page's lang and dir.
 */
export function renderShell(parts: ShellParts, meta: PageMeta, body?: RenderedBody | null): string {
  const before = withLanguage(parts.before, meta.locale);
  if (!body) return before + renderHeadTags(meta) + parts.after;
  const page =
    before +
    renderHeadTags(meta) +
    (body.styles ? `\n    ${body.styles}` : "") +
    bootAfterPaint(parts.after, body.preloads);
  return page.replace(EMPTY_ROOT, () => `<div id="root">${body.root}</div>${body.after}`);
}

const HTML_OPEN_TAG = /<html\b([^>]*)>/i;
const LANG_DIR_ATTRS = /\s+(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * `html` with its `<html>` tag's lang and dir set for `locale` (`lang="ar" dir="rtl"`,
 * `lang="en" dir="ltr"`), replacing the template's own; its other attributes are kept. Unchanged
 * when there is no `<html>` tag. The browser lays out and reads the first paint in that language,
 * before any script runs.
 */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(
    HTML_OPEN_TAG,
    (_, attrs: string) =>
      `<html${attrs.replace(LANG_DIR_ATTRS, "")} lang="${locale}" dir="${directionOf(locale)}">`,
  );
}
