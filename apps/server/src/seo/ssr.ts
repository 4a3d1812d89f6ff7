/**
 * Server rendering of the public pages (first paint without JavaScript): loads the web app's server build
 * (apps/web/dist-ssr/entry-server.js, from `npm run build`), renders a page as a visitor through a
 * tRPC link that calls the procedures in this process, and returns what seo/index.ts writes into
 * index.html: the page's markup and data, the stylesheets of the page's chunk (from the client
 * build's manifest, so the HTML is styled before any JavaScript runs) and its scripts, fetched with
 * the entry rather than after it (shell-render.ts starts them after the first paint).
 *
 * Without a server build (tests, `npm run dev`) `render` returns null and pages are rendered by the
 * browser alone, as before.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { TRPCLink } from "@trpc/client";
import type { AppRouter } from "@labcompare/api";
import { escapeHtml, serializeJsonLd } from "./html-escape.ts";
import type { RenderedBody } from "./shell-render.ts";

/** The server build's module (apps/web/src/entry-server.tsx), as far as this host uses it. */
interface ServerEntry {
  SSR_STATE_ELEMENT_ID: string;
  render(opts: {
    url: string;
    link: TRPCLink<AppRouter>;
    device: DeviceClass;
  }): Promise<{ html: string; state: object; modules: string[]; partial?: boolean } | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The layout a page is rendered for: "phone" when the User-Agent says "Mobi" (phone browsers do;
 * tablets and desktops do not), else "desktop"; the web app lays the page out for it
 * (apps/web/src/lib/viewport.ts). Part of the page cache key.
 */
export type DeviceClass = "phone" | "desktop";

/** "phone" when the User-Agent says Mobi (as the web app's viewport check), else "desktop". */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  return userAgent && /Mobi/i.test(userAgent) ? "phone" : "desktop";
}

/** A rendered body; `partial` when a part was left to the browser (the visitor past a rate limit): never cached. */
export interface RenderedPage extends RenderedBody {
  partial: boolean;
}

export interface PageRenderer {
  /** True when the server build exists. */
  readonly enabled: boolean;
  /**
   * The body of the page at `url` (absolute, with its query) for a phone or a desktop browser, or
   * null when the page is not server-rendered (private or unknown page, a failed query). Throws only
   * on a bug in the render.
   */
  render(url: string, device: DeviceClass, visitorIp: string): Promise<RenderedPage | null>;
}

/**
 * @param webDistDir the client build (its .vite/manifest.json); the server build is `../dist-ssr` beside it.
 * @param createLink a tRPC link that runs procedures here as the visitor at `visitorIp` (no session;
 *   the per-IP limits count the page's calls as theirs, so pages are no way around them).
 */
export function createPageRenderer(opts: {
  webDistDir: string;
  createLink: (visitorIp: string) => TRPCLink<AppRouter>;
}): PageRenderer {
  const entryPath = join(opts.webDistDir, "..", "dist-ssr", "entry-server.js");
  const manifestPath = join(opts.webDistDir, ".vite", "manifest.json");
  const enabled = existsSync(entryPath) && existsSync(manifestPath);
  // Loaded once, at the first page: its lazy chunks import the entry by its plain URL, so it cannot be
  // re-imported under another URL (a second copy of its React contexts). After a rebuild while
  // running (the manifest changed), pages are left to the browser until the next start.
  let loaded: {
    entry: Promise<ServerEntry>;
    manifest: Record<string, ManifestChunk>;
    mtimeMs: number;
  } | null = null;
  const current = () =>
    (loaded ??= {
      entry: import(pathToFileURL(entryPath).href) as Promise<ServerEntry>,
      manifest: JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>,
      mtimeMs: statSync(manifestPath).mtimeMs,
    });
  const rebuilt = (mtimeMs: number) => {
    try {
      return statSync(manifestPath).mtimeMs !== mtimeMs;
    } catch {
      return true;
    }
  };

  return {
    enabled,
    async render(url, device, visitorIp) {
      if (!enabled) return null;
      const { entry, manifest, mtimeMs } = current();
      if (rebuilt(mtimeMs)) return null;
      const server = await entry;
      const result = await server.render({ url, link: opts.createLink(visitorIp), device });
      if (!result) return null;
      const { styles, preloads } = pageAssets(manifest, result.modules);
      // JSON-LD's escaping also keeps the state from closing its <script> element.
      const state = `<script type="application/json" id="${escapeHtml(server.SSR_STATE_ELEMENT_ID)}">${serializeJsonLd(result.state)}</script>`;
      return { styles, preloads, root: result.html, after: state, partial: result.partial === true };
    },
  };
}

/**
 * The page's stylesheet tags and JavaScript URLs: the chunks of `modules` and everything they import
 * statically, without what the entry chunk already brings (index.html links it).
 */
export function pageAssets(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
): { styles: string; preloads: string[] } {
  const closure = (key: string, js: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) closure(imported, js, css);
  };
  const entryJs = new Set<string>();
  const entryCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryJs, entryCss);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const module of modules) closure(module, js, css);
  const styles = [...css]
    .filter((f) => !entryCss.has(f))
    .map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`);
  return {
    styles: styles.join("\n    "),
    preloads: [...js].filter((f) => !entryJs.has(f)).map((f) => `/${f}`),
  };
}
