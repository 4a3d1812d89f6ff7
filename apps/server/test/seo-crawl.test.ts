/**
 * What crawlers get, through Fastify's inject: status codes of unknown pages, /sitemap.xml, a lab's
 * page and /robots.txt. Real database (support/seo-site.ts); no mocks.
 */
import { describe, expect, it } from "vitest";
import { titleOf, metaOf, canonicalOf, jsonLdOf, count, expectShellKept } from "./support/seo-html.ts";
import { SITEMAP_STATIC_PATHS } from "../src/seo/routes.ts";
import { ORIGIN, app, ids, cbcUpdatedAt, get, okBody, useSeoSite } from "./support/seo-site.ts";

useSeoSite();

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
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of SITEMAP_STATIC_PATHS) {
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
    await app.db.prisma.lab.update({
      where: { slug: "lab-1" },
      data: { latitude: 25.1, longitude: 55.2, accreditation: ["ISO 15189"] },
    });
    const res = await get("/labs/lab-1");
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toMatch(/^Lab 01, Area \| /);
    expect(metaOf(res.body, "description")).toContain("Open Daily 08:00–20:00.");
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/labs/lab-1`);
    const clinic = jsonLdOf(res.body).find((ld) => ld["@type"] === "MedicalClinic")!;
    expect(clinic).toMatchObject({
      name: "Lab 01",
      url: `${ORIGIN}/labs/lab-1`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Street 1",
        addressLocality: "Area",
        addressRegion: "Dubai",
        addressCountry: "AE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 25.1, longitude: 55.2 },
    });
    expect(clinic.openingHoursSpecification).toHaveLength(7);
    expect(clinic.openingHoursSpecification?.[5]).toMatchObject({
      dayOfWeek: "https://schema.org/Friday",
      opens: "08:00",
      closes: "20:00",
    });
    expect((await get("/labs/no-such-lab")).statusCode).toBe(404);
  });

  it("/robots.txt allows the site, disallows the private pages and names the sitemap", async () => {
    const lines = (await okBody("/robots.txt", /text\/plain/)).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const p of ["/admin", "/dashboard", "/profile", "/book", "/auth", "/basket", "/reset-password"])
      expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
