/**
 * Server-side SEO of blog posts, static and private pages through Fastify's inject: tags, escaping,
 * noindex, and which source wins for each field (entity > PageSeo > SeoSettings > defaults). Real database
 * (support/seo-site.ts); no mocks.
 */
import { describe, expect, it } from "vitest";
import {
  titleOf,
  metaOf,
  canonicalOf,
  jsonLdOf,
  typesOf,
  count,
  expectShellKept,
} from "./support/seo-html.ts";
import {
  ORIGIN,
  HOSTILE_TITLE,
  app,
  ids,
  imagePostUpdatedAt,
  get,
  adminMutation,
  pageHtml,
  useSeoSite,
} from "./support/seo-site.ts";

useSeoSite();

describe("page tags in the HTML the server sends", () => {
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
    expect(metaOf(html, "og:title")).toBe(
      "&quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | LabTest Hub",
    );
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
    // A search is titled by its query (HTML-escaped in <title>).
    expect(titleOf((await get("/search?q=cbc")).body)).toBe(
      "Search results for &quot;cbc&quot; | LabTest Hub",
    );
    expect(canonicalOf((await get("/search?q=cbc")).body)).toBe(`${ORIGIN}/search`);
  });

  it("private pages: 200, noindex, generic tags, no canonical or JSON-LD", async () => {
    for (const url of [
      "/dashboard",
      "/profile",
      "/auth",
      `/book/${ids.cbc}`,
      "/bookings/LC-7K4Q2M",
      "/admin",
      "/admin/seo",
      "/admin/blog-posts/edit/123",
    ]) {
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
    const invalidate = await adminMutation("admin.seo.pageCreate", {
      pagePath: "/cookies",
      title: "Cookies",
      description: "Cookie use.",
    });
    expect(invalidate.statusCode).toBe(200);
    const about = (await get("/about")).body;
    expect(metaOf(about, "og:image")).toBeUndefined();
    expect(metaOf(about, "twitter:image")).toBeUndefined();
    expect(metaOf(about, "twitter:card")).toBe("summary");
    expect(titleOf((await get("/cookies")).body)).toBe("Cookies");
  });
});
