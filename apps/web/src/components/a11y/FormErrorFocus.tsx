import { useEffect } from "react";
import { focusInvalidAfterSubmit } from "../../lib/forms";

/**
 * For every form of the app (Mantine forms set `aria-invalid` on fields in error): after a submit,
 * the focus goes to the first invalid field (lib/forms.ts `focusInvalidAfterSubmit`). One listener
 * on the document, rendered once beside the routes, instead of a handler in each form.
 */
export function FormErrorFocus() {
  useEffect(() => {
    let stop = () => {};
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      stop();
      stop = focusInvalidAfterSubmit(event.target);
    };
    document.addEventListener("submit", onSubmit);
    return () => {
      stop();
      document.removeEventListener("submit", onSubmit);
    };
  }, []);
  return null;
}
