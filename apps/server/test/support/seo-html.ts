/**
 * Reading the HTML the SEO tests get back: the web app's index.html as a build writes it, and the
 * title, meta tags, canonical link and JSON-LD blocks of a page.
 */
import { readFileSync } from "node:fs";
import { expect } from "vitest";

/** Replaces `from` in `text`; throws when it is absent, so a changed index.html fails loudly here. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  if (!(typeof from === "string" ? text.includes(from) : from.test(text)))
    throw new Error(`apps/web/index.html no longer has ${String(from)}`);
  return text.replace(from, to);
}

/**
 * The web app's index.html (apps/web/index.html) as the build writes it: hashed script and stylesheet in the head, the
 * source entry gone, an inline boot script in the body, and a description the server must replace.
 */
const BUILD_EDITS: [string | RegExp, string][] = [
  [/(<meta\s+name="description"\s+content=")[^"]*"/, '$1Template description that the server replaces."'],
  [
    '    <script type="module" src="/src/main.tsx"></script>\n',
    "    <script>window.__BOOT__ = true;</script>\n",
  ],
  [
    "  </head>",
    '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">\n  </head>',
  ],
];
export const INDEX_HTML = BUILD_EDITS.reduce(
  (html, [from, to]) => replaceOnce(html, from, to),
  readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"),
);

/** Text of <title>. */
export const titleOf = (html: string) => /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1];
/** content of <meta name|property="key">, undefined when absent. */
export const metaOf = (html: string, key: string) => {
  const re = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`,
  );
  return re.exec(html)?.[1];
};
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** A JSON-LD block: its type and the nested fields the tests look into. */
export interface JsonLdNode {
  "@type"?: string | string[];
  offers?: { offers?: unknown[] };
  itemListElement?: { name: string }[];
  openingHoursSpecification?: unknown[];
  [key: string]: unknown;
}
/** Every JSON-LD block, parsed. */
export const jsonLdOf = (html: string): JsonLdNode[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLdNode,
  );
export const typesOf = (blocks: JsonLdNode[]) => blocks.flatMap((b) => [b["@type"]].flat());
export const count = (html: string, needle: string) => html.split(needle).length - 1;

/** The shell parts every page must keep untouched. */
export function expectShellKept(html: string) {
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  expect(html).toContain("<script>window.__BOOT__ = true;</script>");
  expect(html).toContain('<meta name="theme-color" content="#087f5b" />');
  expect(count(html, "<title")).toBe(1);
  expect(count(html, 'name="description"')).toBe(1);
  expect(html).not.toContain("Template description");
}
