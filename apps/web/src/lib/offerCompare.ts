/**
 * The test page's comparison (sort and filters kept in the URL, and the function that applies them).
 * The pure logic lives in @labcompare/domain/offer-compare, where it is unit-tested; this module
 * keeps the web app's import path.
 */
export * from "@labcompare/domain/offer-compare";
