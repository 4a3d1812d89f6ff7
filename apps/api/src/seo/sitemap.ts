/**
 * /sitemap.xml and /robots.txt. The sitemap lists the public static pages, every active category and
 * test page and every published post, with absolute URLs and <lastmod> (ISO date, yyyy-MM-dd, UTC).
 */
import type { PrismaClient } from "@labcompare/db";
import { getSeoSettings, listPublishedPosts } from "@labcompare/api/routers/content/content.service";
import { listPageSeo } from "@labcompare/api/routers/admin/seo/seo.service";
import { PRIVATE_PREFIXES, SITEMAP_STATIC_PATHS, testPagePath } from "./routes.ts";

/** The URLs a sitemap file may hold (sitemaps.org protocol limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** Escapes text for XML character data (& < > " '). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** The latest of `dates` (nulls ignored), or null when there is none. */
function latest(...dates: Array<Date | null | undefined>): Date | null {
  let max: Date | null = null;
  for (const d of dates) if (d && (!max || d > max)) max = d;
  return max;
}

/** yyyy-MM-dd (UTC) of `date`. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The sitemap XML for the site at `origin` (no trailing slash). lastmod of an entity page is its
 * updatedAt; of a static page the latest of its PageSeo row, the SeoSettings row, the web build
 * (`builtAt`, index.html's mtime) and what it lists (home and /search: categories and tests;
 * /resources: posts; /labs: labs); `fallbackDate` when none is known. At most SITEMAP_MAX_URLS URLs.
 */
export async function buildSitemap(
  db: PrismaClient,
  origin: string,
  options: { builtAt?: Date | null; fallbackDate?: Date } = {},
): Promise<string> {
  const [settings, pages, categories, tests, posts, labs] = await Promise.all([
    getSeoSettings(db),
    listPageSeo(db),
    db.testCategory.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { id: true, updatedAt: true } }),
    db.test.findMany({ where: { active: true }, orderBy: { name: "asc" }, select: { id: true, categoryId: true, updatedAt: true } }),
    listPublishedPosts(db),
    db.lab.findMany({ where: { active: true }, orderBy: { name: "asc" }, select: { slug: true, updatedAt: true } }),
  ]);
  const pageSeoDate = new Map(pages.map((p) => [p.pagePath, p.updatedAt]));
  const catalogDate = latest(...categories.map((c) => c.updatedAt), ...tests.map((t) => t.updatedAt));
  const listed: Record<string, Date | null> = {
    "/": catalogDate,
    "/search": catalogDate,
    "/resources": latest(...posts.map((p) => p.updatedAt)),
    "/labs": latest(...labs.map((l) => l.updatedAt)),
  };
  const fallback = options.fallbackDate ?? new Date();

  const urls: Array<{ path: string; lastmod: Date }> = [];
  for (const path of SITEMAP_STATIC_PATHS) {
    const lastmod = latest(pageSeoDate.get(path), settings.updatedAt, options.builtAt, listed[path]) ?? fallback;
    urls.push({ path, lastmod });
  }
  for (const c of categories) urls.push({ path: `/product/${c.id}`, lastmod: c.updatedAt });
  for (const t of tests) urls.push({ path: testPagePath(t), lastmod: t.updatedAt });
  for (const p of posts) urls.push({ path: `/blog/${p.id}`, lastmod: p.updatedAt });
  for (const l of labs) urls.push({ path: `/labs/${l.slug}`, lastmod: l.updatedAt });

  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((u) => `  <url>\n    <loc>${escapeXml(origin + u.path)}</loc>\n    <lastmod>${isoDate(u.lastmod)}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** robots.txt: everything allowed except the private pages, and the sitemap's absolute URL. */
export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
