/**
 * Moving the keyboard focus for people using a keyboard or a screen reader (WCAG 2.4.3): to the new
 * page's main heading after a route change, to an in-page target (#anchor, <main> for the skip link).
 * Headings and <main> get `tabindex="-1"`: focusable by script, never a Tab stop.
 */
import { announce } from "./announce";

/** The page's main heading: the first h1 inside <main>. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1");
}

/**
 * Focuses `element`, making it focusable by script first when it is not (tabindex -1, and
 * `data-script-focus`, which global.css shows without a focus ring: it is not a control).
 */
export function focusElement(element: HTMLElement, options: FocusOptions = { preventScroll: true }): void {
  if (!element.hasAttribute("tabindex") && !element.matches("a[href], button, input, select, textarea")) {
    element.setAttribute("tabindex", "-1");
    element.setAttribute("data-script-focus", "");
  }
  element.focus(options);
}

/** True when focus is nowhere the person chose: the body, nothing, or an element no longer in the page. */
function focusIsLost(active: Element | null): boolean {
  return !active || active === document.body || !active.isConnected;
}

/** How long a new page may take to show its heading (ms), e.g. while its data loads; after that, focus is left alone. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a route change: focuses the target (`find()`, default the page's h1) as soon as it is in the
 * page, so a screen reader says where the person now is. Leaves the focus alone when it is on
 * something in <main> the new page chose (an autofocused field), or when the person moved it while
 * the page was loading. A page that shows no heading in time has its title announced instead.
 * Returns a function that stops waiting (the next route change).
 */
export function focusWhenReady(find: () => HTMLElement | null = pageHeading): () => void {
  const start = document.activeElement;
  const main = document.querySelector("main");
  // Focus inside the new page (not <main> itself) was put there by the page: keep it.
  if (!focusIsLost(start) && start !== main && main?.contains(start)) return () => {};

  const tryFocus = (): boolean => {
    const target = find();
    if (!target) return false;
    const now = document.activeElement;
    if (now === start || focusIsLost(now)) focusElement(target);
    return true;
  };
  if (tryFocus()) return () => {};

  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    announce(document.title);
  }, WAIT_FOR_HEADING_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
