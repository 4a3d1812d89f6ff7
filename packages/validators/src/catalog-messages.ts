/**
 * The messages of the public catalogue pages (category, test comparison, basket, search price range),
 * in a module of their own: a page that imports them doesn't ship every other message (first-load JS).
 * Part of `messages` (messages.ts) as `messages.catalog` and `messages.comparison`.
 */
import { keyMessages } from "./message-keys.ts";

export const comparisonMessages = keyMessages("comparison", {
  basketEmpty: "Add at least one test to compare",
  basketFull: "A basket can hold at most 20 tests",
  locationInvalid: "That location is outside the UAE",
  locationDenied: "We could not get your location. Choose your area from the list instead.",
  labLimitInvalid: "Ask for between 1 and 500 labs",
  offerLimitInvalid: "Ask for between 0 and 500 labs",
  sortInvalid: "Choose how to sort the labs from the list",
  openInvalid: "Choose open now or a date",
  panelSaving: (panel: string, count: number, saving: string) =>
    `${panel} covers these ${count} tests for ${saving} less`,
} as const);

export const catalogMessages = keyMessages("catalog", {
  categoryNotFound: "Category not found",
  testNotFound: "Test not found",
  fetchCategoryError: "Error fetching category",
  fetchTestsError: "Error fetching tests",
  fetchTestError: "Error fetching test details",
  priceRangeInvalid: "Minimum price cannot be above the maximum price",
  priceLimitInvalid: "Ask for between 1 and 1,000 prices",
} as const);
