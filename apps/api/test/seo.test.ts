/**
 * Server-side SEO through Fastify's inject: the raw HTML of each page type (tags, precedence, escaping,
 * JSON-LD, status codes), /sitemap.xml, /robots.txt and cache invalidation after admin changes.
 * Real in-memory database (or TEST_DATABASE_URL), seeded through Prisma; no mocks.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { DEFAULT_SEO_SETTINGS } from "@labcompare/validators";
import { dailyHours } from "@labcompare/domain";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { escapeHtml, parseShell, renderShell, serializeJsonLd } from "../src/seo/html.ts";
import { isAdminChange, isRenderedBasket, siteOrigin } from "../src/seo/index.ts";
import { matchRoute, isPageRequest } from "../src/seo/routes.ts";
import { LruCache } from "../src/seo/cache.ts";
import { clampText, siteNameFrom } from "../src/seo/meta.ts";
import { postTrpc } from "./support/trpc-answer.ts";

const ORIGIN = "https://labcompare.test";
const ADMIN = { email: "seo-admin@example.com", password: "seo admin password 1" };
const HOSTILE_TITLE = `"</title><script>alert(1)</script>`;

/** Replaces `from` in `text`; throws when it is absent, so a changed index.html fails loudly here. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  if (!(typeof from === "string" ? text.includes(from) : from.test(text))) throw new Error(`apps/web/index.html no longer has ${String(from)}`);
  return text.replace(from, to);
}

/**
 * The web app's index.html (apps/web/index.html) as the build writes it: hashed script and stylesheet in the head, the
 * source entry gone, an inline boot script in the body, and a description the server must replace.
 */
const BUILD_EDITS: [string | RegExp, string][] = [
  [/(<meta\s+name="description"\s+content=")[^"]*"/, '$1Template description that the server replaces."'],
  ['    <script type="module" src="/src/main.tsx"></script>\n', "    <script>window.__BOOT__ = true;</script>\n"],
  [
    "  </head>",
    '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">\n  </head>',
  ],
];
const INDEX_HTML = BUILD_EDITS.reduce((html, [from, to]) => replaceOnce(html, from, to), readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"));

const database = testDatabaseOptions();
const webDist = mkdtempSync(join(tmpdir(), "labcompare-seo-dist-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), INDEX_HTML);
writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app')");

let app: FastifyInstance;
let adminCookie: string;
const ids = {} as {
  general: string;
  hormones: string;
  inactiveCategory: string;
  cbc: string;
  noOffers: string;
  inactiveTest: string;
  hostilePost: string;
  imagePost: string;
  draft: string;
};
let cbcUpdatedAt: Date;
let imagePostUpdatedAt: Date;

// ---------- helpers ----------

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

/** GETs `url`, expects a 200 whose content type matches `contentType`, and returns the body. */
async function okBody(url: string, contentType: RegExp): Promise<string> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"], url).toMatch(contentType);
  return res.body;
}

/** Calls an admin tRPC mutation as the signed-in admin. */
const adminMutation = (path: string, input: unknown) =>
  postTrpc(app, path, input, { headers: { cookie: adminCookie } });

/** Text of <title>. */
const titleOf = (html: string) => /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1];
/** content of <meta name|property="key">, undefined when absent. */
const metaOf = (html: string, key: string) => {
  const re = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`);
  return re.exec(html)?.[1];
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** A JSON-LD block: its type and the nested fields the tests look into. */
interface JsonLdNode {
  "@type"?: string | string[];
  offers?: { offers?: unknown[] };
  itemListElement?: { name: string }[];
  openingHoursSpecification?: unknown[];
  [key: string]: unknown;
}
/** Every JSON-LD block, parsed. */
const jsonLdOf = (html: string): JsonLdNode[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLdNode);
const typesOf = (blocks: JsonLdNode[]) => blocks.flatMap((b) => [b["@type"]].flat());
const count = (html: string, needle: string) => html.split(needle).length - 1;

/** The shell parts every page must keep untouched. */
function expectShellKept(html: string) {
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  expect(html).toContain("<script>window.__BOOT__ = true;</script>");
  expect(html).toContain('<meta name="theme-color" content="#087f5b" />');
  expect(count(html, "<title")).toBe(1);
  expect(count(html, 'name="description"')).toBe(1);
  expect(html).not.toContain("Template description");
}

/** GETs the page at `url`, expects a 200 that keeps the shell, and returns its HTML. */
async function pageHtml(url: string): Promise<string> {
  const html = await okBody(url, /^text\/html/);
  expectShellKept(html);
  return html;
}

// ---------- set-up ----------

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ WEB_DIST_DIR: webDist, PUBLIC_URL: ORIGIN, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, IMAGE_HOSTS: "images.example.com" }),
    database: database.options,
  });
  const db = app.db.prisma;

  const general = await db.testCategory.create({
    data: { name: "General Health", slug: "general-health", description: "Everyday blood tests for a general health check.", sortOrder: 1 },
  });
  const hormones = await db.testCategory.create({ data: { name: "Hormone Panels", slug: "hormone-panels", sortOrder: 2 } });
  const inactiveCategory = await db.testCategory.create({ data: { name: "Retired", slug: "retired", active: false } });

  const labs = [];
  for (let i = 1; i <= 12; i++) {
    labs.push(
      await db.lab.create({
        data: {
          name: `Lab ${String(i).padStart(2, "0")}`,
          slug: `lab-${i}`,
          emirate: i % 2 ? "Dubai" : "Abu Dhabi",
          area: "Area",
          address: "Street 1",
          phone: "+971 4 000 0000",
          weeklyHours: dailyHours("08:00", "20:00"),
        },
      }),
    );
  }
  const cbc = await db.test.create({
    data: {
      name: "Complete Blood Count (CBC)",
      slug: "complete-blood-count-cbc",
      description: "Measures red cells, white cells and platelets.",
      categoryId: general.id,
      resultTime: "Same day",
      loincCode: "58410-2",
      synonyms: ["CBC", "Full blood count"],
    },
  });
  // 12 labs: 85.00 … 140.00 AED.
  for (const [i, lab] of labs.entries()) {
    await db.labTestOffer.create({ data: { labId: lab.id, testId: cbc.id, priceAed: 85 + i * 5, turnaroundHours: 24 } });
  }
  const noOffers = await db.test.create({ data: { name: "Testosterone", slug: "testosterone", categoryId: hormones.id, description: "Total testosterone." } });
  const inactiveTest = await db.test.create({ data: { name: "Old Test", slug: "old-test", active: false, categoryId: general.id } });

  const hostilePost = await db.blogPost.create({
    data: {
      title: HOSTILE_TITLE,
      excerpt: "Why <b>fasting</b> matters & what to expect.",
      content: "<p>Body</p>",
      author: "Dr. Amal",
      category: "Preparation",
      isPublished: true,
    },
  });
  const imagePost = await db.blogPost.create({
    data: {
      title: "Vitamin D in the UAE",
      excerpt: "Sunny, yet deficient.",
      content: "<p>Body</p>",
      author: "Sara",
      category: "Nutrition",
      imageUrl: "https://images.example.com/vitamin-d.jpg",
      isPublished: true,
      updatedAt: new Date("2024-03-05T10:00:00Z"),
    },
  });
  const draft = await db.blogPost.create({
    data: { title: "Draft post", excerpt: "x", content: "x", author: "x", category: "x", isPublished: false },
  });

  await db.seoSettings.create({
    data: {
      id: 1,
      siteTitle: "LabTest Hub | Book lab tests in the UAE",
      siteDescription: "Site-wide description from the settings.",
      defaultOgImage: "https://cdn.example.com/og-default.png",
    },
  });
  await db.pageSeo.createMany({
    data: [
      {
        pagePath: "/about",
        title: "About LabTest Hub – who we are",
        description: "PageSeo description of the about page.",
        keywords: "about, lab tests, uae",
        canonicalUrl: "https://labcompare.test/about-us",
      },
      {
        // Category entity has no description: PageSeo's description is used, its title is not.
        pagePath: `/product/${hormones.id}`,
        title: "PageSeo title that loses to the category name",
        description: "PageSeo description of the hormone panels.",
      },
      {
        // Post without an image: PageSeo's image is used; its title and keywords lose to the post.
        pagePath: `/blog/${hostilePost.id}`,
        title: "PageSeo title that loses to the post",
        description: "PageSeo description that loses to the excerpt",
        keywords: "pageseo keywords",
        ogImage: "/images/fasting.png",
      },
    ],
  });

  Object.assign(ids, {
    general: general.id,
    hormones: hormones.id,
    inactiveCategory: inactiveCategory.id,
    cbc: cbc.id,
    noOffers: noOffers.id,
    inactiveTest: inactiveTest.id,
    hostilePost: hostilePost.id,
    imagePost: imagePost.id,
    draft: draft.id,
  });
  cbcUpdatedAt = (await db.test.findUniqueOrThrow({ where: { id: cbc.id } })).updatedAt;
  imagePostUpdatedAt = imagePost.updatedAt;

  const signIn = await postTrpc(app, "auth.signIn", ADMIN);
  expect(signIn.statusCode).toBe(200);
  adminCookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

// ---------- pages ----------

describe("page tags in the HTML the server sends", () => {
  it("home: settings values, absolute canonical and image, Open Graph, Twitter, Organization + WebSite JSON-LD", async () => {
    const html = await okBody("/", /^text\/html; charset=utf-8$/);
    expectShellKept(html);
    expect(html).toContain('<title data-rh="true">LabTest Hub | Book lab tests in the UAE</title>');
    expect(metaOf(html, "description")).toBe("Site-wide description from the settings.");
    expect(metaOf(html, "keywords")).toBeUndefined();
    expect(metaOf(html, "robots")).toBeUndefined();
    expect(canonicalOf(html)).toBe(`${ORIGIN}/`);
    expect(metaOf(html, "og:title")).toBe("LabTest Hub | Book lab tests in the UAE");
    expect(metaOf(html, "og:description")).toBe("Site-wide description from the settings.");
    expect(metaOf(html, "og:image")).toBe("https://cdn.example.com/og-default.png");
    expect(metaOf(html, "og:type")).toBe("website");
    expect(metaOf(html, "og:url")).toBe(`${ORIGIN}/`);
    expect(metaOf(html, "og:site_name")).toBe("LabTest Hub");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "twitter:title")).toBe("LabTest Hub | Book lab tests in the UAE");
    expect(metaOf(html, "twitter:description")).toBe("Site-wide description from the settings.");
    expect(metaOf(html, "twitter:image")).toBe("https://cdn.example.com/og-default.png");
    // Tags sit in <head>, before the template's other head content is closed.
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toMatch(/<meta property="og:title" content="[^"]*" data-rh="true">/);

    const ld = jsonLdOf(html);
    expect(typesOf(ld)).toEqual(["Organization", "WebSite"]);
    const site = ld.find((b) => b["@type"] === "WebSite")!;
    expect(site["@context"]).toBe("https://schema.org");
    expect(site.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: `${ORIGIN}/search?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    });
    expect(ld[0]).toMatchObject({ name: "LabTest Hub", url: `${ORIGIN}/` });
  });

  it("home: no analytics meta and no gtag script while no analytics ID is set", async () => {
    const html = (await get("/")).body;
    expect(metaOf(html, "analytics-id")).toBeUndefined();
    expect(html).not.toContain("googletagmanager");
  });

  it("category page: name and description, canonical by id also when reached by slug, BreadcrumbList", async () => {
    for (const url of [`/product/${ids.general}`, "/product/general-health", "/product/general-health/"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expectShellKept(html);
      expect(titleOf(html)).toBe("General Health Tests | LabTest Hub");
      expect(metaOf(html, "description")).toBe("Everyday blood tests for a general health check.");
      expect(canonicalOf(html)).toBe(`${ORIGIN}/product/${ids.general}`);
      expect(metaOf(html, "og:url")).toBe(`${ORIGIN}/product/${ids.general}`);
      const crumbs = jsonLdOf(html).find((b) => b["@type"] === "BreadcrumbList")!;
      expect(crumbs.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "General Health", item: `${ORIGIN}/product/${ids.general}` },
      ]);
    }
  });

  it("test page: name, lowest AED price, lab count and result time; MedicalTest with LOINC and AggregateOffer", async () => {
    const html = await pageHtml(`/product/${ids.general}/test/${ids.cbc}`);
    expect(titleOf(html)).toBe("Complete Blood Count (CBC) | LabTest Hub");
    expect(metaOf(html, "description")).toBe(
      "Compare Complete Blood Count (CBC) prices across 12 labs in Dubai and Abu Dhabi, from 85.00 AED. Results in Same day.",
    );
    expect(metaOf(html, "keywords")).toBe("Complete Blood Count (CBC), CBC, Full blood count, General Health");
    expect(canonicalOf(html)).toBe(`${ORIGIN}/product/${ids.general}/test/${ids.cbc}`);
    expect(metaOf(html, "og:type")).toBe("website");
    expect(metaOf(html, "og:image")).toBe("https://cdn.example.com/og-default.png"); // no entity/PageSeo image → settings

    const ld = jsonLdOf(html);
    expect(typesOf(ld)).toEqual(expect.arrayContaining(["MedicalTest", "BreadcrumbList"]));
    const medical = ld.find((b) => [b["@type"]].flat().includes("MedicalTest"))!;
    expect(medical).toMatchObject({
      name: "Complete Blood Count (CBC)",
      description: "Measures red cells, white cells and platelets.",
      alternateName: ["CBC", "Full blood count"],
      code: { "@type": "MedicalCode", code: "58410-2", codingSystem: "LOINC" },
      offers: { "@type": "AggregateOffer", priceCurrency: "AED", lowPrice: "85.00", highPrice: "140.00", offerCount: 12 },
    });
    expect(medical.offers?.offers).toHaveLength(10);
    expect(medical.offers?.offers?.[0]).toMatchObject({
      "@type": "Offer",
      price: "85.00",
      priceCurrency: "AED",
      seller: { "@type": "Organization", name: "Lab 01" },
    });
    const crumbs = ld.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement?.map((i) => i.name)).toEqual(["Home", "General Health", "Complete Blood Count (CBC)"]);
  });

  it("test page by slug or /tests/{id}: same tags, canonical to the id URL under its category", async () => {
    for (const url of ["/product/general-health/test/complete-blood-count-cbc", `/tests/${ids.cbc}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}/product/${ids.general}/test/${ids.cbc}`);
    }
  });

  it("test page without offers: its own description, no AggregateOffer", async () => {
    const res = await get(`/product/${ids.hormones}/test/${ids.noOffers}`);
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, "description")).toBe("Total testosterone.");
    const medical = jsonLdOf(res.body).find((b) => [b["@type"]].flat().includes("MedicalTest"))!;
    expect(medical.offers).toBeUndefined();
  });

  it("blog post: title, excerpt, type article, keywords from its category, BlogPosting + BreadcrumbList", async () => {
    const html = await pageHtml(`/blog/${ids.imagePost}`);
    expect(titleOf(html)).toBe("Vitamin D in the UAE | LabTest Hub");
    expect(metaOf(html, "description")).toBe("Sunny, yet deficient.");
    expect(metaOf(html, "keywords")).toBe("Nutrition");
    expect(metaOf(html, "og:type")).toBe("article");
    expect(metaOf(html, "og:image")).toBe("https://images.example.com/vitamin-d.jpg");
    expect(metaOf(html, "twitter:image")).toBe("https://images.example.com/vitamin-d.jpg");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "article:modified_time")).toBe(imagePostUpdatedAt.toISOString());
    expect(canonicalOf(html)).toBe(`${ORIGIN}/blog/${ids.imagePost}`);
    const ld = jsonLdOf(html);
    expect(typesOf(ld)).toEqual(["BlogPosting", "BreadcrumbList"]);
    expect(ld[0]).toMatchObject({
      headline: "Vitamin D in the UAE",
      description: "Sunny, yet deficient.",
      image: "https://images.example.com/vitamin-d.jpg",
      author: { "@type": "Person", name: "Sara" },
      dateModified: imagePostUpdatedAt.toISOString(),
      mainEntityOfPage: { "@type": "WebPage", "@id": `${ORIGIN}/blog/${ids.imagePost}` },
    });
    expect(ld[0]!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("escapes a hostile post title everywhere: text in <title> and meta, \\u003c in JSON-LD", async () => {
    const res = await get(`/blog/${ids.hostilePost}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(count(html, "</title>")).toBe(1);
    expect(titleOf(html)).toBe("&quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | LabTest Hub");
    expect(metaOf(html, "og:title")).toBe("&quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | LabTest Hub");
    expect(metaOf(html, "description")).toBe("Why &lt;b&gt;fasting&lt;/b&gt; matters &amp; what to expect.");
    expect(html).toContain("\\u003c/title\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    const posting = jsonLdOf(html).find((b) => b["@type"] === "BlogPosting")!;
    expect(posting.headline).toBe(HOSTILE_TITLE);
    // Only the template's own scripts, the JSON-LD blocks: no injected executable script.
    expect(count(html, "<script")).toBe(2 + jsonLdOf(html).length);
  });

  it("a PageSeo-only path (/about): its title, description, keywords and canonical; image from settings", async () => {
    const html = await pageHtml("/about");
    expect(titleOf(html)).toBe("About LabTest Hub – who we are");
    expect(metaOf(html, "description")).toBe("PageSeo description of the about page.");
    expect(metaOf(html, "keywords")).toBe("about, lab tests, uae");
    expect(canonicalOf(html)).toBe("https://labcompare.test/about-us");
    expect(metaOf(html, "og:url")).toBe("https://labcompare.test/about-us");
    expect(metaOf(html, "og:image")).toBe("https://cdn.example.com/og-default.png");
    expect(jsonLdOf(html)).toEqual([]);
  });

  it("a public page without PageSeo: the route's title with the site name and the page's own description", async () => {
    const html = (await get("/faqs")).body;
    expect(titleOf(html)).toBe("Frequently Asked Questions | LabTest Hub");
    // The same text the web app sets when it renders /faqs (packages/validators/src/pages.ts).
    expect(metaOf(html, "description")).toBe(
      "How to book a lab test in the UAE, fasting and preparation, home collection, getting your results, paying at the lab and cancelling a booking.",
    );
    expect(canonicalOf(html)).toBe(`${ORIGIN}/faqs`);
    expect(titleOf((await get("/search?q=cbc")).body)).toBe("All lab tests | LabTest Hub");
    expect(canonicalOf((await get("/search?q=cbc")).body)).toBe(`${ORIGIN}/search`);
  });

  it("private pages: 200, noindex, generic tags, no canonical or JSON-LD", async () => {
    for (const url of ["/dashboard", "/profile", "/auth", `/book/${ids.cbc}`, "/bookings/LC-7K4Q2M", "/admin", "/admin/seo", "/admin/blog-posts/edit/123"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expectShellKept(html);
      expect(metaOf(html, "robots"), url).toBe("noindex");
      expect(metaOf(html, "description")).toBe("Site-wide description from the settings.");
      expect(canonicalOf(html)).toBeUndefined();
      expect(jsonLdOf(html)).toEqual([]);
      expect(html).not.toContain("Complete Blood Count");
    }
    expect(titleOf((await get("/dashboard")).body)).toBe("Dashboard | LabTest Hub");
  });
});

describe("precedence: entity > PageSeo > SeoSettings > defaults, field by field", () => {
  it("post without image: title, description and keywords from the post; image from its PageSeo row (made absolute)", async () => {
    const html = (await get(`/blog/${ids.hostilePost}`)).body;
    expect(titleOf(html)).not.toContain("PageSeo");
    expect(metaOf(html, "description")).not.toContain("PageSeo");
    expect(metaOf(html, "keywords")).toBe("Preparation");
    expect(metaOf(html, "og:image")).toBe(`${ORIGIN}/images/fasting.png`);
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
  });

  it("category without a description: name from the entity, description from PageSeo; without PageSeo a generated one", async () => {
    const byId = (await get(`/product/${ids.hormones}`)).body;
    expect(titleOf(byId)).toBe("Hormone Panels Tests | LabTest Hub");
    expect(metaOf(byId, "description")).toBe("PageSeo description of the hormone panels.");
    // The PageSeo row is for the id path; the slug path has none.
    const bySlug = (await get("/product/hormone-panels")).body;
    expect(metaOf(bySlug, "description")).toBe(
      "Compare Hormone Panels lab tests and prices from partner labs in Dubai and Abu Dhabi, and book online.",
    );
  });

  it("PageSeo without an image falls back to the settings image; settings without one to no image (summary card)", async () => {
    expect(metaOf((await get("/about")).body, "og:image")).toBe("https://cdn.example.com/og-default.png");
    await app.db.prisma.seoSettings.update({ where: { id: 1 }, data: { defaultOgImage: null } });
    const invalidate = await adminMutation("admin.seo.pageCreate", { pagePath: "/cookies", title: "Cookies", description: "Cookie use." });
    expect(invalidate.statusCode).toBe(200);
    const about = (await get("/about")).body;
    expect(metaOf(about, "og:image")).toBeUndefined();
    expect(metaOf(about, "twitter:image")).toBeUndefined();
    expect(metaOf(about, "twitter:card")).toBe("summary");
    expect(titleOf((await get("/cookies")).body)).toBe("Cookies");
  });
});

describe("status codes", () => {
  it("answers 404 with the not-found shell (noindex) for unknown pages, tests, categories and unpublished posts", async () => {
    const unknown = [
      "/no-such-page",
      "/product",
      "/book",
      "/product/no-such-category",
      "/product/00000000-0000-4000-8000-000000000000",
      `/product/${ids.inactiveCategory}`,
      `/product/${ids.general}/test/no-such-test`,
      `/product/${ids.general}/test/${ids.inactiveTest}`,
      "/tests/no-such-test",
      `/blog/${ids.draft}`,
      "/blog/not-a-uuid",
      "/blog/00000000-0000-4000-8000-000000000000",
    ];
    for (const url of unknown) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      const html = res.body;
      expectShellKept(html);
      expect(titleOf(html), url).toBe("Page not found");
      expect(metaOf(html, "robots")).toBe("noindex");
      expect(canonicalOf(html)).toBeUndefined();
      expect(jsonLdOf(html)).toEqual([]);
    }
  });

  it("keeps JSON 404s for the API, assets and missing files", async () => {
    for (const url of ["/assets/missing.js", "/trpc/no.such.procedure", "/missing-image.png"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("application/json");
    }
    expect((await get("/assets/index-abc123.js")).statusCode).toBe(200);
  });
});

describe("sitemap and robots", () => {
  it("/sitemap.xml lists static pages, categories, tests by id and published posts with lastmod", async () => {
    const xml = await okBody("/sitemap.xml", /application\/xml/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/search", "/resources", "/labs", "/about", "/faqs", "/terms", "/privacy", "/cookies"]) {
      expect(locs, path).toContain(ORIGIN + path);
    }
    expect(locs).toContain(`${ORIGIN}/product/${ids.general}`);
    expect(locs).toContain(`${ORIGIN}/product/${ids.hormones}`);
    expect(locs).toContain(`${ORIGIN}/product/${ids.general}/test/${ids.cbc}`);
    expect(locs).toContain(`${ORIGIN}/blog/${ids.imagePost}`);
    expect(locs).toContain(`${ORIGIN}/blog/${ids.hostilePost}`);
    expect(locs).not.toContain(`${ORIGIN}/blog/${ids.draft}`);
    expect(locs).not.toContain(`${ORIGIN}/product/${ids.inactiveCategory}`);
    expect(xml).not.toContain(ids.inactiveTest);
    expect(xml).not.toMatch(/dashboard|profile|admin|\/book|\/auth/);
    expect(count(xml, "<lastmod>")).toBe(locs.length);
    expect(xml).toContain(
      `<loc>${ORIGIN}/product/${ids.general}/test/${ids.cbc}</loc>\n    <lastmod>${cbcUpdatedAt.toISOString().slice(0, 10)}</lastmod>`,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/blog/${ids.imagePost}</loc>\n    <lastmod>2024-03-05</lastmod>`);
    expect(locs).toContain(`${ORIGIN}/labs/lab-1`);
  });

  it("a lab's page: name and area, hours in the description, MedicalClinic JSON-LD with address, geo and hours", async () => {
    await app.db.prisma.lab.update({ where: { slug: "lab-1" }, data: { latitude: 25.1, longitude: 55.2, accreditation: ["ISO 15189"] } });
    const res = await get("/labs/lab-1");
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toMatch(/^Lab 01, Area \| /);
    expect(metaOf(res.body, "description")).toContain("Open Daily 08:00–20:00.");
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/labs/lab-1`);
    const clinic = jsonLdOf(res.body).find((ld) => ld["@type"] === "MedicalClinic")!;
    expect(clinic).toMatchObject({
      name: "Lab 01",
      url: `${ORIGIN}/labs/lab-1`,
      address: { "@type": "PostalAddress", streetAddress: "Street 1", addressLocality: "Area", addressRegion: "Dubai", addressCountry: "AE" },
      geo: { "@type": "GeoCoordinates", latitude: 25.1, longitude: 55.2 },
    });
    expect(clinic.openingHoursSpecification).toHaveLength(7);
    expect(clinic.openingHoursSpecification?.[5]).toMatchObject({ dayOfWeek: "https://schema.org/Friday", opens: "08:00", closes: "20:00" });
    expect((await get("/labs/no-such-lab")).statusCode).toBe(404);
  });

  it("/robots.txt allows the site, disallows the private pages and names the sitemap", async () => {
    const lines = (await okBody("/robots.txt", /text\/plain/)).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const p of ["/admin", "/dashboard", "/profile", "/book", "/auth", "/basket", "/reset-password"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("caching and invalidation", () => {
  it("serves cached pages until an admin change, then the new site title and analytics meta", async () => {
    const before = (await get("/")).body;
    expect(titleOf(before)).toBe("LabTest Hub | Book lab tests in the UAE");
    // A change behind the admin's back is not seen (the page is cached)…
    await app.db.prisma.seoSettings.update({ where: { id: 1 }, data: { siteTitle: "Changed directly" } });
    expect(titleOf((await get("/")).body)).toBe("LabTest Hub | Book lab tests in the UAE");
    // …a failed admin call changes nothing…
    const denied = await postTrpc(app, "admin.seo.upsert", { siteTitle: "Anonymous", siteDescription: "x" });
    expect(denied.statusCode).toBe(401);
    expect(titleOf((await get("/")).body)).toBe("LabTest Hub | Book lab tests in the UAE");
    // …a successful one through the admin procedure shows at once.
    const saved = await adminMutation("admin.seo.upsert", {
      siteTitle: "Fresh Title – Lab tests <UAE>",
      siteDescription: "Fresh description.",
      defaultOgImage: "",
      googleAnalyticsId: "G-TEST123",
    });
    expect(saved.statusCode).toBe(200);
    const after = await get("/");
    expect(titleOf(after.body)).toBe("Fresh Title – Lab tests &lt;UAE&gt;");
    expect(metaOf(after.body, "description")).toBe("Fresh description.");
    expect(metaOf(after.body, "og:site_name")).toBe("Fresh Title");
    expect(metaOf(after.body, "analytics-id")).toBe("G-TEST123");
    // The gtag script is the client's job (after consent); the CSP allows it once the cache bus
    // has carried the change (csp-analytics.test.ts).
    expect(after.body).not.toContain("googletagmanager");
    const cspOf = async () => String((await get("/")).headers["content-security-policy"]);
    await vi.waitFor(async () => expect(await cspOf()).toContain("googletagmanager"), { timeout: 3_000 });
    const csp = await cspOf();
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.analytics\.google\.com/);
    // Every page shows the new site name and the analytics meta.
    const faqs = (await get("/faqs")).body;
    expect(titleOf(faqs)).toBe("Frequently Asked Questions | Fresh Title");
    expect(metaOf(faqs, "analytics-id")).toBe("G-TEST123");
  });

  it("refreshes the sitemap after an admin change (a newly published post appears)", async () => {
    expect((await get("/sitemap.xml")).body).not.toContain(ids.draft);
    const res = await adminMutation("admin.blog.setPublished", { id: ids.draft, isPublished: true });
    expect(res.statusCode).toBe(200);
    expect((await get("/sitemap.xml")).body).toContain(`${ORIGIN}/blog/${ids.draft}`);
    expect((await get(`/blog/${ids.draft}`)).statusCode).toBe(200);
  });

  it("home: the Organization JSON-LD carries the site settings' contact details, fresh after admin.settings.update", async () => {
    const organization = async () => jsonLdOf((await get("/")).body).find((b) => b["@type"] === "Organization")!;
    // The seeded demo contact details are never given to search engines.
    const demo = await organization();
    expect(demo).toBeDefined();
    for (const key of ["telephone", "email", "address", "sameAs"]) expect(demo).not.toHaveProperty(key);

    const settings = {
      whatsappNumber: "971507654321",
      phone: "+971 4 555 9876",
      email: "care@labcompare.test",
      privacyEmail: "",
      address: "Office 12, Healthcare Tower, Dubai",
      socialLinks: { instagram: "https://instagram.com/labcompare", facebook: "https://facebook.com/labcompare", x: "" },
      testimonials: [],
    };
    const saved = await adminMutation("admin.settings.update", settings);
    expect(saved.statusCode).toBe(200);
    const org = await organization();
    expect(org).toMatchObject({
      "@type": "Organization",
      telephone: "+97145559876",
      email: "care@labcompare.test",
      address: { "@type": "PostalAddress", streetAddress: "Office 12, Healthcare Tower, Dubai", addressCountry: "AE" },
    });
    // Social profiles in the site's network order, empty ones left out.
    expect(org.sameAs).toEqual(["https://facebook.com/labcompare", "https://instagram.com/labcompare"]);

    // A second change shows at once too (the cache is emptied on every admin change); no links, no sameAs.
    expect((await adminMutation("admin.settings.update", { ...settings, phone: "050 123 4567", socialLinks: {} })).statusCode).toBe(200);
    const changed = await organization();
    expect(changed.telephone).toBe("+971501234567");
    expect(changed).not.toHaveProperty("sameAs");
  });

  it("falls back to DEFAULT_SEO_SETTINGS when no settings row exists", async () => {
    await app.db.prisma.seoSettings.deleteMany();
    await adminMutation("admin.seo.pageCreate", { pagePath: "/privacy", title: "Privacy", description: "Privacy." });
    const html = (await get("/")).body;
    expect(titleOf(html)).toBe(escapeHtml(DEFAULT_SEO_SETTINGS.siteTitle));
    expect(metaOf(html, "description")).toBe(escapeHtml(DEFAULT_SEO_SETTINGS.siteDescription));
    expect(metaOf(html, "analytics-id")).toBeUndefined();
    expect(metaOf(html, "og:image")).toBeUndefined();
    expect(titleOf((await get("/labs")).body)).toBe("Partner Labs | LabCompare UAE");
  });

  it("reloads index.html when the web build changes", async () => {
    const newer = INDEX_HTML.replace("index-abc123.js", "index-def456.js");
    writeFileSync(join(webDist, "index.html"), newer);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(webDist, "index.html"), future, future);
    // index.html is checked at most once a second: the clock moves on instead of the test waiting.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1100 });
    const html = await get("/").then((res) => res.body).finally(() => vi.useRealTimers());
    expect(html).toContain("/assets/index-def456.js");
    expect(count(html, "<title")).toBe(1);
  });
});

// ---------- pure helpers ----------

describe("helpers", () => {
  it("renders the basket on the server only when its query names tests or a list", () => {
    expect(isRenderedBasket("/basket", "list=CBC%2C%20TSH")).toBe(true);
    expect(isRenderedBasket("/basket", "list=")).toBe(true); // the list box sent empty: the page says what is wrong
    expect(isRenderedBasket("/basket", "tests=00000000-0000-4000-8000-000000000000&home=1")).toBe(true);
    expect(isRenderedBasket("/basket", "")).toBe(false);
    expect(isRenderedBasket("/basket", "tests=&emirate=Dubai")).toBe(false);
    expect(isRenderedBasket("/dashboard", "list=CBC")).toBe(false);
  });

  it("parseShell works on a minimal template without <head>", () => {
    const parts = parseShell("<!doctype html><title>Old</title><meta name=description content=old><div id=root></div>");
    expect(parts.after).toContain("<div id=root></div>");
    expect(parts.before + parts.after).not.toContain("Old");
    expect(parts.before + parts.after).not.toContain("content=old");
    const html = renderShell(parts, {
      locale: "en",
      alternates: [],
      title: "T",
      description: "D",
      keywords: null,
      canonical: null,
      url: "https://x.test/",
      image: null,
      type: "website",
      siteName: "S",
      robots: null,
      analyticsId: null,
      jsonLd: [],
    });
    expect(html.startsWith('<!doctype html><title data-rh="true">T</title>')).toBe(true);
  });

  it("serializeJsonLd cannot close the script element", () => {
    const s = serializeJsonLd({ a: "</script><!-- & \u2028" });
    expect(s).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(s)).toEqual({ a: "</script><!-- & \u2028" });
  });

  it("matchRoute, isPageRequest, isAdminChange, siteOrigin", () => {
    expect(matchRoute("/About/")).toEqual({ kind: "static", path: "/about", page: "/about" });
    expect(matchRoute("/product/a/test/b")).toMatchObject({ kind: "test", categoryId: "a", testId: "b" });
    expect(matchRoute("/product/a/b")).toMatchObject({ kind: "notFound" });
    expect(matchRoute("/blog/%E0%A4%A")).toMatchObject({ kind: "notFound" });
    expect(isPageRequest("GET", "/product/x?y=1")).toBe(true);
    expect(isPageRequest("GET", "/robots.txt")).toBe(false);
    expect(isPageRequest("POST", "/about")).toBe(false);
    expect(isPageRequest("GET", "/trpc/catalog.search")).toBe(false);
    expect(isPageRequest("GET", "/api/results/unknown")).toBe(false);
    expect(isAdminChange("POST", "/trpc/catalog.x,admin.seo.upsert?batch=1", 207)).toBe(true);
    expect(isAdminChange("POST", "/trpc/auth.signIn", 200)).toBe(false);
    expect(isAdminChange("POST", "/trpc/admin.seo.upsert", 403)).toBe(false);
    expect(isAdminChange("GET", "/trpc/admin.seo.get", 200)).toBe(false);
    const req = (host: string) => ({ host, protocol: "http" }) as never;
    expect(siteOrigin(req("Example.org:8080"))).toBe("http://example.org:8080");
    expect(siteOrigin(req("evil.test/<x>"))).toBe("http://localhost");
    expect(siteOrigin(req("ignored"), "https://labcompare.ae/")).toBe("https://labcompare.ae");
  });

  it("LruCache evicts the least recently used entry and drops values from before a clear", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    const gen = cache.generation;
    cache.clear();
    cache.set("d", 4, gen);
    expect(cache.get("d")).toBeUndefined();
  });

  it("siteNameFrom and clampText", () => {
    expect(siteNameFrom(DEFAULT_SEO_SETTINGS.siteTitle)).toBe("LabCompare UAE");
    expect(siteNameFrom("Solo")).toBe("Solo");
    const long = "word ".repeat(100);
    const clamped = clampText(long, 50);
    expect(clamped.length).toBeLessThanOrEqual(50);
    expect(clamped.endsWith("…")).toBe(true);
  });
});
