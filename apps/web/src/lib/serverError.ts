/** Apart from lib/forms.ts, whose focus helpers every page loads: only pages with such a form load this. */
import { useState } from "react";

/**
 * A form's refusal by the server that belongs to no field (shown by ServerErrorAlert). Output:
 * `message` (null: none), `set` (shows a message; null hides it) and `clearThen(handler)`, the submit
 * handler for Mantine's `form.onSubmit`: it hides the last refusal, so it never stands beside a new
 * attempt, then runs `handler` with the same arguments and returns what it returns.
 */
export function useServerError() {
  const [message, set] = useState<string | null>(null);
  const clearThen =
    <A extends unknown[], R>(handler: (...args: A) => R) =>
    (...args: A): R => {
      set(null);
      return handler(...args);
    };
  return { message, set, clearThen };
}
