/**
 * Server-side SEO of the catalogue pages through Fastify's inject: the home, category and test pages' tags,
 * canonical links and JSON-LD in the raw HTML. Real database (support/seo-site.ts); no mocks.
 */
import { describe, expect, it } from "vitest";
import { titleOf, metaOf, canonicalOf, jsonLdOf, typesOf, expectShellKept } from "./support/seo-html.ts";
import { ORIGIN, ids, get, okBody, pageHtml, useSeoSite } from "./support/seo-site.ts";

useSeoSite();

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
        {
          "@type": "ListItem",
          position: 2,
          name: "General Health",
          item: `${ORIGIN}/product/${ids.general}`,
        },
      ]);
    }
  });

  it("test page: name, lowest AED price, lab count and result time; MedicalTest with LOINC and AggregateOffer", async () => {
    const html = await pageHtml(`/product/${ids.general}/test/${ids.cbc}`);
    expect(titleOf(html)).toBe("Complete Blood Count (CBC) | LabTest Hub");
    expect(metaOf(html, "description")).toBe(
      "Compare Complete Blood Count (CBC) prices across 12 labs in Dubai and Abu Dhabi, from 85.00 AED. Results in Same day.",
    );
    expect(metaOf(html, "keywords")).toBe(
      "Complete Blood Count (CBC), CBC, Full blood count, General Health",
    );
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
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "AED",
        lowPrice: "85.00",
        highPrice: "140.00",
        offerCount: 12,
      },
    });
    expect(medical.offers?.offers).toHaveLength(10);
    expect(medical.offers?.offers?.[0]).toMatchObject({
      "@type": "Offer",
      price: "85.00",
      priceCurrency: "AED",
      seller: { "@type": "Organization", name: "Lab 01" },
    });
    const crumbs = ld.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement?.map((i) => i.name)).toEqual([
      "Home",
      "General Health",
      "Complete Blood Count (CBC)",
    ]);
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
});
