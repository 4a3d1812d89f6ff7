/**
 * The head a page gets in the browser (lib/seoHead.ts): which source wins for each value, the site name
 * after a page's own label, absolute URLs, noindex pages, and the fallbacks — the server's defaults
 * and page paths (@labcompare/validators/seo-defaults).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SEO_SETTINGS, normalizePagePath } from "@labcompare/validators/seo-defaults";
import { resolveHead } from "../../src/lib/seoHead";

const origin = "https://labcompare.example";
const settings = {
  siteTitle: "LabCompare UAE | Book tests",
  siteDescription: "Site description",
  defaultOgImage: "/og.png",
};

/** A page SEO entry with `title` and `description`; keywords, image and canonical null unless given. */
const pageEntry = (
  title: string,
  description: string,
  rest: { keywords?: string; ogImage?: string; canonicalUrl?: string } = {},
) => ({ title, description, keywords: null, ogImage: null, canonicalUrl: null, ...rest });

describe("resolveHead", () => {
  it("uses the server's defaults when the settings cannot be read", () => {
    const head = resolveHead({}, { path: "/labs", origin, settings: null, pageSeo: null });
    expect(head.title).toBe(DEFAULT_SEO_SETTINGS.siteTitle);
    expect(head.description).toBe(DEFAULT_SEO_SETTINGS.siteDescription);
    expect(head.image).toBe(DEFAULT_SEO_SETTINGS.defaultOgImage);
    expect(head.siteName).toBe("LabCompare UAE");
    expect(head.canonical).toBe(`${origin}/labs`);
  });

  it("appends the site name to a page's label, but uses a page SEO entry's title as written", () => {
    expect(
      resolveHead({ title: "Partner Labs" }, { path: "/labs", origin, settings, pageSeo: null }).title,
    ).toBe("Partner Labs | LabCompare UAE");
    const pageSeo = pageEntry("Our labs", "Entry description");
    const head = resolveHead(
      { fallback: { title: "Partner Labs" } },
      { path: "/labs", origin, settings, pageSeo },
    );
    expect(head.title).toBe("Our labs");
    expect(head.description).toBe("Entry description");
  });

  it("lets the page's entity win over the page SEO entry, and makes image and canonical absolute", () => {
    const pageSeo = pageEntry("Entry", "Entry description", {
      keywords: "entry",
      ogImage: "/entry.png",
      canonicalUrl: "/labs",
    });
    const head = resolveHead(
      {
        title: "Al Borg",
        description: "Lab description",
        image: "/lab.png",
        canonicalPath: "/labs/al-borg",
        type: "article",
      },
      { path: "/labs/al-borg", origin, settings, pageSeo },
    );
    expect(head).toMatchObject({
      title: "Al Borg | LabCompare UAE",
      description: "Lab description",
      keywords: "entry",
      image: `${origin}/lab.png`,
      canonical: `${origin}/labs/al-borg`,
      url: `${origin}/labs/al-borg`,
      type: "article",
    });
  });

  it("marks private pages noindex, without a canonical link", () => {
    const head = resolveHead({ noindex: true }, { path: "/dashboard", origin, settings, pageSeo: null });
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.url).toBe(`${origin}/dashboard`);
  });

  it("keeps only the extra properties that have a value", () => {
    const head = resolveHead(
      { properties: { "article:section": "Preparation", "article:author": null } },
      { path: "/blog/1", origin, settings, pageSeo: null },
    );
    expect(head.properties).toEqual({ "article:section": "Preparation" });
  });
});

describe("normalizePagePath", () => {
  it("writes a path as the server stores it", () => {
    expect(["/", "", "  /labs/  ", "/blog/1#top", "/Labs//"].map(normalizePagePath)).toEqual([
      "/",
      "/",
      "/labs",
      "/blog/1",
      "/Labs",
    ]);
    expect(normalizePagePath("/search?q=cbc")).toBe("/search");
    expect(normalizePagePath("///")).toBe("/");
  });
});
