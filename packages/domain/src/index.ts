/**
 * @labcompare/domain: the rules of the product, without zod. Code that ships to the browser imports
 * the module it needs (`@labcompare/domain/calendar`, `/format`, …) so a page loads only that.
 */
export * from "./calendar.ts";
export * from "./schedule.ts";
export * from "./slots.ts";
export * from "./booking-rules.ts";
export * from "./pricing.ts";
export * from "./offer-compare.ts";
export * from "./geo.ts";
export * from "./phone.ts";
export * from "./doctor-list.ts";
export * from "./retest.ts";
export * from "./format/index.ts";
export * from "./basket.ts";
export * from "./lab-prices.ts";
