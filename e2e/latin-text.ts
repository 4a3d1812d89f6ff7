/**
 * Latin words on an Arabic page: every text node and the text attributes people hear or see
 * (aria-label, title, placeholder, alt, …) of the document, and the tab title, outside elements
 * marked `lang="en"` (English text the page says is English). What may stay in Latin letters is
 * allowed by `isAllowedLatin`: codes (TSH, HbA1c, LC-7K4Q2M), units, the brand, emails and web
 * addresses, and the Latin words inside the catalogue's own Arabic names ("Free PSA").
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/** One piece of text on the page and where it is ("title", "p.mantine-Text", "button[aria-label]"). */
export interface PageText {
  where: string;
  text: string;
}

/** Brands, products and site names written in Latin letters on Arabic pages too. */
const BRANDS = [
  "LabCompare",
  "UAE",
  "AED",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
  "Google",
  "Analytics",
];

/** Cookie attributes the cookie policy names (HttpOnly and SameSite=Lax read as codes). */
const COOKIE_ATTRIBUTES = ["Secure"];

/** Units of measurement and their parts, as lab results and test names write them. */
const UNITS = [
  "mg",
  "dL",
  "g",
  "L",
  "mL",
  "µL",
  "ng",
  "pg",
  "µg",
  "mmol",
  "µmol",
  "nmol",
  "pmol",
  "mIU",
  "IU",
  "U",
  "fL",
  "kg",
  "cm",
  "mm",
  "Hg",
  "mEq",
  "min",
  "h",
];

const SEED = join(import.meta.dirname, "../prisma/seed-data");

/** The Latin words inside the catalogue's Arabic names, areas and addresses (the names as stored). */
function catalogueWords(): string[] {
  const words: string[] = [];
  for (const file of ["tests.json", "labs.json", "categories.json"]) {
    const rows = JSON.parse(readFileSync(join(SEED, file), "utf8")) as Record<string, unknown>[];
    for (const row of rows)
      for (const field of ["nameAr", "areaAr", "addressAr"])
        if (typeof row[field] === "string") words.push(...(row[field].match(/[A-Za-z]+/g) ?? []));
  }
  return words;
}

const ALLOWED_WORDS = new Set([...BRANDS, ...COOKIE_ATTRIBUTES, ...UNITS, ...catalogueWords()]);

/** A code: two capitals or a digit ("TSH", "IgE", "HbA1c", "hs-CRP", "LC-7K4Q2M", "B12"). */
const isCode = (token: string) => /[A-Z].*[A-Z]|\d/.test(token);

/** True when `token` (a run of Latin letters, digits and - / . + =) may stay Latin on an Arabic page. */
export function isAllowedLatin(token: string): boolean {
  if (isCode(token)) return true;
  return token
    .split(/[-/.+=]/)
    .filter(Boolean)
    .every((part) => part.length === 1 || ALLOWED_WORDS.has(part) || isCode(part));
}

/** The Latin words of `text` that are not allowed (emails and web addresses are taken out first). */
export function disallowedLatin(text: string): string[] {
  const plain = text.replace(/\S+@\S+\.\w+/g, " ").replace(/\b(https?:\/\/|www\.)\S+/g, " ");
  const tokens = plain.match(/[A-Za-z0-9µ][A-Za-z0-9µ\-/.+=]*/g) ?? [];
  return tokens.filter((t) => /[A-Za-z]/.test(t) && !isAllowedLatin(t.replace(/[-/.+=]+$/, "")));
}

/** Every text node and text attribute of the page, and its title, outside `lang="en"` elements. */
export function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const ATTRIBUTES = [
      "aria-label",
      "aria-description",
      "aria-roledescription",
      "aria-valuetext",
      "title",
      "placeholder",
      "alt",
    ];
    // <code>: identifiers (a cookie's name), codes by definition.
    const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "CODE"]);
    const english = (el: Element) => /^en\b/i.test(el.closest("[lang]")?.getAttribute("lang") ?? "");
    const name = (el: Element) => {
      const testId = el.closest("[data-testid]")?.getAttribute("data-testid");
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}${testId ? ` in [data-testid=${testId}]` : ""}`;
    };
    const texts: { where: string; text: string }[] = [{ where: "title", text: document.title }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || SKIPPED.has(parent.tagName) || parent.closest("script,style,noscript,template,code"))
        continue;
      if (!english(parent) && node.textContent?.trim())
        texts.push({ where: name(parent), text: node.textContent });
    }
    for (const el of document.body.querySelectorAll("*")) {
      if (english(el)) continue;
      for (const attribute of ATTRIBUTES) {
        const value = el.getAttribute(attribute);
        if (value?.trim()) texts.push({ where: `${name(el)}[${attribute}]`, text: value });
      }
    }
    return texts;
  });
}

/**
 * "where: text" for each piece of the page's text with a Latin word that is not allowed. `names` are
 * taken out first: the page's own English-only name (an English post's title in the tab title).
 */
export async function latinLeaks(page: Page, names: readonly string[] = []): Promise<string[]> {
  const leaks: string[] = [];
  for (const { where, text } of await pageTexts(page)) {
    const words = disallowedLatin(names.reduce((rest, name) => rest.split(name).join(" "), text));
    if (words.length) leaks.push(`${where}: ${text.trim().slice(0, 120)} [${words.join(", ")}]`);
  }
  return leaks;
}
