/**
 * A page's HTML from the parsed index.html (shell-parse.ts): its head tags written in, `<html>` lang
 * and dir set, and, when server-rendered, its body with the scripts started after the first paint.
 * Pure functions, no I/O.
 */

import { directionOf, type Locale } from "@labcompare/domain/locale";
import { renderHeadTags, type PageMeta } from "./head-tags.ts";
import { escapeHtml } from "./html-escape.ts";
import type { ShellParts } from "./shell-parse.ts";

/**
 * A server-rendered body (ssr.ts): the page chunk's stylesheet tags, its JavaScript files (URLs, to
 * preload), the root's content and what follows the root (the embedded data).
 */
export interface RenderedBody {
  styles: string;
  preloads: string[];
  root: string;
  after: string;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * On a server-rendered page, the template's module script and module preloads give way to
 * /ssr-boot.js (apps/web/public), which adds them once the browser has painted the page: the HTML and
 * stylesheets paint it, the scripts only make it interactive, and on a slow connection they should
 * not compete (first and largest contentful paint). Without a module script the tags are left as they are.
 */
function bootAfterPaint(html: string, pagePreloads: string[]): string {
  const entry = MODULE_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const boot = `<script defer src="/ssr-boot.js" data-entry="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml([...preloads, ...pagePreloads].join(" "))}"></script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, () => boot);
}

/**
 * The page: the template with `meta`'s tags written in and, when given, the server-rendered body in
 * `<div id="root"></div>` (left empty when the template has no such element), the page's stylesheets
 * in the head and its scripts started after the first paint. `<html>` gets the page's lang and dir.
 */
export function renderShell(parts: ShellParts, meta: PageMeta, body?: RenderedBody | null): string {
  const before = withLanguage(parts.before, meta.locale);
  if (!body) return before + renderHeadTags(meta) + parts.after;
  const page =
    before +
    renderHeadTags(meta) +
    (body.styles ? `\n    ${body.styles}` : "") +
    bootAfterPaint(parts.after, body.preloads);
  return page.replace(EMPTY_ROOT, () => `<div id="root">${body.root}</div>${body.after}`);
}

const HTML_OPEN_TAG = /<html\b([^>]*)>/i;
const LANG_DIR_ATTRS = /\s+(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * `html` with its `<html>` tag's lang and dir set for `locale` (`lang="ar" dir="rtl"`,
 * `lang="en" dir="ltr"`), replacing the template's own; its other attributes are kept. Unchanged
 * when there is no `<html>` tag. The browser lays out and reads the first paint in that language,
 * before any script runs.
 */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(
    HTML_OPEN_TAG,
    (_, attrs: string) =>
      `<html${attrs.replace(LANG_DIR_ATTRS, "")} lang="${locale}" dir="${directionOf(locale)}">`,
  );
}
