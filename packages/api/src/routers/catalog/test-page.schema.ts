/**
 * Output of catalog.tests.byId: exactly what test-page.service.ts returns (money as AED strings with
 * two decimals, turnaround in hours). Plain objects without refinements or transforms.
 */
import { z } from "zod";
import { OFFER_SORTS } from "@labcompare/domain";
import {
  aed,
  aedOrNull,
  categoryOutput,
  estimateOutput,
  namedRef,
  offerPrices,
  payerOutput,
  publicLabOutput,
  testSummaryOutput,
} from "./catalog.schema.ts";

/** A filter's value with the number of labs offering the test that have it. */
const choiceCount = z.object({ value: z.string(), count: z.number() });

/** A test page's comparison of all offers (test-page.service.ts toTestPage). */
const comparisonOutput = z.object({
  sort: z.enum(OFFER_SORTS),
  home: z.boolean(),
  matchCount: z.number(),
  range: z.object({ minAed: aed, maxAed: aed }).nullable(),
  cheapest: z
    .object({
      offerId: z.string(),
      labId: z.string(),
      totalAed: aed,
      priceAed: aed,
      originalPriceAed: aedOrNull,
    })
    .nullable(),
  fastestTurnaroundHours: z.number().nullable(),
  choices: z.object({
    emirates: z.array(choiceCount),
    areas: z.array(
      z.object({ emirate: z.string(), area: z.string(), areaAr: z.string().nullable(), count: z.number() }),
    ),
    accreditations: z.array(choiceCount),
    homeCount: z.number(),
  }),
});

/** One test with the summary of all its offers and a page of them compared (test-page.service.ts). */
export const testDetailOutput = testSummaryOutput.extend({
  loincCode: z.string().nullable(),
  category: categoryOutput.nullable(),
  components: z.array(namedRef),
  offers: z.array(
    z.object({
      id: z.string(),
      lab: publicLabOutput,
      ...offerPrices,
      estimate: estimateOutput,
      lowestPrice: z.boolean(),
      fastest: z.boolean(),
    }),
  ),
  // Null, with the other summary figures, for a test no active lab offers.
  lowestPriceAed: aedOrNull,
  highestPriceAed: aedOrNull,
  fastestTurnaroundHours: z.number().nullable(),
  payer: payerOutput,
  planUnavailable: z.boolean(),
  comparison: comparisonOutput,
});
