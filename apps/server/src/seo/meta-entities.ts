/**
 * The head values of the entity pages (category, test, lab, blog post) in the page's language, for
 * meta.ts: the entity's layer (its name in the page's language, generated copy from texts/), then the
 * page's PageSeo row and the site's layers. Canonical URLs, breadcrumbs and the JSON-LD (a lab's name
 * and address, the labs selling a test) stay in the page's language.
 */
import type { PrismaClient } from "@labcompare/db";
import { labAddress, labArea } from "@labcompare/domain/format";
import { entityName, inLocale, type Locale } from "@labcompare/domain/locale";
import type { MetaLayer } from "@labcompare/validators/seo-text";
import { clampText } from "@labcompare/validators/seo-text";
import { getCategory } from "@labcompare/api/catalog/catalog.service";
import { getTestHead } from "@labcompare/api/catalog/test-head.service";
import { getLab } from "@labcompare/api/catalog/lab-page.service";
import { getPublishedPost } from "@labcompare/api/content/content.service";
import type { PageMeta } from "./head-tags.ts";
import { testPagePath, type RouteMatch } from "./routes.ts";
import {
  blogPostingLd,
  breadcrumbLd,
  MAX_LISTED_OFFERS,
  medicalClinicLd,
  medicalTestLd,
} from "./structured-data.ts";
import type { SeoTexts } from "./texts/index.ts";

/** A rendered page: HTTP status and its head values. */
export interface ResolvedPage {
  status: 200 | 404;
  meta: PageMeta;
}

/** Options of PageContext.build beyond the layers. */
export type BuildExtra = Partial<Pick<PageMeta, "type" | "jsonLd" | "robots" | "extraProperties">> & {
  /** False for private and not-found pages: noindex, no canonical, no alternates. Default true. */
  indexable?: boolean;
  /** The page's canonical path without language prefix, for its hreflang alternates (default: the route's path). */
  plainPath?: string;
};

/** What an entity page needs from meta.ts: the site, the page's language, and the layer builder. */
export interface PageContext {
  db: PrismaClient;
  /** The site's origin, no trailing slash. */
  origin: string;
  locale: Locale;
  texts: SeoTexts;
  siteName: string;
  /** The site's layers (last in every page's list). */
  site: MetaLayer[];
  /** The page's own PageSeo row as a layer (looked up by its path in its language). */
  pageSeo(): Promise<MetaLayer>;
  /** The absolute URL of `plainPath` ("/labs") in the page's language. */
  url(plainPath: string): string;
  /** "{label} | {siteName}". */
  withSite(label: string): string;
  /** PageMeta from the layers (most specific first), with the common fields filled in. */
  build(layers: MetaLayer[], extra?: BuildExtra): PageMeta;
  /** The not-found page in this language. */
  notFound(): ResolvedPage;
}

/** The entity page `route` (category, test, lab, post); others are not found. Service NOT_FOUND errors are thrown. */
export async function resolveEntityPage(ctx: PageContext, route: RouteMatch): Promise<ResolvedPage> {
  switch (route.kind) {
    case "category":
      return categoryPage(ctx, route.categoryId);
    case "test":
      return testPage(ctx, route.testId);
    case "lab":
      return labPage(ctx, route.labSlug);
    case "post":
      return postPage(ctx, route.postId);
    default:
      return ctx.notFound();
  }
}

/** The first breadcrumb: the home page in the page's language. */
const homeCrumb = (ctx: PageContext) => ({ name: ctx.texts.homeCrumb, url: ctx.url("/") });

async function categoryPage(ctx: PageContext, categoryId: string): Promise<ResolvedPage> {
  const { texts, locale } = ctx;
  const category = await getCategory(ctx.db, categoryId);
  const name = entityName(category, locale);
  const plainPath = `/product/${category.id}`;
  const layers: MetaLayer[] = [
    {
      title: ctx.withSite(texts.categoryLabel(name)),
      description: inLocale(category, "description", locale, null),
      canonical: ctx.url(plainPath),
    },
    await ctx.pageSeo(),
    { description: texts.categoryDescription(name), keywords: texts.categoryKeywords(name) },
    ...ctx.site,
  ];
  const meta = ctx.build(layers, { plainPath });
  meta.jsonLd = [breadcrumbLd([homeCrumb(ctx), { name, url: ctx.url(plainPath) }])];
  return { status: 200, meta };
}

async function testPage(ctx: PageContext, testId: string): Promise<ResolvedPage> {
  const { texts, locale } = ctx;
  const test = await getTestHead(ctx.db, testId, MAX_LISTED_OFFERS);
  const name = entityName(test, locale);
  const categoryName = test.category ? entityName(test.category, locale) : null;
  const plainPath = testPagePath(test);
  const description = inLocale(test, "description", locale, null);
  const summary = test.labCount
    ? texts.testSummary({
        name,
        labCount: test.labCount,
        lowestPriceAed: test.lowestPriceAed,
        resultTime: test.resultTime,
      })
    : (description ?? texts.testFallbackDescription(name));
  const keywords = [name, test.name, ...test.synonyms, categoryName].filter((k): k is string =>
    Boolean(k?.trim()),
  );
  const layers: MetaLayer[] = [
    {
      title: ctx.withSite(name),
      description: summary,
      keywords: [...new Set(keywords)].join(", "),
      canonical: ctx.url(plainPath),
    },
    await ctx.pageSeo(),
    ...ctx.site,
  ];
  const meta = ctx.build(layers, { plainPath });
  const crumbs = [homeCrumb(ctx)];
  if (test.category) crumbs.push({ name: categoryName!, url: ctx.url(`/product/${test.category.id}`) });
  crumbs.push({ name, url: ctx.url(plainPath) });
  meta.jsonLd = [
    medicalTestLd({
      name,
      description: clampText(description ?? meta.description, 1000),
      url: meta.canonical!,
      synonyms: test.synonyms,
      loincCode: test.loincCode,
      offers: test.offers.map((o) => ({ priceAed: o.priceAed, labName: entityName(o.lab, locale) })),
      offerCount: test.labCount,
      lowestPriceAed: test.lowestPriceAed,
      highestPriceAed: test.highestPriceAed,
    }),
    breadcrumbLd(crumbs),
  ];
  return { status: 200, meta };
}

async function labPage(ctx: PageContext, labSlug: string): Promise<ResolvedPage> {
  const { texts, locale } = ctx;
  const lab = await getLab(ctx.db, labSlug);
  const name = entityName(lab, locale);
  const area = labArea(lab, locale);
  const emirate = texts.emirateName(lab.emirate);
  const plainPath = `/labs/${lab.slug}`;
  const layers: MetaLayer[] = [
    {
      title: ctx.withSite(texts.labLabel(name, area)),
      description: texts.labSummary({
        name,
        area,
        emirate,
        testCount: lab.testCount,
        homeCollection: lab.homeCollection,
        openingHours: lab.openingHours,
      }),
      keywords: [name, area, emirate, texts.labKeyword, ...lab.accreditation].join(", "),
      canonical: ctx.url(plainPath),
    },
    await ctx.pageSeo(),
    ...ctx.site,
  ];
  const meta = ctx.build(layers, { plainPath });
  meta.jsonLd = [
    medicalClinicLd({ ...lab, name, address: labAddress(lab, locale), area, emirate, url: meta.canonical! }),
    breadcrumbLd([
      homeCrumb(ctx),
      { name: texts.pageLabels["/labs"], url: ctx.url("/labs") },
      { name, url: ctx.url(plainPath) },
    ]),
  ];
  return { status: 200, meta };
}

async function postPage(ctx: PageContext, postId: string): Promise<ResolvedPage> {
  const { texts, locale } = ctx;
  const post = await getPublishedPost(ctx.db, postId);
  const title = inLocale(post, "title", locale) ?? post.title;
  const plainPath = `/blog/${post.id}`;
  const layers: MetaLayer[] = [
    {
      title: ctx.withSite(title),
      description: inLocale(post, "excerpt", locale),
      image: post.imageUrl,
      keywords: post.category,
      canonical: ctx.url(plainPath),
    },
    await ctx.pageSeo(),
    ...ctx.site,
  ];
  const meta = ctx.build(layers, {
    plainPath,
    type: "article",
    extraProperties: [
      ["article:published_time", post.createdAt.toISOString()],
      ["article:modified_time", post.updatedAt.toISOString()],
      ["article:section", post.category],
    ],
  });
  meta.jsonLd = [
    blogPostingLd({
      headline: title,
      description: meta.description,
      url: meta.canonical!,
      image: meta.image,
      author: post.author,
      section: post.category,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      publisherName: ctx.siteName,
      inLanguage: locale,
    }),
    breadcrumbLd([
      homeCrumb(ctx),
      { name: texts.pageLabels["/resources"], url: ctx.url("/resources") },
      { name: title, url: ctx.url(plainPath) },
    ]),
  ];
  return { status: 200, meta };
}
