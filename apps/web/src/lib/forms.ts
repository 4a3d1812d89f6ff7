/**
 * Form helpers shared by the patient forms (Mantine `useForm`, whose `getInputProps` marks every
 * input with `data-path`).
 */

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls the first invalid field of `form` (in page order) into view and focuses it. `errors` is
 * Mantine's errors object ({ path: message }). A field's element is the one carrying
 * `data-path="{path}"`; when that element is a wrapper (a calendar, a group of slot buttons), its
 * control marked `data-error-focus` (the calendar's chosen or first free day), else its first enabled
 * control, is focused instead.
 */
export function focusFirstError(form: HTMLElement | null, errors: Record<string, unknown>): void {
  if (!form) return;
  const invalid = Object.keys(errors).filter((k) => errors[k]);
  if (invalid.length === 0) return;
  const nodes = [...form.querySelectorAll<HTMLElement>("[data-path]")].filter((el) =>
    invalid.includes(el.dataset.path ?? ""),
  );
  const first = nodes[0];
  if (!first) return;
  const target =
    first.matches(FOCUSABLE) || first.matches("input, textarea, select, button")
      ? first
      : (first.querySelector<HTMLElement>("[data-error-focus]:not([disabled])") ??
        first.querySelector<HTMLElement>(FOCUSABLE) ??
        first);
  const reduceMotion =
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  first.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

/**
 * The failure handler of Mantine's `form.onSubmit(onValid, onInvalid)`: once the errors have
 * rendered, focuses the first field in error of the form that was submitted (the event's form).
 */
export function focusFirstErrorOnInvalid(
  errors: Record<string, unknown>,
  _values?: unknown,
  event?: { currentTarget: HTMLElement | null },
): void {
  const form = event?.currentTarget ?? null;
  requestAnimationFrame(() => focusFirstError(form, errors));
}

/** How long after a submit a field marked invalid (the server's answer) still gets the focus (ms). */
const SERVER_ANSWER_MS = 15_000;

/**
 * After a form is submitted: once a field of it is marked invalid (`aria-invalid="true"`, which
 * Mantine sets with the field's `error` and links to the message by `aria-describedby`), focuses the
 * first such field in page order, so a screen reader says the field and its message (WCAG 3.3.1).
 * Covers the form's own check (next frame) and the server's field errors (within SERVER_ANSWER_MS).
 * Leaves the focus alone when the person or the form's own handler (focusFirstError) moved it, and
 * stops at the first keystroke in the form. Returns a function that stops watching.
 */
export function focusInvalidAfterSubmit(form: HTMLFormElement): () => void {
  const submitter = document.activeElement;
  const tryFocus = (): boolean => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return false;
    const now = document.activeElement;
    if (now === submitter || !now || now === document.body || !now.isConnected) {
      const reduceMotion =
        typeof window.matchMedia === "function" &&
        window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      invalid.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
      invalid.focus({ preventScroll: true });
    }
    return true;
  };
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const frame = requestAnimationFrame(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), SERVER_ANSWER_MS);
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    form.removeEventListener("input", stop);
  };
  observer.observe(form, { subtree: true, attributes: true, attributeFilter: ["aria-invalid"] });
  form.addEventListener("input", stop);
  return stop;
}
