import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../trpc";
import { notifyError } from "./notify";

/** Shows a red toast once for each new error of a query; the server's message in the page's language. */
export function useErrorToast(
  error: unknown,
  title: string | ((error: unknown) => string),
  withMessage = true,
) {
  const shown = useRef<unknown>(null);
  const { t } = useTranslation();
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    const heading = typeof title === "function" ? title(error) : title;
    notifyError(heading, withMessage ? errorMessage(error, undefined, t) : undefined);
  }, [error, title, withMessage, t]);
}

/** Goes back in the app's history when there is any, else to `fallback`. */
export function useGoBack(fallback = "/") {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback);
  };
}

/**
 * A ref that always holds the latest committed `value`: for callbacks and effects that must call the
 * current version of a prop (e.g. `onChange`) without re-running when its identity changes.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Local state that starts as `value` and is reset to it whenever `value` changes (e.g. a text field
 * that the user edits and the URL can also change). Returns `[state, setState]` like useState.
 */
export function useResettableState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [from, setFrom] = useState(value);
  if (!Object.is(from, value)) {
    setFrom(value);
    setState(value);
  }
  return [state, setState];
}

/**
 * Runs one async task at a time: `once(task)` ignores calls while the previous task is unsettled
 * (a form submitted again with Enter while its request is in flight). Returns `once`.
 */
export function useOneAtATime(): (task: () => Promise<unknown>) => Promise<void> {
  const running = useRef(false);
  return useCallback(async (task) => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  }, []);
}
