/**
 * Cached server-rendered pages through Fastify's inject: invalidated by admin changes (settings,
 * posts, contact details) with the site-wide reads they are built from, the defaults without a
 * settings row, and a changed web build. Real database (support/seo-site.ts); no mocks.
 */
import { describe, expect, it, vi } from "vitest";
import { utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_SEO_SETTINGS } from "@labcompare/validators";
import { escapeHtml } from "../src/seo/html-escape.ts";
import { INDEX_HTML, titleOf, metaOf, jsonLdOf, count } from "./support/seo-html.ts";
import { ORIGIN, webDist, app, ids, get, adminMutation, useSeoSite } from "./support/seo-site.ts";
import { postTrpc, resultOf } from "./support/trpc-answer.ts";

useSeoSite();

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
    const organization = async () =>
      jsonLdOf((await get("/")).body).find((b) => b["@type"] === "Organization")!;
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
      socialLinks: {
        instagram: "https://instagram.com/labcompare",
        facebook: "https://facebook.com/labcompare",
        x: "",
      },
      testimonials: [],
    };
    const saved = await adminMutation("admin.settings.update", settings);
    expect(saved.statusCode).toBe(200);
    const org = await organization();
    expect(org).toMatchObject({
      "@type": "Organization",
      telephone: "+97145559876",
      email: "care@labcompare.test",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Office 12, Healthcare Tower, Dubai",
        addressCountry: "AE",
      },
    });
    // Social profiles in the site's network order, empty ones left out.
    expect(org.sameAs).toEqual(["https://facebook.com/labcompare", "https://instagram.com/labcompare"]);

    // A second change shows at once too (the cache is emptied on every admin change); no links, no sameAs.
    expect(
      (await adminMutation("admin.settings.update", { ...settings, phone: "050 123 4567", socialLinks: {} }))
        .statusCode,
    ).toBe(200);
    const changed = await organization();
    expect(changed.telephone).toBe("+971501234567");
    expect(changed).not.toHaveProperty("sameAs");
  });

  it("keeps the site-wide reads pages are built from (content.settings) until an admin change", async () => {
    const settings = {
      whatsappNumber: "971507654321",
      phone: "+971 4 555 1111",
      email: "care@labcompare.test",
      privacyEmail: "",
      address: "Office 12, Healthcare Tower, Dubai",
      socialLinks: {},
      testimonials: [],
    };
    const phone = async () => resultOf<{ phone: string }>(await get("/trpc/content.settings")).phone;
    // On PostgreSQL the change is also announced over the cache bus: its message is awaited, so that
    // its arrival does not empty the cache in the middle of what follows. The bus delivers one
    // instance's messages in the order sent: once a marker sent now has arrived, so has every "seo"
    // message of the changes before, and the next one is this change's.
    const marker = new Promise((resolve) => app.cacheBus.subscribe("seo-cache-test", () => resolve(null)));
    await app.cacheBus.publish("seo-cache-test");
    await marker;
    const announced = new Promise((resolve) => app.cacheBus.subscribe("seo", () => resolve(null)));
    expect((await adminMutation("admin.settings.update", settings)).statusCode).toBe(200);
    await announced;
    expect(await phone()).toBe("+97145551111");
    // A change behind the admin's back is not seen while the read is kept…
    await app.db.prisma.siteSettings.update({ where: { id: 1 }, data: { phone: "+97145552222" } });
    expect(await phone()).toBe("+97145551111");
    // …an admin's change shows in the next read.
    const saved = await adminMutation("admin.settings.update", { ...settings, phone: "+971 4 555 3333" });
    expect(saved.statusCode).toBe(200);
    expect(await phone()).toBe("+97145553333");
  });

  it("falls back to DEFAULT_SEO_SETTINGS when no settings row exists", async () => {
    await app.db.prisma.seoSettings.deleteMany();
    await adminMutation("admin.seo.pageCreate", {
      pagePath: "/privacy",
      title: "Privacy",
      description: "Privacy.",
    });
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
    const html = await get("/")
      .then((res) => res.body)
      .finally(() => vi.useRealTimers());
    expect(html).toContain("/assets/index-def456.js");
    expect(count(html, "<title")).toBe(1);
  });
});
