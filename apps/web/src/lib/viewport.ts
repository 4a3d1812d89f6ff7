/**
 * Media queries that render the same on the server and in the browser's first (hydrating) render.
 *
 * The server cannot measure the screen, so the host guesses the device class from the User-Agent
 * (apps/server/src/seo/ssr.ts `deviceClassOf`) and the page is rendered with the layout for it: a phone
 * gets the phone layout (offer cards, collapsed filters) in its first HTML instead of the desktop one
 * swapped out after hydration (a layout shift). The guess travels in the embedded state
 * (ssr/state.ts); the browser hydrates with it and then re-renders with the real media query when
 * the guess was wrong (a tablet, a narrow desktop window).
 * Pages the browser renders itself use the real media query from the first render.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";

/** The device class the server rendered for; null when the browser renders alone. */
export type DeviceClass = "phone" | "desktop";

/** Widths (px) the server assumes for each class when evaluating a media query. */
const ASSUMED_WIDTH: Record<DeviceClass, number> = { phone: 390, desktop: 1280 };

export const DeviceClassContext = createContext<DeviceClass | null>(null);

/** 1 em = 16 px, as Mantine's breakpoints assume. */
function toPx(value: string, unit: string): number {
  return unit === "em" || unit === "rem" ? Number(value) * 16 : Number(value);
}

/**
 * Whether `query` (one `(min-width: …)` or `(max-width: …)` in px or em) holds at the class's
 * assumed width; other queries are false.
 */
export function matchesAt(query: string, device: DeviceClass): boolean {
  const m = /\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/.exec(query);
  if (!m) return false;
  const width = ASSUMED_WIDTH[device];
  const limit = toPx(m[2]!, m[3]!);
  return m[1] === "min" ? width >= limit : width <= limit;
}

/**
 * `window.matchMedia(query).matches`, kept up to date; on the server and while hydrating, the value
 * for the server's device class (desktop when none is known).
 */
export function useMediaQueryHydrated(query: string): boolean {
  const device = useContext(DeviceClassContext) ?? "desktop";
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesAt(query, device),
  );
}
