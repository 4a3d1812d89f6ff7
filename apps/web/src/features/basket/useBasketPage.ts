/**
 * The basket page's data: the browser's basket and its sync with the URL (`tests`, or a doctor's
 * `list`), the filters (emirate, home collection, near me), the shown tests with their names and
 * links, tests that no longer exist dropped from the basket (counted in `removed` for the notice),
 * and `catalog.compareBasket` for the rest, priced for the page's payer (`plan`, `referral` in the
 * URL: usePayer), as many labs as `labs` in the URL asks (`moreLabs`: the query that shows more, or
 * null when all show). Output as used by BasketView; `filters` are BasketFilters' props.
 */
import { useEffect, useMemo, useState } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { useResolvedList } from "../../components/doctor-list/useResolvedList";
import { useLocale } from "../../i18n/useLocale";
import { parseTestIds, useBasket } from "../../lib/basket";
import { useLatest } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { useNearMe } from "../../lib/nearMe";
import { testPath } from "../../lib/paths";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import {
  basketEmirates,
  comparisonForMode,
  homeEmirates,
  labLimitParam,
  moreLabsSearch,
  shownTestIds,
  urlTestIds,
} from "./basketView";
import type { BasketFiltersProps } from "./BasketFilters";
import { useBasketFilters } from "./useBasketFilters";
import { useBasketUrl } from "./useBasketUrl";
import { LABS_PARAM } from "../../lib/listPaging";
import { usePayer } from "../../components/payer/usePayer";

export function useBasketPage() {
  const { t } = useTranslation("basket");
  const locale = useLocale();
  const basket = useBasket((e) => notifyError(t("pageTitle"), errorMessage(e, undefined, t), "basket-save"));
  const [params] = useSearchParams();
  const listText = params.get("list");
  const list = useResolvedList(listText);
  const url = useBasketUrl(basket, listText === null ? undefined : list.ids);
  const { emirate, home, setFilter } = useBasketFilters();
  const near = useNearMe();
  const { payer, setPayer, forget } = usePayer();
  const labs = trpc.catalog.labs.list.useQuery({}, { staleTime: 5 * 60_000 });
  const emirates = useMemo(() => basketEmirates(labs.data), [labs.data]);
  const collectsIn = useMemo(() => homeEmirates(labs.data), [labs.data]);

  const fromUrl = urlTestIds(parseTestIds(params.get("tests")), listText, list.ids);
  const ids = shownTestIds(url.synced, basket.testIds, fromUrl);
  // Each test's name and path only: no offers (`limit: 0`).
  const details = trpc.useQueries((t) =>
    ids.map((id) => t.catalog.tests.byId({ id, limit: 0 }, { staleTime: 5 * 60_000 })),
  );
  const tests = ids.map((id, i) => {
    const d = details[i]?.data;
    const missing = !d && !!details[i]?.isError;
    return { id, name: d ? entityName(d, locale) : null, path: d ? testPath(d) : `/tests/${id}`, missing };
  });

  // Tests that no longer exist are dropped (compareBasket refuses a basket containing one).
  const [removed, setRemoved] = useState(0);
  const gone = ids.filter((_, i) => trpcErrorCode(details[i]?.error) === "NOT_FOUND");
  const goneKey = gone.join(",");
  const basketRef = useLatest(basket);
  useEffect(() => {
    if (!url.synced || goneKey === "") return;
    const goneIds = goneKey.split(",");
    // The notice counts what this write removed from the basket (an outside store).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRemoved((n) => n + goneIds.length);
    basketRef.current.replace(basketRef.current.testIds.filter((id) => !goneIds.includes(id)));
  }, [url.synced, goneKey, basketRef]);

  const ready = (url.synced && basket.ready) || !!fromUrl;
  const validIds = ids.filter((id) => !gone.includes(id));
  const compared = trpc.catalog.compareBasket.useQuery(
    {
      testIds: validIds,
      emirate: emirate ?? undefined,
      homeCollection: home || undefined,
      near: near.point ?? undefined,
      payer: payer ?? undefined,
      limit: labLimitParam(params.get(LABS_PARAM)),
    },
    { enabled: ready && validIds.length > 0, placeholderData: keepPreviousData },
  );
  const comparison = comparisonForMode(compared.data, home);
  const moreLabs = comparison ? moreLabsSearch(params, comparison.labs.length, comparison.labCount) : null;
  // A remembered plan the site no longer offers is dropped (the page shows the notice once).
  const planUnavailable = !!compared.data?.planUnavailable;
  useEffect(() => {
    if (planUnavailable) forget();
  }, [planUnavailable, forget]);

  const filters: BasketFiltersProps = {
    emirates,
    homeEmirates: collectsIn,
    emirate,
    home,
    onChange: setFilter,
    near,
  };
  const clearRemoved = () => setRemoved(0);
  return {
    basket,
    params,
    listText,
    list,
    url,
    filters,
    payer,
    setPayer,
    ids,
    tests,
    removed,
    clearRemoved,
    ready,
    compared,
    comparison,
    moreLabs,
  };
}
