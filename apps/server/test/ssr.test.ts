/**
 * The host's side of server rendering (src/seo/ssr.ts), through Fastify's inject against a
 * real database: the page's body goes into `<div id="root">`, its data into the JSON state element,
 * the page chunk's stylesheet and module preloads into the head; the link handed to the render runs
 * procedures in this process as a visitor; private pages and failed renders get the plain shell.
 *
 * The web app's real server build is exercised end to end by e2e/server-render.spec.ts; here a small
 * server build written to a temporary folder stands in for it, so the test does not depend on
 * `npm run build` having run.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { renderShell } from "../src/seo/shell-render.ts";
import { deviceClassOf, pageAssets } from "../src/seo/ssr.ts";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Template</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rt-0.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  "index.html": {
    file: "assets/index-abc.js",
    isEntry: true,
    css: ["assets/index-abc.css"],
    imports: ["_shared.js"],
  },
  "_shared.js": { file: "assets/shared-1.js", css: ["assets/shared-1.css"] },
  "src/pages/HomePage.tsx": {
    file: "assets/HomePage-2.js",
    css: ["assets/HomePage-2.css"],
    imports: ["_shared.js", "_cards.js"],
  },
  "_cards.js": { file: "assets/cards-3.js", css: ["assets/cards-3.css"] },
  "src/pages/SearchPage.tsx": { file: "assets/SearchPage-4.js", imports: ["_shared.js"] },
};

/**
 * Stand-in for apps/web/dist-ssr/entry-server.js with the same contract: renders `/` and `/search`
 * (the latter fails for q=boom, as a render bug would), returns null for other paths, and calls
 * catalog.categories.list and auth.me through the link it is given (catalog.resolveList for /search?list=…).
 */
const ENTRY = `
export const SSR_STATE_ELEMENT_ID = "ssr-state";
export async function render({ url, link, device }) {
  const { pathname, searchParams } = new URL(url);
  // Arabic pages are the same pages under /ar (as apps/web's router with its basename).
  const page = pathname === "/ar" ? "/" : pathname.startsWith("/ar/") ? pathname.slice(3) : pathname;
  if (page !== "/" && page !== "/search") return null;
  if (searchParams.get("q") === "boom") throw new Error("render bug");
  const call = (path, input) => new Promise((resolve, reject) => {
    link({})({ op: { id: 1, type: "query", path, input, context: {}, signal: null } })
      .subscribe({ next: (r) => resolve(r.result.data), error: reject });
  });
  if (searchParams.has("list")) {
    // As the real build: a part refused by the rate limit is left to the browser, the rest rendered.
    const categories = await call("catalog.categories.list");
    const resolved = await call("catalog.resolveList", { text: searchParams.get("list") }).catch((error) => {
      if (error?.data?.code === "TOO_MANY_REQUESTS") return null;
      throw error;
    });
    const list = resolved ? "list of " + resolved.items.length : "list left to the browser";
    return { html: "<main><h1>" + categories[0].name + "</h1><p>" + list + "</p></main>", state: {}, modules: [], partial: !resolved };
  }
  const categories = await call("catalog.categories.list");
  const me = await call("auth.me");
  globalThis.rendersDone = (globalThis.rendersDone ?? 0) + 1;
  const names = categories.map((c) => c.name).join(", ");
  return {
    html: "<main><h1>" + pathname + " " + (searchParams.get("q") ?? "") + "</h1><p>" + names + "</p><p>user: " + JSON.stringify(me.user) + "</p><p>device: " + device + "</p><p>render " + globalThis.rendersDone + "</p></main>",
    state: { queries: { json: { note: "</script><b>" } }, device },
    modules: [page === "/" ? "src/pages/HomePage.tsx" : "src/pages/SearchPage.tsx"],
  };
}
`;

const database = testDatabaseOptions();
const root = mkdtempSync(join(tmpdir(), "labcompare-ssr-"));
const webDist = join(root, "dist");
mkdirSync(join(webDist, ".vite"), { recursive: true });
mkdirSync(join(root, "dist-ssr"));
writeFileSync(join(webDist, "index.html"), INDEX_HTML);
writeFileSync(join(webDist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
writeFileSync(join(root, "dist-ssr", "entry-server.js"), ENTRY);

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: "https://labcompare.test",
      CATALOG_RATE_LIMIT_PER_MINUTE: "2",
    }),
    database: database.options,
  });
  await app.db.prisma.testCategory.create({
    data: { name: "General Health", slug: "general-health", sortOrder: 1 },
  });
});

afterAll(async () => {
  await app?.close();
  await database.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const stateOf = (html: string) =>
  /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe("server-rendered pages", () => {
  it("puts the body in the root, the data after it, and the page's own stylesheets and preloads in the head", async () => {
    const res = await get("/", { cookie: "auth_session=not-a-session" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // Procedures ran in-process as a visitor (no session even with a cookie) and their data is in the body.
    expect(html).toContain('<div id="root"><main><h1>/ </h1><p>General Health</p><p>user: null</p>');
    // The state follows the root, escaped so it cannot close its element.
    const state = stateOf(html)!;
    expect(html.indexOf('id="ssr-state"')).toBeGreaterThan(html.indexOf("</main></div>"));
    expect(state).not.toContain("</script>");
    expect(JSON.parse(state)).toEqual({ queries: { json: { note: "</script><b>" } }, device: "desktop" });
    // The stylesheets of the page chunk and its imports, without what the entry already brings.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-2.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/cards-3.css">');
    expect(html).not.toContain('href="/assets/shared-1.css"');
    // Scripts start after the first paint: the boot script in place of the module script and preloads.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script defer src="/ssr-boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/rt-0.js /assets/HomePage-2.js /assets/cards-3.js"></script>',
    );
    expect(res.headers.vary).toMatch(/user-agent/i);
  });

  it("renders per query string and per device class", async () => {
    const desktop = (await get("/search?q=cbc")).body;
    expect(desktop).toContain("<h1>/search cbc</h1>");
    expect((JSON.parse(stateOf(desktop)!) as { device: string }).device).toBe("desktop");
    const phone = (await get("/search?q=cbc", { "user-agent": PHONE_UA })).body;
    expect((JSON.parse(stateOf(phone)!) as { device: string }).device).toBe("phone");
    expect((await get("/search?q=tsh")).body).toContain("<h1>/search tsh</h1>");
  });

  it("counts a render's limited catalogue calls against the visitor's address, as the browser's own calls (CATALOG_RATE_LIMIT_PER_MINUTE 2)", async () => {
    const page = (list: string, ip: string) =>
      app.inject({ method: "GET", url: `/search?list=${list}`, remoteAddress: ip });
    expect((await page("CBC", "10.1.0.1")).body).toContain("<p>list of 1</p>");
    expect((await page("TSH", "10.1.0.1")).body).toContain("<p>list of 1</p>");
    // Two pages spent the visitor's minute: the browser's own call is refused.
    const input = encodeURIComponent(JSON.stringify({ json: { text: "CBC" } }));
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/trpc/catalog.resolveList?input=${input}`,
          remoteAddress: "10.1.0.1",
        })
      ).statusCode,
    ).toBe(429);
    // Past the limit the page still answers 200 with the rest of it rendered; the list is left to the browser.
    const limited = await page("PSA", "10.1.0.1");
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toContain(
      '<div id="root"><main><h1>General Health</h1><p>list left to the browser</p></main></div>',
    );
    // That partial page is not kept for others: another visitor gets the same address with its list.
    expect((await page("PSA", "10.1.0.2")).body).toContain("<p>list of 1</p>");
  });

  it("renders a cold page once for the visitors who ask for it while it is being rendered", async () => {
    const visit = () =>
      app.inject({ method: "GET", url: "/search?q=together", remoteAddress: "203.0.113.9" });
    const answers = await Promise.all([visit(), visit(), visit(), visit()]);
    const renders = answers.map((res) => /<p>render (\d+)<\/p>/.exec(res.body)?.[1]);
    expect(renders[0]).toMatch(/^\d+$/);
    expect(new Set(renders)).toEqual(new Set([renders[0]]));
    // Then it comes from the cache.
    expect((await visit()).body).toContain(`<p>render ${renders[0]}</p>`);
  });

  it('renders Arabic pages from their /ar address, with <html lang="ar" dir="rtl">; English ones ltr', async () => {
    const arabic = await get("/ar/search?q=cbc");
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain("<h1>/ar/search cbc</h1>");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    // Cached apart from the English page of the same path and query.
    const english = (await get("/search?q=cbc")).body;
    expect(english).toContain("<h1>/search cbc</h1>");
    expect(english).toContain('<html lang="en" dir="ltr">');
    const home = await get("/ar");
    expect(home.body).toContain("<h1>/ar </h1>");
    expect(home.body).toContain('<html lang="ar" dir="rtl">');
    // A page left to the browser gets the language too.
    const privatePage = await get("/ar/dashboard");
    expect(privatePage.body).toContain('<div id="root"></div>');
    expect(privatePage.body).toContain('<html lang="ar" dir="rtl">');
  });

  it("leaves private pages, pages the build does not render and failed renders to the browser", async () => {
    for (const url of ["/dashboard", "/about", "/search?q=boom"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(stateOf(res.body), url).toBeUndefined();
    }
    const missing = await get("/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});

describe("helpers", () => {
  it("deviceClassOf: phones say Mobi, tablets and desktops do not", () => {
    expect(deviceClassOf(PHONE_UA)).toBe("phone");
    expect(
      deviceClassOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      ),
    ).toBe("phone");
    expect(
      deviceClassOf("Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/131.0 Safari/537.36"),
    ).toBe("desktop");
    expect(deviceClassOf(undefined)).toBe("desktop");
  });

  it("pageAssets and renderShell: a page without a body keeps the shell as it was", () => {
    expect(pageAssets(MANIFEST, ["src/pages/SearchPage.tsx"])).toEqual({
      styles: "",
      preloads: ["/assets/SearchPage-4.js"],
    });
    expect(pageAssets(MANIFEST, ["src/pages/Unknown.tsx"])).toEqual({ styles: "", preloads: [] });
    const shell =
      '</head><body><div id="root"></div><script type="module" crossorigin src="/a.js"></script></body>';
    const parts = { before: "<head>", after: shell };
    const meta = {
      locale: "en" as const,
      alternates: [],
      title: "T",
      description: "D",
      keywords: null,
      canonical: null,
      url: "u",
      image: null,
      type: "website" as const,
      siteName: "S",
      robots: null,
      analyticsId: null,
      jsonLd: [],
    };
    expect(renderShell(parts, meta, null)).toContain(shell);
    expect(
      renderShell(parts, meta, { styles: "<link>", preloads: [], root: "<p>$&</p>", after: "<s>" }),
    ).toContain(
      '<link></head><body><div id="root"><p>$&</p></div><s><script defer src="/ssr-boot.js" data-entry="/a.js" data-preload=""></script></body>',
    );
  });
});

describe("once listening", () => {
  it("renders the home page in both languages for desktops and phones into the cache before it reports ready", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    await vi.waitFor(async () => expect((await get("/health/ready")).statusCode).toBe(200), {
      timeout: 10_000,
    });
    const renders = () => (globalThis as { rendersDone?: number }).rendersDone;
    const rendered = renders();
    for (const url of ["/", "/ar"]) {
      for (const headers of [{}, { "user-agent": PHONE_UA }] as Record<string, string>[]) {
        expect((await get(url, headers)).statusCode).toBe(200);
      }
    }
    expect(renders()).toBe(rendered);
  });
});
