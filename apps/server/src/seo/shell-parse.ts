/**
 * The web build's index.html split around the place where a page's head tags go, with the
 * template's own SEO tags removed from its head. Pure functions, no I/O.
 */

/** index.html cut where the page's head tags go: page = before + tags + after. */
export interface ShellParts {
  before: string;
  after: string;
}

const META_TAG = /<meta\b[^>]*>/gi;
const MANAGED_META_NAMES = new Set(["description", "keywords", "robots", "analytics-id"]);

/** True for a <meta> tag of the template that the renderer replaces (description, og:*, twitter:*, …). */
function isManagedMeta(tag: string): boolean {
  const match = /\b(name|property)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  if (!match) return false;
  const key = (match[2] ?? match[3] ?? match[4] ?? "").toLowerCase();
  return (
    MANAGED_META_NAMES.has(key) ||
    key.startsWith("og:") ||
    key.startsWith("twitter:") ||
    key.startsWith("article:")
  );
}

const HEAD_ELEMENTS = new Set([
  "html",
  "head",
  "title",
  "meta",
  "link",
  "script",
  "style",
  "base",
  "noscript",
  "template",
]);

/** Index of the first element that cannot be in <head> (where an implied head ends), or the length of `html`. */
function implicitHeadEnd(html: string): number {
  for (const match of html.matchAll(/<([a-z][a-z0-9-]*)\b/gi)) {
    if (!HEAD_ELEMENTS.has(match[1]!.toLowerCase())) return match.index;
  }
  return html.length;
}

/**
 * Splits the web build's index.html around the insertion point of the head tags. Inside the head
 * only, it removes the template's own <title>, description/keywords/robots meta, og:/twitter: meta,
 * canonical and hreflang links and JSON-LD scripts (so nothing is duplicated); the tags go where <title> was (else
 * before </head>, else after <head>, else after the doctype). The body (root div, scripts) is kept
 * byte for byte.
 */
export function parseShell(html: string): ShellParts {
  const headClose = html.search(/<\/head\s*>/i);
  // Where the head ends: </head>, else (a minimal template without one) the first body element.
  const headEnd = headClose >= 0 ? headClose : implicitHeadEnd(html);
  const marker = "\u0000SEO_TAGS\u0000";
  let head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);

  let hasTitle = false;
  head = head.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, () => {
    hasTitle = true;
    return marker;
  });
  head = head
    .replace(META_TAG, (tag) => (isManagedMeta(tag) ? "" : tag))
    .replace(/<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>/gi, "")
    .replace(/<link\b[^>]*\bhreflang\s*=[^>]*>/gi, "")
    .replace(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    // Drop the lines the removed tags leave empty.
    .replace(/\n[ \t]*(?=\r?\n)/g, "");

  if (!hasTitle) {
    const headOpen = /<head\b[^>]*>/i.exec(head);
    const doctype = /^\s*<!doctype[^>]*>/i.exec(head);
    if (headClose >= 0) head = `${head}${marker}\n  `;
    else if (headOpen)
      head =
        head.slice(0, headOpen.index + headOpen[0].length) +
        marker +
        head.slice(headOpen.index + headOpen[0].length);
    else if (doctype) head = doctype[0] + marker + head.slice(doctype[0].length);
    else head = marker + head;
  }
  const at = head.indexOf(marker);
  return { before: head.slice(0, at), after: head.slice(at + marker.length) + rest };
}
