/**
 * Keeps /basket?tests=id1,id2 and the basket in step: opening a link with `tests` loads those tests
 * into the basket (a shared basket replaces the visitor's own, which can be restored once); after
 * that, every change to the basket is written back to the URL (replace, no new history entry), so
 * the address bar is always the shareable link of the basket shown.
 */
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { parseTestIds, type Basket } from "../../lib/basket";

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function useBasketUrl(basket: Basket) {
  const [params, setParams] = useSearchParams();
  const [synced, setSynced] = useState(false);
  const [previous, setPrevious] = useState<string[] | null>(null);

  // First: a link's tests replace the basket.
  useEffect(() => {
    if (!basket.ready || synced) return;
    const fromUrl = parseTestIds(params.get("tests"));
    if (fromUrl.length && !sameSet(fromUrl, basket.testIds)) {
      if (basket.testIds.length) setPrevious(basket.testIds);
      basket.replace(fromUrl);
    }
    setSynced(true);
  }, [basket.ready, synced]);

  // Then: the URL follows the basket.
  const joined = basket.testIds.join(",");
  useEffect(() => {
    if (!synced) return;
    if ((params.get("tests") ?? "") === joined) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (joined) next.set("tests", joined);
        else next.delete("tests");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [synced, joined]);

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
