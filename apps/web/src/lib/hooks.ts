import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../trpc";
import { notifyError } from "./notify";

/** Shows a red toast once for each new error of a query. */
export function useErrorToast(error: unknown, title: string | ((error: unknown) => string), withMessage = true) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    const t = typeof title === "function" ? title(error) : title;
    notifyError(t, withMessage ? errorMessage(error) : undefined);
  }, [error, title, withMessage]);
}

/** Goes back in the app's history when there is any, else to `fallback`. */
export function useGoBack(fallback = "/") {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
}
