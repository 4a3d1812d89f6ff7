/**
 * /sitemap.xml and /robots.txt. The sitemap lists the public static pages, every active category,
 * test and lab page and every published post, in every language (English, then Arabic under `/ar`),
 * with absolute URLs, <lastmod> (ISO date, yyyy-MM-dd, UTC) and each page's hreflang alternates
 * (<xhtml:link>, as search engines read them from a sitemap). Past SITEMAP_MAX_URLS URLs, /sitemap.xml
 * is a sitemap index of numbered files (sitemaps.org: 50,000 URLs a file).
 */
import type { PrismaClient } from "@labcompare/db";
import { getSeoSettings, listPublishedPosts } from "@labcompare/api/content/content.service";
import { listPageSeo } from "@labcompare/api/content/seo.service";
import { LOCALES, pathInLocale, type Locale } from "@labcompare/domain/locale";
import {
  alternateLinks,
  PRIVATE_PREFIXES_ALL_LOCALES,
  SITEMAP_STATIC_PATHS,
  testPagePath,
} from "./routes.ts";

/** The URLs a sitemap file may hold (sitemaps.org protocol limit). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_SPECIAL = /[&<>"']/;
const XML_SPECIAL_ALL = /[&<>"']/g;
const XML_ENTITY: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text for XML character data (& < > " '). */
export function escapeXml(value: string): string {
  // Most URLs hold none of these: testing first spares a copy of each.
  if (!XML_SPECIAL.test(value)) return value;
  return value.replace(XML_SPECIAL_ALL, (c) => XML_ENTITY[c]!);
}

/** The latest of `dates` (nulls ignored), or null when there is none. An array, not spread: a catalogue has more rows than a call has arguments. */
function latest(dates: Iterable<Date | null | undefined>): Date | null {
  let max: Date | null = null;
  for (const d of dates) if (d && (!max || d > max)) max = d;
  return max;
}

/** The <xhtml:link> alternates of the page at `path` (no language prefix): the same in each language's <url>. */
function alternatesXml(origin: string, path: string): string {
  return alternateLinks(origin, path)
    .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
    .join("");
}

/** One <url> of the sitemap: the page at `path` (no language prefix) in `locale`, with its alternates. */
function urlEntry(origin: string, path: string, locale: Locale, lastmod: string, alternates: string): string {
  return `  <url>\n    <loc>${escapeXml(origin + pathInLocale(path, locale))}</loc>\n    <lastmod>${lastmod}</lastmod>${alternates}\n  </url>`;
}

/** yyyy-MM-dd (UTC) of `date`. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** isoDate with the text of each UTC day made once: a catalogue's pages share few days. */
function isoDateCache(): (date: Date) => string {
  const byDay = new Map<number, string>();
  return (date) => {
    const day = Math.floor(date.getTime() / DAY_MS);
    let text = byDay.get(day);
    if (text === undefined) byDay.set(day, (text = isoDate(date)));
    return text;
  };
}

export interface SitemapOptions {
  /** When the web build was made (index.html's mtime), a static page's lastmod at the least. */
  builtAt?: Date | null;
  /** lastmod when nothing else is known (default now). */
  fallbackDate?: Date;
  /** URLs one sitemap file holds (default SITEMAP_MAX_URLS). */
  maxUrls?: number;
}

/** Every page of the sitemap in order (each in English, then each in Arabic), as entries on demand. */
interface SitemapUrls {
  total: number;
  /** The <url> entries from index `from` (inclusive) to `to` (exclusive). */
  entries(from: number, to: number): string[];
  /** The latest lastmod of them all. */
  latest: Date;
}

/**
 * The sitemap's pages at `origin` (no trailing slash). lastmod of an entity page is its updatedAt; of
 * a static page the latest of its PageSeo row, the SeoSettings row, the web build (`builtAt`) and what
 * it lists (home and /search: categories and tests; /resources: posts; /labs: labs); `fallbackDate`
 * when none is known. An entity page's lastmod is the same in both languages.
 */
async function sitemapUrls(db: PrismaClient, origin: string, options: SitemapOptions): Promise<SitemapUrls> {
  const [settings, pages, categories, tests, posts, labs] = await Promise.all([
    getSeoSettings(db),
    listPageSeo(db),
    db.testCategory.findMany({
      where: { active: true },
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
      select: { id: true, updatedAt: true },
    }),
    db.test.findMany({
      where: { active: true },
      orderBy: { name: "asc" },
      select: { id: true, categoryId: true, updatedAt: true },
    }),
    listPublishedPosts(db),
    db.lab.findMany({
      where: { active: true },
      orderBy: { name: "asc" },
      select: { slug: true, updatedAt: true },
    }),
  ]);
  const pageSeoDate = new Map(pages.map((p) => [p.pagePath, p.updatedAt]));
  const catalogDate = latest([...categories.map((c) => c.updatedAt), ...tests.map((t) => t.updatedAt)]);
  const listed: Record<string, Date | null> = {
    "/": catalogDate,
    "/search": catalogDate,
    "/resources": latest(posts.map((p) => p.updatedAt)),
    "/labs": latest(labs.map((l) => l.updatedAt)),
  };
  const fallback = options.fallbackDate ?? new Date();

  // A static page's lastmod counts its own PageSeo row, which is per language ("/about", "/ar/about").
  const urls: Array<{ path: string; lastmod: (locale: Locale) => Date }> = [];
  for (const path of SITEMAP_STATIC_PATHS) {
    const lastmod = (locale: Locale) =>
      latest([
        pageSeoDate.get(pathInLocale(path, locale)),
        settings.updatedAt,
        options.builtAt,
        listed[path],
      ]) ?? fallback;
    urls.push({ path, lastmod });
  }
  const entity = (path: string, updatedAt: Date) => urls.push({ path, lastmod: () => updatedAt });
  for (const c of categories) entity(`/product/${c.id}`, c.updatedAt);
  for (const t of tests) entity(testPagePath(t), t.updatedAt);
  for (const p of posts) entity(`/blog/${p.id}`, p.updatedAt);
  for (const l of labs) entity(`/labs/${l.slug}`, l.updatedAt);

  return {
    total: urls.length * LOCALES.length,
    entries(from, to) {
      const out: string[] = [];
      const day = isoDateCache();
      const alternates = new Map<number, string>();
      for (let i = from; i < Math.min(to, urls.length * LOCALES.length); i++) {
        const index = i % urls.length;
        const u = urls[index]!;
        const locale = LOCALES[Math.floor(i / urls.length)]!;
        let links = alternates.get(index);
        if (links === undefined) alternates.set(index, (links = alternatesXml(origin, u.path)));
        out.push(urlEntry(origin, u.path, locale, day(u.lastmod(locale)), links));
      }
      return out;
    },
    latest: latest(urls.flatMap((u) => LOCALES.map((l) => u.lastmod(l)))) ?? fallback,
  };
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * The XML of /sitemap.xml (`part` null) or of /sitemap-N.xml (`part` N ≥ 1) for the site at `origin`.
 * Up to `maxUrls` URLs (the sitemaps.org limit by default) /sitemap.xml is the list itself; past that
 * it is a sitemap index naming ceil(total / maxUrls) files /sitemap-1.xml…, each a list of at most
 * `maxUrls` URLs, whose lastmod is the latest of all pages. Null for a part that does not exist.
 */
export async function buildSitemapFile(
  db: PrismaClient,
  origin: string,
  part: number | null,
  options: SitemapOptions = {},
): Promise<string | null> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const urls = await sitemapUrls(db, origin, options);
  const parts = Math.ceil(urls.total / maxUrls);
  if (part === null && parts <= 1)
    return `${URLSET_OPEN}${urls.entries(0, urls.total).join("\n")}\n</urlset>\n`;
  if (part === null) {
    const files = Array.from(
      { length: parts },
      (_, i) =>
        `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc>\n    <lastmod>${isoDate(urls.latest)}</lastmod>\n  </sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
  }
  if (parts <= 1 || part < 1 || part > parts) return null;
  const from = (part - 1) * maxUrls;
  return `${URLSET_OPEN}${urls.entries(from, from + maxUrls).join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything allowed except the private pages (in every language), and the sitemap's absolute URL. */
export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES_ALL_LOCALES.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
