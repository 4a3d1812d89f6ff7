/**
 * The SEO module's pure helpers: the basket's server render, the shell parser, JSON-LD serialisation,
 * routes, the page cache and text clamping. No server, no database.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SEO_SETTINGS } from "@labcompare/validators";
import { serializeJsonLd } from "../src/seo/html-escape.ts";
import { parseShell } from "../src/seo/shell-parse.ts";
import { renderShell } from "../src/seo/shell-render.ts";
import { isAdminChange, isRenderedBasket, siteOrigin } from "../src/seo/index.ts";
import { matchRoute, isPageRequest } from "../src/seo/routes.ts";
import { LruCache } from "../src/seo/cache.ts";
import { clampText, siteNameFrom } from "../src/seo/meta.ts";

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
    const parts = parseShell(
      "<!doctype html><title>Old</title><meta name=description content=old><div id=root></div>",
    );
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
