/**
 * Keeps /basket?tests=id1,id2 and the basket in step: opening a link with `tests` loads those tests
 * into the basket (a shared basket replaces the visitor's own, which can be restored once), and so
 * does a doctor's list (/basket?list=…) without `tests`: `fromList` is its matched tests (null while
 * it is being resolved; undefined without a list); after
 * that, every change to the basket is written back to the URL (replace, no new history entry), so
 * the address bar is always the shareable link of the basket shown.
 */
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { parseTestIds, type Basket } from "../../lib/basket";
import { useLatest } from "../../lib/hooks";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function useBasketUrl(basket: Basket, fromList?: string[] | null) {
  const [params, setParams] = useSearchParams();
  const [synced, setSynced] = useState(false);
  const [previous, setPrevious] = useState<string[] | null>(null);
  // Read when the effects run; a new basket object or URL alone does not re-run them.
  const latestRef = useLatest({ basket, params, setParams, fromList });
  const listPending = fromList === null;

  // First: a link's tests (or its list's) replace the basket.
  useEffect(() => {
    if (!basket.ready || synced || listPending) return;
    const { basket: current, params: url, fromList: listed } = latestRef.current;
    const fromUrl = parseTestIds(url.get("tests"));
    const wanted = fromUrl.length ? fromUrl : (listed ?? []);
    if (wanted.length && !sameSet(wanted, current.testIds)) {
      // The replaced basket is kept (in state) for "restore", in the same step as the write.

      if (current.testIds.length) setPrevious(current.testIds);
      current.replace(wanted);
    }
    setSynced(true);
  }, [basket.ready, synced, listPending, latestRef]);

  // Then: the URL follows the basket.
  const joined = basket.testIds.join(",");
  useEffect(() => {
    if (!synced) return;
    if ((latestRef.current.params.get("tests") ?? "") === joined) return;
    latestRef.current.setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (joined) next.set("tests", joined);
        else next.delete("tests");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [synced, joined, latestRef]);

  return {
    synced,
    /** The visitor's own basket replaced by a shared link, until restored or dismissed. */
    previous,
    restore: () => {
      if (previous) basket.replace(previous);
      setPrevious(null);
    },
    dismiss: () => setPrevious(null),
  };
}
