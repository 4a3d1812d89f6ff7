/**
 * The basket of tests to compare across labs (at most BASKET_LIMIT = 20 test ids, oldest first).
 *
 * - Visitors: kept in localStorage (`labcompare.basket`), shared live between tabs.
 * - Signed-in patients: kept on the server (`basket.get` / `basket.set`). At sign-in the browser's
 *   basket is added to the server's with `basket.merge` (see `BasketSync`) and then emptied, so the
 *   server's basket is the one used from then on.
 *
 * `useBasket()` gives the same interface in both cases. Server writes are optimistic (the cache of
 * `basket.get` changes at once) and sent one after another, so quick clicks cannot reorder them.
 * This module stays small and free of zod and of the messages: the navigation bar (first bundle) uses it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { useMe } from "./auth";
import { useLatest } from "./hooks";
import { trpc } from "../trpc";

export const BASKET_LIMIT = 20;
const STORAGE_KEY = "labcompare.basket";
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Lower-cased, valid, distinct ids, at most BASKET_LIMIT. */
export function cleanIds(ids: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const raw of ids) {
    if (typeof raw !== "string") continue;
    const id = raw.trim().toLowerCase();
    if (ID_PATTERN.test(id) && !out.includes(id)) out.push(id);
    if (out.length === BASKET_LIMIT) break;
  }
  return out;
}

/** Test ids of a `tests=id1,id2` query value. */
export function parseTestIds(value: string | null | undefined): string[] {
  return cleanIds((value ?? "").split(","));
}

// ---------- the browser's basket ----------

const EMPTY: string[] = [];
let localIds: string[] = readStorage();
const listeners = new Set<() => void>();

function readStorage(): string[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? cleanIds(parsed) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function writeLocal(ids: string[]) {
  localIds = ids.length ? ids : EMPTY;
  try {
    if (ids.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the basket lives for this page view only.
  }
  listeners.forEach((l) => l());
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.key !== STORAGE_KEY && e.key !== null) return;
    localIds = readStorage();
    listeners.forEach((l) => l());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's basket (visitors). */
function useLocalBasket(): string[] {
  return useSyncExternalStore(
    subscribe,
    () => localIds,
    () => EMPTY,
  );
}

// ---------- the server's basket ----------

type Utils = ReturnType<typeof trpc.useUtils>;
let queue: Promise<unknown> = Promise.resolve();
let version = 0;

/**
 * Puts `basket` in the cache of `basket.get`. A read still in flight is cancelled first: it may have
 * left before the write that `basket` comes from, and its answer would put the older basket back.
 */
function setCachedBasket(utils: Utils, basket: { testIds: string[] }) {
  void utils.basket.get.cancel();
  utils.basket.get.setData(undefined, basket);
}

/** Sets the server's basket: the cache at once, the request after the ones before it. */
function saveServer(utils: Utils, ids: string[], onError?: (error: unknown) => void) {
  const mine = ++version;
  setCachedBasket(utils, { testIds: ids });
  queue = queue
    .then(() => utils.client.basket.set.mutate({ testIds: ids }))
    .then((saved) => {
      if (mine === version) setCachedBasket(utils, saved);
    })
    .catch((error: unknown) => {
      onError?.(error);
      void utils.basket.get.invalidate();
    });
}

export type AddResult = "added" | "already" | "full";

export interface Basket {
  /** Test ids, oldest first. */
  testIds: string[];
  count: number;
  /** False while a signed-in patient's basket is loading. */
  ready: boolean;
  signedIn: boolean;
  has: (testId: string) => boolean;
  add: (testId: string) => AddResult;
  remove: (testId: string) => void;
  /** Replaces the whole basket (a shared /basket?tests= link). */
  replace: (testIds: readonly string[]) => void;
}

/** The current basket and its actions. `onError` is called when the server refuses a change. */
export function useBasket(onError?: (error: unknown) => void): Basket {
  const { user, isPending: mePending } = useMe();
  const signedIn = Boolean(user);
  const server = trpc.basket.get.useQuery(undefined, { enabled: signedIn, staleTime: 60_000 });
  const utils = trpc.useUtils();
  const local = useLocalBasket();
  const testIds = signedIn ? (server.data?.testIds ?? EMPTY) : local;
  // What the actions build on: the rendered basket, or what an action just saved before it renders.
  const current = useRef(testIds);
  useLayoutEffect(() => {
    current.current = testIds;
  });
  const errorRef = useLatest(onError);

  const save = useCallback(
    (ids: string[]) => {
      current.current = ids;
      if (signedIn) saveServer(utils, ids, (e) => errorRef.current?.(e));
      else writeLocal(ids);
    },
    [signedIn, utils, errorRef],
  );

  const has = useCallback((id: string) => testIds.includes(id.toLowerCase()), [testIds]);
  const add = useCallback(
    (id: string): AddResult => {
      const key = id.toLowerCase();
      if (current.current.includes(key)) return "already";
      if (current.current.length >= BASKET_LIMIT) return "full";
      save([...current.current, key]);
      return "added";
    },
    [save],
  );
  const remove = useCallback(
    (id: string) => save(current.current.filter((x) => x !== id.toLowerCase())),
    [save],
  );
  const replace = useCallback((ids: readonly string[]) => save(cleanIds(ids)), [save]);

  return {
    testIds,
    count: testIds.length,
    ready: !mePending && (!signedIn || server.isSuccess || server.isError),
    signedIn,
    has,
    add,
    remove,
    replace,
  };
}

/**
 * Merges the browser's basket into a signed-in patient's basket on the server (`basket.merge`),
 * then empties the browser's copy. Rendered once by the layout; shows nothing.
 */
export function BasketSync() {
  const { user } = useMe();
  const local = useLocalBasket();
  const utils = trpc.useUtils();
  const merging = useRef(false);
  const { mutate: mergeBasket } = trpc.basket.merge.useMutation();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || local.length === 0 || merging.current) return;
    merging.current = true;
    const ids = local;
    mergeBasket(
      { testIds: ids },
      {
        onSuccess: (saved) => {
          setCachedBasket(utils, saved);
          // Only what was merged is removed: a test added meanwhile is merged next time.
          writeLocal(localIds.filter((id) => !ids.includes(id)));
        },
        onSettled: () => {
          merging.current = false;
        },
      },
    );
  }, [userId, local, mergeBasket, utils]);

  return null;
}
