/**
 * Helpers of the pages emailed links open: the link's `?token=`, and running its single-use
 * mutation exactly once (a second call would find the token used and say the link is invalid).
 */
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useLatest } from "../../lib/hooks";

/** The `token` query parameter of the current URL, trimmed ("" when absent). */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return (params.get("token") ?? "").trim();
}

/** Calls `run(token)` once after the first render when a token is present (not again on re-renders or StrictMode's second effect). */
export function useRunOnce(token: string, run: (token: string) => void) {
  const started = useRef(false);
  const runRef = useLatest(run);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    runRef.current(token);
  }, [token, runRef]);
}
