/**
 * Hydration helpers: whether the first (hydrating) render of a server-rendered page is over, and
 * keeping what a person did in the server HTML's fields before the scripts ran.
 *
 * A page served from the server's page cache carries data rendered up to a few minutes earlier. When
 * that data is older than its query's staleTime, React Query starts a refetch on mount and its very
 * first result already says `isFetching: true`; a "refreshing" indicator drawn from that flag would
 * not be in the server's HTML, and React reports a hydration mismatch (#418) and re-renders the page.
 * Indicators of background work wait for this hook instead.
 */
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from "react";

const subscribe = () => () => {};

/**
 * @returns false during the server render and the browser's hydrating render, true on every render
 * after it (and from the first render of a page the browser renders alone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** A form field of server HTML that a person may have changed before the scripts ran. */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the person made of `field` before hydration, or null when it still holds what the page
 * rendered: the text of a text field, "true"/"false" for a checkbox or radio, the value of a select.
 * The rendered state is what the HTML said (`defaultValue`, `defaultChecked`, the `selected` option).
 */
export function changedBeforeHydration(field: Field): string | null {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked === field.defaultChecked ? null : String(field.checked);
  }
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    const rendered = options.find((o) => o.defaultSelected) ?? options[0];
    return rendered && field.value !== rendered.value ? field.value : null;
  }
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * Reads what the person changed before hydration at the first commit (before any re-render could
 * write the rendered values back) and hands it to `apply` in an effect after it: a navigation asked
 * for in a layout effect of a child would be dropped, as React Router's navigate() is ready only
 * once the layout effects of the component that owns it have run.
 */
function useApplyOnce<T>(read: () => T | null, apply: (value: T) => void): void {
  const applyRef = useRef(apply);
  const readRef = useRef(read);
  const found = useRef<{ value: T } | null>(null);
  useLayoutEffect(() => {
    applyRef.current = apply;
  });
  useLayoutEffect(() => {
    const value = readRef.current();
    if (value !== null) found.current = { value };
  }, []);
  useEffect(() => {
    if (!found.current) return;
    const { value } = found.current;
    found.current = null;
    applyRef.current(value);
  }, []);
}

/**
 * Keeps what a person typed or chose in a server-rendered field before hydration. React hydrates a
 * controlled field without touching its value, but writes the rendered value back at the next
 * update, wiping the typing; so when the field differs from what was rendered at the first commit,
 * `apply` gets its value (see `changedBeforeHydration`) to put in the state. Later changes reach
 * the state through the field's own onChange.
 */
export function useKeepPreHydrationInput(ref: RefObject<Field | null>, apply: (value: string) => void): void {
  useApplyOnce(() => (ref.current ? changedBeforeHydration(ref.current) : null), apply);
}

/**
 * The same for a whole form: `apply` gets once, by field name, every field changed before
 * hydration (values as `changedBeforeHydration` gives them), so a page applies them in one update.
 */
export function useKeepPreHydrationForm(
  ref: RefObject<HTMLFormElement | null>,
  apply: (changed: Record<string, string>) => void,
): void {
  useApplyOnce(() => {
    const changed: Record<string, string> = {};
    for (const element of ref.current?.elements ?? []) {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ))
        continue;
      const value = element.name ? changedBeforeHydration(element) : null;
      if (value !== null) changed[element.name] = value;
    }
    return Object.keys(changed).length ? changed : null;
  }, apply);
}
