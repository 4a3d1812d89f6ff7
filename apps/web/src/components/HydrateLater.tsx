import { Fragment, Suspense, useContext, type Key, type ReactNode } from "react";
import { DeviceClassContext } from "../lib/viewport";

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

/** Cards of a list that fill a first screen: a desktop row of three; a phone shows two at most. */
const FIRST_SCREEN_ITEMS = { desktop: 3, phone: 2 } as const;

/**
 * How many cards of a list fill the first screen of the device class the page was rendered for
 * (lib/viewport.ts): the server and the hydrating browser count the same, so their boundaries match.
 */
function useFirstScreenItems(): number {
  return FIRST_SCREEN_ITEMS[useContext(DeviceClassContext) ?? "desktop"];
}

/**
 * A list of `items`, each drawn by `children` and keyed by `keyOf`: those of the first screen
 * (useFirstScreenItems) hydrate with the page, the others later (HydrateLater). No element of its
 * own: the items stay direct children of the caller's grid or stack.
 */
export function HydrateRestLater<T>({
  items,
  keyOf,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
}) {
  const first = useFirstScreenItems();
  const render = (item: T) => <Fragment key={keyOf(item)}>{children(item)}</Fragment>;
  return (
    <>
      {items.slice(0, first).map(render)}
      {items.length > first && <HydrateLater>{items.slice(first).map(render)}</HydrateLater>}
    </>
  );
}
