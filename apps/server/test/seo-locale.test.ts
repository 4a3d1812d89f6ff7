/**
 * The page host in two languages, through Fastify's inject (raw HTML): English at the plain paths,
 * Arabic under /ar — `<html lang dir>`, translated titles and descriptions, per-language PageSeo rows,
 * hreflang alternates and canonicals, the sitemap's alternates, robots.txt, JSON-LD inLanguage,
 * status codes, and `/` following the saved `lang` cookie. Real in-memory database (or
 * TEST_DATABASE_URL), seeded through Prisma; no mocks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { dailyHours } from "@labcompare/domain";
import { createCategoryWithTest, testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { withLanguage } from "../src/seo/shell-render.ts";
import { savedLocale } from "../src/seo/request.ts";
import { matchPage } from "../src/seo/routes.ts";
import { AR_SEO_TEXTS } from "../src/seo/texts/ar.ts";
import { canonicalOf, jsonLdOf, metaOf, titleOf } from "./support/seo-html.ts";

const ORIGIN = "https://labcompare.test";

const database = testDatabaseOptions();
const webDist = mkdtempSync(join(tmpdir(), "labcompare-seo-locale-"));
// The web app's real index.html (it says <html lang="en" data-mantine-color-scheme="light">; the server keeps the attribute).
writeFileSync(
  join(webDist, "index.html"),
  readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"),
);

let app: FastifyInstance;
const ids = {} as { category: string; test: string; post: string };

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const htmlTagOf = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];
/** The hreflang alternates as { hreflang: href }. */
const alternatesOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ WEB_DIST_DIR: webDist, PUBLIC_URL: ORIGIN }),
    database: database.options,
  });
  const db = app.db.prisma;
  const { category, test } = await createCategoryWithTest(
    db,
    { name: "General Health", slug: "general-health", description: "Everyday blood tests." },
    { name: "Complete Blood Count (CBC)", slug: "cbc", description: "Counts blood cells." },
  );
  for (let i = 1; i <= 3; i++) {
    const lab = await db.lab.create({
      data: {
        name: `Lab ${i}`,
        slug: `lab-${i}`,
        emirate: "Dubai",
        area: "Al Barsha",
        address: "Street 1",
        phone: "+971 4 000 0000",
        weeklyHours: dailyHours("08:00", "20:00"),
        // One lab with its Arabic name and address, for the Arabic pages' JSON-LD.
        ...(i === 3 ? { nameAr: "مختبر 3", areaAr: "البرشاء", addressAr: "شارع 1" } : {}),
      },
    });
    await db.labTestOffer.create({
      data: { labId: lab.id, testId: test.id, priceAed: 80 + i * 10, turnaroundHours: 24 },
    });
  }
  const post = await db.blogPost.create({
    data: {
      title: "Fasting before a test",
      excerpt: "Why it matters.",
      content: "<p>x</p>",
      author: "Sara",
      category: "Preparation",
      isPublished: true,
    },
  });
  await db.pageSeo.createMany({
    data: [
      {
        pagePath: "/faqs",
        title: "English FAQ title from the admin",
        description: "English FAQ description from the admin.",
      },
      {
        pagePath: "/ar/about",
        title: "من نحن – عنوان من الإدارة",
        description: "وصف صفحة من نحن من الإدارة.",
      },
    ],
  });
  Object.assign(ids, { category: category.id, test: test.id, post: post.id });
});

afterAll(async () => {
  await app?.close();
  await database.drop();
});

describe("language and direction of the HTML", () => {
  it('writes <html lang="en" dir="ltr"> on English pages and lang="ar" dir="rtl" on Arabic ones, shell-only pages too', async () => {
    for (const url of ["/", "/faqs", `/tests/${ids.test}`, "/dashboard", "/basket", "/no-such-page"]) {
      expect(htmlTagOf((await get(url)).body), url).toBe(
        '<html data-mantine-color-scheme="light" lang="en" dir="ltr">',
      );
    }
    for (const url of [
      "/ar",
      "/ar/",
      "/ar/faqs",
      `/ar/tests/${ids.test}`,
      "/ar/labs/lab-1",
      "/ar/dashboard",
      "/ar/basket",
      "/ar/book/x",
      "/ar/no-such-page",
    ]) {
      expect(htmlTagOf((await get(url)).body), url).toBe(
        '<html data-mantine-color-scheme="light" lang="ar" dir="rtl">',
      );
    }
  });

  it("answers Arabic paths with the English status codes: 200 for pages, 404 for unknown paths and entities", async () => {
    const pages = [
      "/ar",
      "/ar/",
      "/ar/search?q=cbc",
      "/ar/labs",
      `/ar/product/${ids.category}`,
      `/ar/blog/${ids.post}`,
      "/ar/results",
      "/ar/admin/seo",
      "/ar/bookings/LC-7K4Q2M",
    ];
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
    for (const url of [
      "/ar/unknown",
      "/ar/ar/faqs",
      "/ar/labs/no-such-lab",
      "/ar/tests/no-such-test",
      "/arabic",
    ]) {
      const { statusCode, body } = await get(url);
      expect([statusCode, metaOf(body, "robots")], url).toEqual([404, "noindex"]);
    }
    expect(titleOf((await get("/ar/unknown")).body)).toBe(AR_SEO_TEXTS.notFoundTitle);
  });
});

describe("translated heads", () => {
  it("gives Arabic static pages their Arabic title and description", async () => {
    const faqs = (await get("/ar/faqs")).body;
    // The English page's admin row is never used for the Arabic page.
    expect(titleOf(faqs)).toBe("الأسئلة الشائعة | LabCompare UAE");
    expect(metaOf(faqs, "description")).toBe(AR_SEO_TEXTS.pageDescriptions["/faqs"]);
    expect(metaOf(faqs, "og:locale")).toBe("ar_AE");
    expect(titleOf((await get("/faqs")).body)).toBe("English FAQ title from the admin");
    expect(titleOf((await get("/ar/labs")).body)).toBe("المختبرات الشريكة | LabCompare UAE");
    expect(titleOf((await get("/ar/dashboard")).body)).toBe("لوحة التحكم | LabCompare UAE");
  });

  it("uses the Arabic page's own PageSeo row (/ar/about) and leaves the English page to its defaults", async () => {
    const about = (await get("/ar/about")).body;
    expect(titleOf(about)).toBe("من نحن – عنوان من الإدارة");
    expect(metaOf(about, "description")).toBe("وصف صفحة من نحن من الإدارة.");
    expect(titleOf((await get("/about")).body)).toBe("About LabCompare UAE | LabCompare UAE");
  });

  it("writes Arabic copy around an entity's name and Arabic breadcrumbs", async () => {
    const test = (await get(`/ar/tests/${ids.test}`)).body;
    expect(titleOf(test)).toBe("Complete Blood Count (CBC) | LabCompare UAE");
    expect(metaOf(test, "description")).toBe(
      "قارن أسعار Complete Blood Count (CBC) لدى 3 مختبرات في دبي وأبوظبي، ابتداءً من 90.00 درهم.",
    );
    const crumbs = jsonLdOf(test).find((b) => b["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ name: "الرئيسية", item: `${ORIGIN}/ar/` });
    expect(crumbs.itemListElement[1]!.item).toBe(`${ORIGIN}/ar/product/${ids.category}`);
    const lab = (await get("/ar/labs/lab-1")).body;
    expect(titleOf(lab)).toBe("Lab 1، Al Barsha | LabCompare UAE");
    expect(metaOf(lab, "description")).toBe("Lab 1 في Al Barsha، دبي: تحليل واحد بأسعار بالدرهم.");
    expect(titleOf((await get(`/ar/product/${ids.category}`)).body)).toBe(
      "تحاليل General Health | LabCompare UAE",
    );
  });
});

describe("canonical and hreflang", () => {
  it("links every public page to itself in both languages; the Arabic page's canonical is its /ar address", async () => {
    const cases: Array<[plain: string, en: string, ar: string]> = [
      ["/", "/", "/ar/"],
      ["/faqs", "/faqs", "/ar/faqs"],
      ["/search?q=cbc", "/search", "/ar/search"],
      [
        `/tests/${ids.test}`,
        `/product/${ids.category}/test/${ids.test}`,
        `/ar/product/${ids.category}/test/${ids.test}`,
      ],
      ["/labs/lab-1", "/labs/lab-1", "/ar/labs/lab-1"],
    ];
    for (const [plain, en, ar] of cases) {
      const expected = { en: ORIGIN + en, ar: ORIGIN + ar, "x-default": ORIGIN + en };
      const english = (await get(plain)).body;
      expect(canonicalOf(english), plain).toBe(ORIGIN + en);
      expect(alternatesOf(english), plain).toEqual(expected);
      const arabic = (await get(`/ar${plain}`)).body;
      expect(canonicalOf(arabic), plain).toBe(ORIGIN + ar);
      expect(metaOf(arabic, "og:url"), plain).toBe(ORIGIN + ar);
      expect(alternatesOf(arabic), plain).toEqual(expected);
    }
  });

  it("gives private and not-found pages neither canonical nor alternates", async () => {
    for (const url of ["/ar/dashboard", "/dashboard", "/ar/nope"]) {
      const html = (await get(url)).body;
      expect(canonicalOf(html), url).toBeUndefined();
      expect(alternatesOf(html), url).toEqual({});
    }
  });
});

describe("JSON-LD", () => {
  it("the WebSite node says its language, with the search in that language", async () => {
    const site = (url: string) =>
      get(url).then((res) => jsonLdOf(res.body).find((b) => b["@type"] === "WebSite")!);
    expect(await site("/")).toMatchObject({
      url: `${ORIGIN}/`,
      inLanguage: "en",
      potentialAction: { target: `${ORIGIN}/search?q={search_term_string}` },
    });
    const arabic = await site("/ar/");
    expect(arabic).toMatchObject({
      url: `${ORIGIN}/ar/`,
      inLanguage: "ar",
      potentialAction: { target: `${ORIGIN}/ar/search?q={search_term_string}` },
    });
    expect(arabic.description).toBe(AR_SEO_TEXTS.site!.description);
  });

  it("a lab's MedicalClinic gives its name and address in the page's language", async () => {
    const clinic = async (url: string) =>
      jsonLdOf((await get(url)).body).find((b) => b["@type"] === "MedicalClinic")!;
    const english = await clinic("/labs/lab-3");
    expect(english).toMatchObject({ name: "Lab 3", url: `${ORIGIN}/labs/lab-3` });
    expect(english.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Street 1",
      addressLocality: "Al Barsha",
      addressRegion: "Dubai",
      addressCountry: "AE",
    });
    const arabic = await clinic("/ar/labs/lab-3");
    expect(arabic).toMatchObject({
      name: "مختبر 3",
      url: `${ORIGIN}/ar/labs/lab-3`,
      telephone: "+971 4 000 0000",
    });
    expect(arabic.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "شارع 1",
      addressLocality: "البرشاء",
      addressRegion: "دبي",
      addressCountry: "AE",
    });
    const crumbs = jsonLdOf((await get("/ar/labs/lab-3")).body).find(
      (b) => b["@type"] === "BreadcrumbList",
    ) as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)!.name).toBe("مختبر 3");
    // A lab without Arabic texts: its English name and address, the emirate in Arabic.
    expect((await clinic("/ar/labs/lab-1")).address).toMatchObject({
      streetAddress: "Street 1",
      addressLocality: "Al Barsha",
      addressRegion: "دبي",
    });
  });

  it("a test's offers name their labs in the page's language", async () => {
    const sellers = async (url: string) => {
      const test = jsonLdOf((await get(url)).body).find((b) =>
        [b["@type"]].flat().includes("MedicalTest"),
      ) as { offers: { offers: { seller: { name: string } }[] } };
      return test.offers.offers.map((o) => o.seller.name);
    };
    expect(await sellers(`/tests/${ids.test}`)).toEqual(["Lab 1", "Lab 2", "Lab 3"]);
    expect(await sellers(`/ar/tests/${ids.test}`)).toEqual(["Lab 1", "Lab 2", "مختبر 3"]);
  });

  it("a post's WebPage says its language", async () => {
    const posting = jsonLdOf((await get(`/ar/blog/${ids.post}`)).body).find(
      (b) => b["@type"] === "BlogPosting",
    )!;
    expect(posting.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": `${ORIGIN}/ar/blog/${ids.post}`,
      inLanguage: "ar",
    });
  });
});

describe("sitemap and robots", () => {
  it("lists every page in both languages with en, ar and x-default alternates", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    const xml = res.body;
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((e) => /<loc>([^<]*)<\/loc>/.exec(e)![1]);
    for (const path of [
      "/",
      "/faqs",
      "/labs/lab-1",
      `/blog/${ids.post}`,
      `/product/${ids.category}/test/${ids.test}`,
    ]) {
      expect(locs, path).toContain(ORIGIN + path);
      expect(locs, path).toContain(`${ORIGIN}/ar${path}`);
    }
    expect(locs.filter((l) => l!.startsWith(`${ORIGIN}/ar/`))).toHaveLength(locs.length / 2);
    const arabicFaqs = entries.find((e) => e.includes(`<loc>${ORIGIN}/ar/faqs</loc>`))!;
    expect(arabicFaqs).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/faqs"/>`);
    expect(arabicFaqs).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/faqs"/>`);
    expect(arabicFaqs).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/faqs"/>`);
    for (const entry of entries) expect((entry.match(/<xhtml:link /g) ?? []).length).toBe(3);
    expect(xml).not.toMatch(/dashboard|\/book|\/auth/);
  });

  it("robots.txt disallows the private pages in both languages", async () => {
    const lines = (await get("/robots.txt")).body.split("\n");
    for (const p of ["/admin", "/dashboard", "/book", "/auth", "/basket", "/results"]) {
      expect(lines).toContain(`Disallow: ${p}`);
      expect(lines).toContain(`Disallow: /ar${p}`);
    }
    expect(lines).not.toContain("Disallow: /ar");
  });
});

describe("the home page follows the saved language", () => {
  it("redirects / to /ar/ (keeping the query) when the lang cookie says ar; Vary: Cookie", async () => {
    const res = await get("/?utm_source=x", { cookie: "theme=dark; lang=ar" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/ar/?utm_source=x");
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    for (const cookie of ["lang=en", "lang=fr", ""]) {
      const home = await get("/", cookie ? { cookie } : {});
      expect(home.statusCode, cookie).toBe(200);
      expect(String(home.headers.vary), cookie).toMatch(/cookie/i);
    }
  });

  it("never redirects another address: the address alone sets a page's language", async () => {
    const arabicHome = await get("/ar/", { cookie: "lang=en" });
    expect(arabicHome.statusCode).toBe(200);
    expect(htmlTagOf(arabicHome.body)).toBe('<html data-mantine-color-scheme="light" lang="ar" dir="rtl">');
    expect((await get("/faqs", { cookie: "lang=ar" })).statusCode).toBe(200);
  });
});

describe("helpers", () => {
  it("matchPage splits the language from the page", () => {
    expect(matchPage("/ar")).toEqual({ locale: "ar", route: { kind: "home", path: "/" } });
    expect(matchPage("/ar/About/")).toEqual({
      locale: "ar",
      route: { kind: "static", path: "/about", page: "/about" },
    });
    expect(matchPage("/labs/x")).toMatchObject({ locale: "en", route: { kind: "lab", labSlug: "x" } });
    expect(matchPage("/ar/ar/labs")).toMatchObject({ locale: "ar", route: { kind: "notFound" } });
  });

  it("withLanguage replaces the template's lang and dir, keeps other attributes", () => {
    expect(withLanguage('<!doctype html><html lang="en" class="x">', "ar")).toBe(
      '<!doctype html><html class="x" lang="ar" dir="rtl">',
    );
    expect(withLanguage("<html dir=rtl>", "en")).toBe('<html lang="en" dir="ltr">');
    expect(withLanguage("<title>x</title>", "ar")).toBe("<title>x</title>");
  });

  it("savedLocale reads the lang cookie", () => {
    expect(savedLocale("a=1; lang=ar")).toBe("ar");
    expect(savedLocale('lang="en"')).toBe("en");
    expect(savedLocale("lang=xx")).toBeNull();
    expect(savedLocale(undefined)).toBeNull();
  });
});
