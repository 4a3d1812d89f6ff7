/**
 * The test page's queries as its first render asks them (TestDetailPage, PayerControl's plans and the
 * near-me control's areas), for the server to fetch before rendering (lib/lazyPage.ts ServerQueries).
 * The test's input is built by the same functions as the page's: the URL's payer (lib/payer.ts), its
 * filters, sort, near-me choice and `labs=N` (compare/useOfferComparison.ts).
 */
import type { ServerQueries } from "../../lib/lazyPage";
import { readNearParams } from "../../lib/nearMe";
import { payerFromParams } from "../../lib/payer";
import { comparisonInputFor } from "./compare/useOfferComparison";

export const testPageQueries: ServerQueries = (utils, { params, search }) => [
  utils.catalog.tests.byId.prefetch({
    id: params.testId ?? "",
    payer: payerFromParams(search) ?? undefined,
    ...comparisonInputFor(search, readNearParams(search)),
  }),
  utils.catalog.insurancePlans.prefetch(),
  utils.catalog.areas.prefetch(),
];
