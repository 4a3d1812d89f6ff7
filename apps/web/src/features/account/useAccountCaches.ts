/**
 * Cache updates after account changes made outside the usual sign-in/sign-out flow: a verified or
 * changed email (refresh `auth.me` and the profile), and a session that ended on the server
 * (password reset, sign out everywhere, account deleted: forget every signed-in query).
 */
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { isMeKey } from "../../lib/auth";
import { useLatest } from "../../lib/hooks";
import { trpc } from "../../trpc";

/** Refetches who is signed in and the profile (email, verified) after the account changed. */
export function useRefreshAccount() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.auth.me.invalidate(), utils.profile.get.invalidate()]);
}

/**
 * After a change that may have ended this browser's session (a password reset from an emailed link,
 * possibly opened while signed in to another account): drops every signed-in query and asks the
 * server again who is signed in.
 */
export function useRecheckSession() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ predicate: (q) => !isMeKey(q.queryKey) });
    return utils.auth.me.invalidate();
  };
}

/** Marks the browser signed out (the server ended the session) and drops every other cached query. */
export function useForgetSession() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return () => {
    utils.auth.me.setData(undefined, { user: null });
    queryClient.removeQueries({ predicate: (q) => !isMeKey(q.queryKey) });
  };
}

/**
 * Leaving a signed-in page after the server ended the session (sign out everywhere, account deleted):
 * `leave(to)` navigates, and the signed-in caches are dropped only when the calling component unmounts
 * (the new page is on screen). Dropping them earlier would let the old page's sign-in guard redirect
 * to /auth?redirect=… first, as the router switches pages in a transition.
 */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  const forget = useForgetSession();
  const leaving = useRef(false);
  const forgetRef = useLatest(forget);
  useEffect(
    () => () => {
      if (leaving.current) forgetRef.current();
    },
    [forgetRef],
  );
  return (to: string) => {
    leaving.current = true;
    void navigate(to, { replace: true });
  };
}
