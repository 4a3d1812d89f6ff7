import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "../trpc";

/** The signed-in user ({ id, email, isAdmin, isLabStaff, staffLabIds }) from `auth.me`; `user` is null for visitors. */
export function useMe() {
  const query = trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: 1 });
  return { ...query, user: query.data?.user ?? null };
}

/**
 * A same-site path to go to after signing in, from `?redirect=`: must start with one "/" (not "//",
 * not "/\\") so it can never send the user to another site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters (U+0000 to U+001F) could split a header or a URL.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}

/**
 * Where a user lands after signing in: the redirect when given, else the admin dashboard (admins),
 * the admin bookings (lab staff, who see only bookings and the day view), or the patient dashboard.
 */
export function homeFor(user: { isAdmin: boolean; isLabStaff?: boolean }, redirect?: string | null): string {
  return (
    safeRedirect(redirect) ??
    (user.isAdmin ? "/admin/dashboard" : user.isLabStaff ? "/admin/bookings" : "/dashboard")
  );
}

/** Signs out, then resets every cached query so no signed-in data survives. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const mutation = trpc.auth.signOut.useMutation({
    onSettled: async () => {
      utils.auth.me.setData(undefined, { user: null });
      queryClient.removeQueries({ predicate: (q) => !isMeKey(q.queryKey) });
      await utils.auth.me.invalidate();
    },
  });
  return mutation;
}

/** True for the query key of `auth.me` ([["auth", "me"], …]). */
export function isMeKey(key: readonly unknown[]): boolean {
  const path = key[0];
  return Array.isArray(path) && path.join(".") === "auth.me";
}

const PUBLIC_PATHS = ["auth.me", "booking.slots", "booking.availability"];

/**
 * True for the query key of a procedure whose answer is the same for everyone (the catalogue,
 * content, slots, auth.me): kept when a visitor signs in on a page that shows them, while anything
 * an account owns is dropped.
 */
export function isPublicKey(key: readonly unknown[]): boolean {
  const path = key[0];
  if (!Array.isArray(path)) return false;
  const joined = path.join(".");
  return path[0] === "catalog" || path[0] === "content" || PUBLIC_PATHS.includes(joined);
}
