/**
 * The page's payer (lib/payer.ts): what the URL says (`?plan=&referral=1`), and `setPayer(choice)`,
 * which writes the URL (replace, no new history entry) and remembers the choice (this browser; a
 * signed-in patient's profile too). On arrival at a page whose URL names no plan, the remembered
 * choice (else the profile's plan) is added to the URL, so the page then asks for prices with it.
 * The server render knows neither, so it shows what the URL says.
 *
 * Output: `{ payer, setPayer, forget }` — `forget()` drops a remembered plan that the site no longer
 * offers (the page's answer said `planUnavailable`).
 */
import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useMe } from "../../lib/auth";
import { payerFromParams, rememberedPayer, withPayer, type PayerChoice } from "../../lib/payer";
import { trpc } from "../../trpc";

export function usePayer() {
  const [params, setParams] = useSearchParams();
  const payer = payerFromParams(params);
  const { user } = useMe();
  const profile = trpc.profile.get.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });
  const savePlan = trpc.profile.setInsurancePlan.useMutation();
  const profilePlan = profile.data?.insurance?.planSlug ?? null;

  // Once per page: the remembered choice (else the profile's plan) fills a URL that names none.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    if (payerFromParams(params)) {
      applied.current = true;
      return;
    }
    const remembered = rememberedPayer.get();
    if (!remembered && user && profile.isPending) return;
    applied.current = true;
    const choice = remembered ?? (profilePlan ? { planSlug: profilePlan, referral: false } : null);
    if (!choice) return;
    setParams((prev) => withPayer(prev, choice), { replace: true, preventScrollReset: true });
  }, [params, setParams, user, profile.isPending, profilePlan]);

  const setPayer = useCallback(
    (choice: PayerChoice | null) => {
      applied.current = true;
      rememberedPayer.set(choice);
      setParams((prev) => withPayer(prev, choice), { replace: true, preventScrollReset: true });
      if (user) savePlan.mutate(choice ? { planSlug: choice.planSlug } : null);
    },
    [setParams, user, savePlan],
  );

  const forget = useCallback(() => {
    if (rememberedPayer.get()) rememberedPayer.set(null);
  }, []);

  return { payer, setPayer, forget };
}
