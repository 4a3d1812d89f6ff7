/**
 * Text rules for page meta tags, shared by the server-rendered head (apps/server/src/seo/meta.ts) and the
 * client that keeps it in step (apps/web/src/lib/seo.ts), so both write the same values. No zod here:
 * the web app's first bundle imports this file.
 */

/** Longest meta description written into a page, in characters. */
export const MAX_DESCRIPTION_LENGTH = 300;

/**
 * The brand part of a site title: the text before the first " | ", " – ", " — ", " - " or ": "
 * ("LabCompare UAE | Compare & Book…" → "LabCompare UAE"); the whole title when it has none.
 */
export function siteNameFrom(siteTitle: string): string {
  const name = siteTitle.split(/\s+[|–—-]\s+|:\s+/)[0]!.trim();
  return name || siteTitle.trim();
}

/** Whitespace collapsed and cut to at most `max` characters at a word boundary, with "…" when cut. */
export function clampText(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–—-]+$/, "")}…`;
}

/**
 * `value` as an absolute http(s) URL: kept when it already is one, prefixed with `origin` when it is a
 * path on this site ("/img/a.png"); null for anything else (empty, "javascript:", "//host/…").
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\/[^\s]+$/i.test(v)) return v;
  if (v.startsWith("/") && !v.startsWith("//")) return origin + v;
  return null;
}

/** One source of a page's head values, most specific first (the page's entity, its PageSeo row, … the site defaults). */
export interface MetaLayer {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
  /** Absolute URL or a path on this site. */
  canonical?: string | null;
}

/**
 * The first usable value of `key` across `layers`, or null: non-empty after trimming and, when
 * `accept` is given, the non-null result of `accept(value)` (e.g. a valid absolute URL).
 */
export function pickMetaValue(
  layers: MetaLayer[],
  key: keyof MetaLayer,
  accept: (value: string) => string | null = (v) => v,
): string | null {
  for (const layer of layers) {
    const value = layer[key];
    if (typeof value !== "string" || !value.trim()) continue;
    const accepted = accept(value.trim());
    if (accepted) return accepted;
  }
  return null;
}
