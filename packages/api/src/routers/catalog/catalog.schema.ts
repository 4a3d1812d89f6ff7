/**
 * Output schemas of the public catalogue procedures: exactly what catalog.service.ts,
 * compare.service.ts, popular-tests.service.ts, lab-page.service.ts and search.service.ts return
 * (the test page's: test-page.schema.ts)
 * (money as AED strings with two decimals, turnaround in hours, distances in km). Plain objects without refinements or transforms: they run on every answer.
 */
import { z } from "zod";
import { collectionModes } from "@labcompare/domain";

export const aed = z.string();
export const aedOrNull = z.string().nullable();

/** A test or category named in a list: with its Arabic name (null: show the English one). */
export const namedRef = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  nameAr: z.string().nullable(),
});

/** A test named by its id in a basket or a doctor's list (nameAr null: show `name`). */
const testNameRef = z.object({ testId: z.string(), name: z.string(), nameAr: z.string().nullable() });
/** testNameRef with the slug its page's link needs. */
const testLinkRef = testNameRef.extend({ slug: z.string() });

export const categoryOutput = namedRef.extend({
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  icon: z.string().nullable(),
});

export const categoryListOutput = z.array(categoryOutput.extend({ testCount: z.number() }));

/** A test as search and category lists show it (TestSummary). */
export const testSummaryOutput = namedRef.extend({
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  synonyms: z.array(z.string()),
  synonymsAr: z.array(z.string()),
  isPanel: z.boolean(),
  sampleType: z.string(),
  fastingHours: z.number(),
  resultTime: z.string().nullable(),
  preparationInstructions: z.string().nullable(),
  preparationInstructionsAr: z.string().nullable(),
  category: namedRef.nullable(),
  lowestPriceAed: aed,
  highestPriceAed: aed,
  originalPriceAed: aedOrNull,
  labCount: z.number(),
  fastestTurnaroundHours: z.number(),
});

export const testSummaryListOutput = z.array(testSummaryOutput);

export const searchOutput = z.object({
  items: z.array(testSummaryOutput),
  total: z.number(),
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});

/** A lab as public pages show it (toPublicLab): the weekly schedule read, its text and a directions link. */
export const publicLabOutput = namedRef.extend({
  emirate: z.string(),
  area: z.string(),
  areaAr: z.string().nullable(),
  address: z.string(),
  addressAr: z.string().nullable(),
  phone: z.string(),
  accreditation: z.array(z.string()),
  homeCollection: z.boolean(),
  serviceEmirates: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  weeklyHours: z.array(z.array(z.object({ open: z.string(), close: z.string() }))),
  openingHours: z.string(),
  directionsUrl: z.string(),
});

export const offerPrices = {
  priceAed: aed,
  originalPriceAed: aedOrNull,
  homeCollectionFeeAed: aedOrNull,
  turnaroundHours: z.number(),
};

/** The payer of a comparison (insurance/payer.service.ts PayerDto); null for self-pay. */
export const payerOutput = z
  .object({
    planSlug: z.string(),
    planName: z.string(),
    planNameAr: z.string().nullable(),
    insurerName: z.string(),
    insurerNameAr: z.string().nullable(),
    requiresReferral: z.boolean(),
    referral: z.boolean(),
    networkUpdatedOn: z.string(),
  })
  .nullable();

/** What the patient pays under the payer's plan (@labcompare/domain/insurance PatientShare); null for self-pay. */
export const estimateOutput = z
  .object({
    cashTotalAed: aed,
    patientShareAed: aed,
    inNetwork: z.boolean(),
    coveredTestIds: z.array(z.string()),
    uncovered: z.array(
      z.object({ testId: z.string(), reason: z.enum(["out_of_network", "referral_required", "excluded"]) }),
    ),
  })
  .nullable();

export const insurancePlansOutput = z.array(
  z.object({
    slug: z.string(),
    name: z.string(),
    nameAr: z.string().nullable(),
    insurerName: z.string(),
    insurerNameAr: z.string().nullable(),
    requiresReferral: z.boolean(),
  }),
);

export const compareBasketOutput = z.object({
  tests: z.array(namedRef),
  labs: z.array(
    z.object({
      lab: publicLabOutput.extend({ distanceKm: z.number().nullable() }),
      offered: z.array(testLinkRef.extend(offerPrices)),
      missing: z.array(testNameRef),
      complete: z.boolean(),
      subtotalAed: aed,
      homeCollectionFeeAed: aedOrNull,
      totalAed: aed,
      turnaroundHours: z.number(),
      distanceKm: z.number().nullable(),
      estimate: estimateOutput,
      panel: testLinkRef.extend({ priceAed: aed, savingAed: aed, covers: z.number() }).nullable(),
    }),
  ),
  payer: payerOutput,
  planUnavailable: z.boolean(),
  /** The mode the totals and the cheapest are for; a page showing another mode must not call these cheapest. */
  collectionMode: z.enum(collectionModes),
  completeCount: z.number(),
  /** Every lab offering at least one of the tests; `labs` holds the first `limit`. */
  labCount: z.number(),
  cheapestCompleteLabId: z.string().nullable(),
  savingAed: aedOrNull,
});

export const popularTestsOutput = z.array(
  namedRef.extend({ categorySlug: z.string().nullable(), priceAed: aed, originalPriceAed: aedOrNull }),
);

export const areasOutput = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    nameAr: z.string().nullable(),
    emirate: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
);

export const labListOutput = z.array(
  publicLabOutput.extend({ testCount: z.number(), distanceKm: z.number().nullable() }),
);

export const labOutput = publicLabOutput.extend({ testCount: z.number() });

const labPriceOutput = z.object({
  offerId: z.string(),
  test: namedRef.extend({ preparationInstructions: z.string().nullable(), fastingHours: z.number() }),
  ...offerPrices,
});

export const labOffersOutput = z.array(labPriceOutput);

/** catalog.labs.prices: a page of a lab's prices, how many match the search and how many it has. */
export const labPricesOutput = z.object({
  items: z.array(labPriceOutput),
  total: z.number(),
  count: z.number(),
});

/** catalog.resolveList: each item of a doctor's list as written, its test, up to three alternatives, and how sure. */
export const resolveListOutput = z.object({
  items: z.array(
    z.object({
      input: z.string(),
      match: testLinkRef.nullable(),
      alternatives: z.array(testNameRef),
      confidence: z.enum(["exact", "likely", "none"]),
    }),
  ),
});
