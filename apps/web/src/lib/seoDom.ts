/**
 * Writes a page's head into the document: title, meta, canonical, Open Graph, Twitter and JSON-LD
 * tags, each found by name / property and never duplicated. Browser only.
 */
import type { ResolvedHead } from "./seoHead";

/** Attribute the server puts on the tags it writes; the client marks the tags it creates the same way. */
const MANAGED_ATTR = "data-rh";

/**
 * The one element of <head> that `selector` finds gets `attr` = `value`: extra copies are removed, a
 * missing one is made by `create` (marked as managed). With `value` null every copy is removed.
 */
function setHeadElement(selector: string, create: () => HTMLElement, attr: string, value: string | null) {
  const found = [...document.head.querySelectorAll<HTMLElement>(selector)];
  if (value === null) {
    found.forEach((el) => el.remove());
    return;
  }
  let el = found.shift();
  found.forEach((extra) => extra.remove());
  if (!el) {
    el = create();
    el.setAttribute(MANAGED_ATTR, "true");
    document.head.appendChild(el);
  }
  if (el.getAttribute(attr) !== value) el.setAttribute(attr, value);
}

/** Sets (creating when missing) or removes the <meta name|property=key>; extra copies are removed. */
function setMeta(attr: "name" | "property", key: string, content: string | null) {
  const create = () => {
    const el = document.createElement("meta");
    el.setAttribute(attr, key);
    return el;
  };
  setHeadElement(`meta[${attr}="${CSS.escape(key)}"]`, create, "content", content);
}

/** Sets (creating when missing) or removes the canonical link. */
function setCanonical(href: string | null) {
  const create = () => {
    const el = document.createElement("link");
    el.rel = "canonical";
    return el;
  };
  setHeadElement('link[rel="canonical"]', create, "href", href);
}

/** Replaces the page's JSON-LD scripts with `data` (schema.org objects; an empty list removes them). */
export function setJsonLd(data: object[]) {
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  for (const item of data) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.setAttribute(MANAGED_ATTR, "true");
    script.textContent = JSON.stringify(item).replace(/</g, "\\u003c");
    document.head.appendChild(script);
  }
}

/** Writes a resolved head into the document (title, meta, canonical, extra properties); returns nothing. */
export function applyHead(head: ResolvedHead) {
  if (document.title !== head.title) document.title = head.title;
  setMeta("name", "description", head.description);
  setMeta("name", "keywords", head.keywords);
  setMeta("name", "robots", head.robots);
  setCanonical(head.canonical);
  setMeta("property", "og:title", head.title);
  setMeta("property", "og:description", head.description);
  setMeta("property", "og:type", head.type);
  setMeta("property", "og:url", head.url);
  setMeta("property", "og:site_name", head.siteName);
  setMeta("property", "og:image", head.image);
  // Properties such as article:published_time belong to one page only.
  document.head.querySelectorAll<HTMLMetaElement>('meta[property^="article:"]').forEach((el) => {
    if (!(el.getAttribute("property")! in head.properties)) el.remove();
  });
  for (const [key, value] of Object.entries(head.properties)) setMeta("property", key, value);
  setMeta("name", "twitter:card", head.image ? "summary_large_image" : "summary");
  setMeta("name", "twitter:title", head.title);
  setMeta("name", "twitter:description", head.description);
  setMeta("name", "twitter:image", head.image);
}
