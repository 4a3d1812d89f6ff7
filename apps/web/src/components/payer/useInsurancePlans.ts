/**
 * The plans a patient may choose (catalog.insurancePlans, cached five minutes). A page showing
 * PayerControl below its data asks for them with its first queries too, so the server render fetches
 * them in the same round and renders the page with data once, not once more for the plans.
 */
import { trpc } from "../../trpc";

export function useInsurancePlans() {
  return trpc.catalog.insurancePlans.useQuery(undefined, { staleTime: 5 * 60_000 });
}
