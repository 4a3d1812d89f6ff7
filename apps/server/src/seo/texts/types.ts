/**
 * The shape of a language's SEO copy (texts/en.ts, texts/ar.ts): page labels and descriptions, and
 * the sentences built around an entity's name for its title, description and keywords. Copy only:
 * meta.ts and meta-entities.ts decide which text a page gets.
 */
import type { PrivatePageKey, StaticPagePath } from "../routes.ts";

/** A test's figures for its generated meta description. Prices are AED decimal strings ("85.00"). */
export interface TestSummaryInput {
  name: string;
  labCount: number;
  lowestPriceAed: string | null;
  /** Free text from the catalogue ("Same day"), English: only the English summary uses it. */
  resultTime: string | null;
}

/** A lab's figures for its generated meta description (names already in the page's language). */
export interface LabSummaryInput {
  name: string;
  area: string;
  emirate: string;
  testCount: number;
  homeCollection: boolean;
  /** "Daily 08:00–20:00" (English, formatted by the catalogue): only the English summary uses it. */
  openingHours: string;
}

export interface SeoTexts {
  /**
   * The site's own title and description in this language, or null to use the admin's SeoSettings
   * (written in English) and DEFAULT_SEO_SETTINGS. `title` gets the brand ("LabCompare UAE").
   */
  site: { title(siteName: string): string; description: string } | null;
  /** Title of the not-found shell (the client then renders its own message). */
  notFoundTitle: string;
  /** The first breadcrumb. */
  homeCrumb: string;
  /** Labels of the static and private pages, shown as "{label} | {siteName}"; "{siteName}" is replaced. */
  pageLabels: Record<StaticPagePath | PrivatePageKey, string>;
  /** Meta descriptions of the static pages. */
  pageDescriptions: Record<StaticPagePath, string>;
  /** The search page's title label and description for a query (the web app's search seoTitleQuery / seoDescriptionQuery). */
  searchLabel(q: string): string;
  searchDescription(q: string): string;
  /** A category page's title label ("General Health Tests"). */
  categoryLabel(name: string): string;
  /** A category page's description when the category has none in this language. */
  categoryDescription(name: string): string;
  /** A category page's keywords (comma-separated). */
  categoryKeywords(name: string): string;
  /** A test page's description when labs offer it (labCount ≥ 1). */
  testSummary(input: TestSummaryInput): string;
  /** A test page's description when no lab offers it and it has no description in this language; null = the site's. */
  testFallbackDescription(name: string): string | null;
  /** A lab page's title label ("Lab 01, Al Barsha"). */
  labLabel(name: string, area: string): string;
  /** A lab page's description. */
  labSummary(input: LabSummaryInput): string;
  /** Extra keyword of a lab page ("lab tests"). */
  labKeyword: string;
  /** An emirate's name ("Dubai", stored in English) in this language. */
  emirateName(emirate: string): string;
}
