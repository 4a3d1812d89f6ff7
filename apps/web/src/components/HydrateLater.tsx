import { Fragment, Suspense, type Key, type ReactNode } from "react";

/**
 * Server HTML that React hydrates in a pass after the page around it: `children` sit in a Suspense
 * boundary of their own (React's selective hydration), so the navigation bar and the page's first
 * screen take taps sooner on a slow phone. A tap inside before that pass makes React hydrate the
 * boundary at once and replay the tap. In a page the browser renders itself it changes nothing.
 * For what a visitor rarely uses first: the footer, a closed menu, content below the first screen;
 * not for the search and list boxes people type in at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/** Cards of a list that fill a first screen: a desktop row of three, more than a phone shows. */
export const FIRST_SCREEN_ITEMS = 3;

/**
 * A list of `items`, each drawn by `children` and keyed by `keyOf`: the first `first` (default
 * FIRST_SCREEN_ITEMS) hydrate with the page, the others later (HydrateLater). No element of its own:
 * the items stay direct children of the caller's grid or stack.
 */
export function HydrateRestLater<T>({ items, keyOf, first = FIRST_SCREEN_ITEMS, children }: { items: readonly T[]; keyOf: (item: T) => Key; first?: number; children: (item: T) => ReactNode }) {
  const render = (item: T) => <Fragment key={keyOf(item)}>{children(item)}</Fragment>;
  return (
    <>
      {items.slice(0, first).map(render)}
      {items.length > first && <HydrateLater>{items.slice(first).map(render)}</HydrateLater>}
    </>
  );
}
