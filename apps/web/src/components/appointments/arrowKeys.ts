/**
 * Arrow keys on right-to-left pages: a row of days or times runs leftwards there, so Left is the
 * next item and Right the previous one. Handlers written for left-to-right rows read the key
 * through `ltrArrowKey`; a Mantine dates grid, whose own handler cannot be told, gets its keys
 * swapped on the way in (`mirrorGridArrows`).
 */
import type { KeyboardEvent as ReactKeyboardEvent } from "react";

const RTL_KEYS: Record<string, string> = { ArrowLeft: "ArrowRight", ArrowRight: "ArrowLeft" };

/** `key` as it means on a left-to-right page: Left and Right swapped where `element` is laid out right to left. */
export function ltrArrowKey(key: string, element: Element): string {
  const swapped = RTL_KEYS[key];
  return swapped && getComputedStyle(element).direction === "rtl" ? swapped : key;
}

/** The keydown events mirrorGridArrows sent again, which it lets through. */
const resent = new WeakSet<Event>();

/**
 * keydown capture handler for a box around a Mantine dates grid. Mantine moves along a row in
 * document order whatever the direction: on a right-to-left page Right would go to the next day,
 * shown to the left. There Left and Right on a day are stopped and sent again swapped, so every
 * handler of the grid (Mantine's and the app's) reads them as on a left-to-right page.
 */
export function mirrorGridArrows(event: ReactKeyboardEvent<HTMLElement>): void {
  const day = event.target;
  if (
    resent.has(event.nativeEvent) ||
    !(day instanceof HTMLElement) ||
    day.getAttribute("role") !== "gridcell"
  )
    return;
  const key = ltrArrowKey(event.key, day);
  if (key === event.key) return;
  event.preventDefault();
  event.stopPropagation();
  const { shiftKey, ctrlKey, altKey, metaKey } = event;
  const swapped = new KeyboardEvent("keydown", {
    key,
    code: key,
    shiftKey,
    ctrlKey,
    altKey,
    metaKey,
    bubbles: true,
    cancelable: true,
  });
  resent.add(swapped);
  day.dispatchEvent(swapped);
}
