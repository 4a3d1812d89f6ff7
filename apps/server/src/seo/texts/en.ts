/**
 * English SEO copy for the pages the server writes heads for. The static pages' descriptions are the
 * ones the web app also sets (@labcompare/validators/pages), so crawlers and browsers agree.
 */
import { STATIC_PAGE_DESCRIPTIONS } from "@labcompare/validators/pages";
import type { SeoTexts } from "./types.ts";

export const EN_SEO_TEXTS: SeoTexts = {
  site: null,
  notFoundTitle: "Page not found",
  homeCrumb: "Home",
  pageLabels: {
    "/search": "All lab tests",
    "/resources": "Blog & Resources",
    "/labs": "Partner Labs",
    "/about": "About {siteName}",
    "/faqs": "Frequently Asked Questions",
    "/terms": "Terms of Service",
    "/privacy": "Privacy Policy",
    "/cookies": "Cookie Policy",
    "/auth": "Sign in",
    "/dashboard": "Dashboard",
    "/profile": "Edit profile",
    "/results": "Your results",
    "/basket": "Your basket",
    "/verify-email": "Confirm your email",
    "/reset-password": "Choose a new password",
    "/confirm-email": "Confirm your new email",
    "/cancel-reminder": "Cancel a retest reminder",
    "/admin": "Admin",
    "/book": "Book a test",
    "/bookings": "Booking",
  },
  pageDescriptions: STATIC_PAGE_DESCRIPTIONS,
  searchLabel: (q) => `Search results for "${q}"`,
  searchDescription: (q) =>
    `Compare prices for "${q}" lab tests across partner labs in Dubai and Abu Dhabi, and book online.`,
  categoryLabel: (name) => `${name} Tests`,
  categoryDescription: (name) =>
    `Compare ${name} lab tests and prices from partner labs in Dubai and Abu Dhabi, and book online.`,
  categoryKeywords: (name) => `${name}, ${name} tests, lab tests Dubai, lab tests Abu Dhabi`,
  testSummary: ({ name, labCount, lowestPriceAed, resultTime }) =>
    `Compare ${name} prices across ${labCount} ${labCount === 1 ? "lab" : "labs"} in Dubai and Abu Dhabi, from ${lowestPriceAed} AED.` +
    (resultTime ? ` Results in ${resultTime}.` : ""),
  testFallbackDescription: () => null,
  labLabel: (name, area) => `${name}, ${area}`,
  labSummary: ({ name, area, emirate, testCount, homeCollection, openingHours }) =>
    `${name} in ${area}, ${emirate}: ${testCount} lab tests with prices in AED${homeCollection ? ", home collection" : ""}. Open ${openingHours}.`,
  labKeyword: "lab tests",
  emirateName: (emirate) => emirate,
};
