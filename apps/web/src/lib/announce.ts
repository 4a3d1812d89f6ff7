/**
 * Polite announcements for screen readers ("Vitamin D Test added to your basket, 3 tests"): one
 * visually hidden live region (components/a11y/LiveRegion.tsx, rendered once beside the routes)
 * says each message once, without moving focus. Messages come from the features' copy files.
 */

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The live region the messages go to (set by LiveRegion on mount, null on unmount). */
export function setAnnouncer(element: HTMLElement | null): void {
  region = element;
}

/** How long a message stays in the region (ms): long enough to be read, then cleared so it is not met again while browsing. */
const CLEAR_AFTER_MS = 7000;

/**
 * Says `message` politely (after what the screen reader is reading). The region is emptied first and
 * filled a moment later, so the same message twice in a row is said twice.
 */
export function announce(message: string): void {
  const target = region;
  if (!target) return;
  clearTimeout(timer);
  target.textContent = "";
  timer = setTimeout(() => {
    target.textContent = message;
    timer = setTimeout(() => {
      target.textContent = "";
    }, CLEAR_AFTER_MS);
  }, 100);
}
