/**
 * Resolves the head values of one page from the database, field by field, in this order:
 *   1. the page's own entity (blog post, test, category),
 *   2. the PageSeo row whose page_path equals the request path,
 *   3. the route's built-in values (the label the client shows as title, e.g. "Partner Labs"; a
 *      generated description for a category without one),
 *   4. the SeoSettings row,
 *   5. DEFAULT_SEO_SETTINGS.
 * The home page's Organization JSON-LD carries the site settings' contact details (phone, email,
 * address, social links) once an admin has saved real ones.
 * Data comes from the API's service functions (catalog, content, SEO, site settings), never from new queries.
 */
import { absoluteUrl, clampText, MAX_DESCRIPTION_LENGTH, type MetaLayer, pickMetaValue as pick, siteNameFrom } from "@labcompare/validators/seo-text";
export { absoluteUrl, clampText, MAX_DESCRIPTION_LENGTH, siteNameFrom };
import type { PrismaClient } from "@labcompare/db";
import { DEFAULT_SEO_SETTINGS, SOCIAL_NETWORKS } from "@labcompare/validators";
import { getCategory, getTest } from "@labcompare/api/routers/catalog/catalog.service";
import { getLab } from "@labcompare/api/routers/catalog/compare.service";
import { getPageSeo, getPublishedPost, getSeoSettings } from "@labcompare/api/routers/content/content.service";
import { getSiteSettings } from "@labcompare/api/routers/admin/settings/settings.service";
import { httpStatusOf } from "../http-errors.ts";
import type { PageMeta } from "./html.ts";
import { STATIC_PAGE_DESCRIPTIONS } from "@labcompare/validators/pages";
import { STATIC_PAGES, testPagePath, type RouteMatch } from "./routes.ts";
import { blogPostingLd, breadcrumbLd, medicalClinicLd, medicalTestLd, organizationLd, webSiteLd, type OrganizationContact } from "./structured-data.ts";

/** Title of the not-found shell (the client then renders "Oops! Page not found"). */
export const NOT_FOUND_TITLE = "Page not found";

/** A rendered page: HTTP status and its head values. */
export interface ResolvedPage {
  status: 200 | 404;
  meta: PageMeta;
}

type SeoSettings = Awaited<ReturnType<typeof getSeoSettings>>;

/** Settings and defaults as the last two layers. */
function siteLayers(settings: SeoSettings): MetaLayer[] {
  return [
    { title: settings.siteTitle, description: settings.siteDescription, image: settings.defaultOgImage },
    { title: DEFAULT_SEO_SETTINGS.siteTitle, description: DEFAULT_SEO_SETTINGS.siteDescription, image: DEFAULT_SEO_SETTINGS.defaultOgImage },
  ];
}

/** The PageSeo row of `path` as a layer (empty when none). */
async function pageSeoLayer(db: PrismaClient, path: string): Promise<MetaLayer> {
  const row = await getPageSeo(db, path);
  return row ? { title: row.title, description: row.description, keywords: row.keywords, image: row.ogImage, canonical: row.canonicalUrl } : {};
}

/**
 * The Organization's contact details from the site settings (as the header and footer show them):
 * phone, email, address and the social links in SOCIAL_NETWORKS order. Null while the seeded demo
 * values are in use, so search engines are never given the fictional placeholders.
 */
async function organizationContact(db: PrismaClient): Promise<OrganizationContact | null> {
  const s = await getSiteSettings(db);
  if (s.isDemo) return null;
  const sameAs = SOCIAL_NETWORKS.map((n) => s.socialLinks[n]).filter((url): url is string => Boolean(url));
  return { phone: s.phone, email: s.email, address: s.address, sameAs };
}

/** "{label} | {siteName}". */
function withSite(label: string, siteName: string): string {
  return `${label} | ${siteName}`;
}

/**
 * The status and head values of the page `route` on the site at `origin` (e.g. "https://labcompare.ae",
 * no trailing slash). Unknown paths, unknown tests/categories (id or slug) and unknown or unpublished
 * posts give status 404 with the not-found head (noindex). Private pages give generic values with
 * noindex. Database errors other than NOT_FOUND are thrown.
 */
export async function resolvePage(db: PrismaClient, route: RouteMatch, origin: string): Promise<ResolvedPage> {
  const settings = await getSeoSettings(db);
  const siteName = siteNameFrom(settings.siteTitle || DEFAULT_SEO_SETTINGS.siteTitle);
  const analyticsId = settings.googleAnalyticsId?.trim() || DEFAULT_SEO_SETTINGS.googleAnalyticsId || null;
  const site = siteLayers(settings);
  const pageUrl = origin + route.path;

  /** Builds PageMeta from the layers, with the common fields filled in. */
  const build = (
    layers: MetaLayer[],
    extra: Partial<Pick<PageMeta, "type" | "jsonLd" | "robots" | "extraProperties">> & { indexable?: boolean } = {},
  ): PageMeta => {
    const indexable = extra.indexable ?? true;
    const toAbsolute = (v: string) => absoluteUrl(v, origin);
    const canonical = indexable ? pick(layers, "canonical", toAbsolute) ?? pageUrl : null;
    return {
      title: pick(layers, "title") ?? DEFAULT_SEO_SETTINGS.siteTitle,
      description: clampText(pick(layers, "description") ?? DEFAULT_SEO_SETTINGS.siteDescription),
      keywords: pick(layers, "keywords"),
      canonical,
      url: canonical ?? pageUrl,
      image: pick(layers, "image", toAbsolute),
      type: extra.type ?? "website",
      siteName,
      robots: extra.robots ?? (indexable ? null : "noindex"),
      analyticsId,
      extraProperties: extra.extraProperties,
      jsonLd: extra.jsonLd ?? [],
    };
  };

  const notFound = (): ResolvedPage => ({
    status: 404,
    meta: build([{ title: NOT_FOUND_TITLE }, ...site], { indexable: false }),
  });

  const home = { name: "Home", url: `${origin}/` };

  try {
    switch (route.kind) {
      case "notFound":
        return notFound();

      case "home": {
        const layers = [await pageSeoLayer(db, route.path), ...site];
        const meta = build(layers);
        meta.jsonLd = [
          organizationLd({ name: siteName, url: `${origin}/`, logo: absoluteUrl(settings.defaultOgImage, origin), contact: await organizationContact(db) }),
          webSiteLd({ name: siteName, origin, description: meta.description }),
        ];
        return { status: 200, meta };
      }

      case "static": {
        const label = STATIC_PAGES[route.path]!.replace("{siteName}", siteName);
        return { status: 200, meta: build([await pageSeoLayer(db, route.path), { title: withSite(label, siteName), description: STATIC_PAGE_DESCRIPTIONS[route.path] ?? null }, ...site]) };
      }

      case "private":
        return {
          status: 200,
          meta: build([await pageSeoLayer(db, route.path), { title: withSite(route.label, siteName) }, ...site], { indexable: false }),
        };

      case "category": {
        const category = await getCategory(db, route.categoryId);
        const canonicalPath = `/product/${category.id}`;
        const layers: MetaLayer[] = [
          { title: withSite(`${category.name} Tests`, siteName), description: category.description, canonical: canonicalPath },
          await pageSeoLayer(db, route.path),
          {
            description: `Compare ${category.name} lab tests and prices from partner labs in Dubai and Abu Dhabi, and book online.`,
            keywords: `${category.name}, ${category.name} tests, lab tests Dubai, lab tests Abu Dhabi`,
          },
          ...site,
        ];
        const meta = build(layers);
        meta.jsonLd = [breadcrumbLd([home, { name: category.name, url: origin + canonicalPath }])];
        return { status: 200, meta };
      }

      case "test": {
        const test = await getTest(db, route.testId);
        const canonicalPath = testPagePath(test);
        const summary = test.labCount
          ? `Compare ${test.name} prices across ${test.labCount} ${test.labCount === 1 ? "lab" : "labs"} in Dubai and Abu Dhabi, from ${test.lowestPriceAed} AED.` +
            (test.resultTime ? ` Results in ${test.resultTime}.` : "")
          : test.description;
        const keywords = [test.name, ...test.synonyms, test.category?.name].filter((k): k is string => Boolean(k?.trim()));
        const layers: MetaLayer[] = [
          { title: withSite(test.name, siteName), description: summary, keywords: [...new Set(keywords)].join(", "), canonical: canonicalPath },
          await pageSeoLayer(db, route.path),
          ...site,
        ];
        const meta = build(layers);
        const crumbs = [home];
        if (test.category) crumbs.push({ name: test.category.name, url: `${origin}/product/${test.category.id}` });
        crumbs.push({ name: test.name, url: origin + canonicalPath });
        meta.jsonLd = [
          medicalTestLd({
            name: test.name,
            description: clampText(test.description ?? meta.description, 1000),
            url: meta.canonical!,
            synonyms: test.synonyms,
            loincCode: test.loincCode,
            offers: test.offers.map((o) => ({ priceAed: o.priceAed, labName: o.lab.name })),
            lowestPriceAed: test.lowestPriceAed,
            highestPriceAed: test.highestPriceAed,
          }),
          breadcrumbLd(crumbs),
        ];
        return { status: 200, meta };
      }

      case "lab": {
        const lab = await getLab(db, route.labSlug);
        const canonicalPath = `/labs/${lab.slug}`;
        const layers: MetaLayer[] = [
          {
            title: withSite(`${lab.name}, ${lab.area}`, siteName),
            description: `${lab.name} in ${lab.area}, ${lab.emirate}: ${lab.testCount} lab tests with prices in AED${lab.homeCollection ? ", home collection" : ""}. Open ${lab.openingHours}.`,
            keywords: [lab.name, lab.area, lab.emirate, "lab tests", ...lab.accreditation].join(", "),
            canonical: canonicalPath,
          },
          await pageSeoLayer(db, route.path),
          ...site,
        ];
        const meta = build(layers);
        meta.jsonLd = [
          medicalClinicLd({ ...lab, url: meta.canonical! }),
          breadcrumbLd([home, { name: "Partner Labs", url: `${origin}/labs` }, { name: lab.name, url: origin + canonicalPath }]),
        ];
        return { status: 200, meta };
      }

      case "post": {
        const post = await getPublishedPost(db, route.postId);
        const canonicalPath = `/blog/${post.id}`;
        const layers: MetaLayer[] = [
          {
            title: withSite(post.title, siteName),
            description: post.excerpt,
            image: post.imageUrl,
            keywords: post.category,
            canonical: canonicalPath,
          },
          await pageSeoLayer(db, route.path),
          ...site,
        ];
        const meta = build(layers, {
          type: "article",
          extraProperties: [
            ["article:published_time", post.createdAt.toISOString()],
            ["article:modified_time", post.updatedAt.toISOString()],
            ["article:section", post.category],
          ],
        });
        meta.jsonLd = [
          blogPostingLd({
            headline: post.title,
            description: meta.description,
            url: meta.canonical!,
            image: meta.image,
            author: post.author,
            section: post.category,
            datePublished: post.createdAt,
            dateModified: post.updatedAt,
            publisherName: siteName,
          }),
          breadcrumbLd([home, { name: "Blog & Resources", url: `${origin}/resources` }, { name: post.title, url: origin + canonicalPath }]),
        ];
        return { status: 200, meta };
      }
    }
  } catch (error) {
    // The catalog and content services answer unknown or unpublished rows with NOT_FOUND.
    if (httpStatusOf(error) === 404) return notFound();
    throw error;
  }
}
