/**
 * Helpers shared by the admin screens: output types of the admin API, date formats (the console's fixed English ones),
 * and toasts for mutations.
 */
import {
  formatAed,
  formatDate,
  formatTime12,
  MONTH_DAY_YEAR,
  MONTH_SHORT_DAY2_YEAR,
  MONTH_SHORT_DAY2_YEAR_TIME,
} from "@labcompare/domain/format";
import { notifyError } from "../../lib/notify";
import { errorMessage, trpc, type RouterOutputs } from "../../trpc";

export type AdminOutputs = RouterOutputs["admin"];
export type AdminBooking = AdminOutputs["bookings"]["list"]["items"][number];
export type AdminBookingDetail = AdminOutputs["bookings"]["byId"];
export type AdminDayView = AdminOutputs["bookings"]["dayView"];
export type AdminScopeLab = AdminOutputs["bookings"]["labs"][number];
export type AdminTest = AdminOutputs["tests"]["list"]["items"][number];
export type AdminLab = AdminOutputs["labs"]["list"]["items"][number];
export type AdminCategory = AdminOutputs["categories"]["list"][number];
export type AdminOffer = AdminOutputs["offers"]["listByTest"][number];
export type AdminUser = AdminOutputs["users"]["list"]["items"][number];
export type AdminBlogPost = AdminOutputs["blog"]["list"][number];
export type AdminResource = AdminOutputs["resources"]["list"][number];
export type AdminAuditEntry = AdminOutputs["audit"]["list"]["items"][number];
export type ImportPreview = AdminOutputs["offers"]["importPreview"];
export type AdminInsurer = AdminOutputs["insurance"]["list"][number];
export type AdminPlan = AdminInsurer["plans"][number];
export type LabNetwork = AdminOutputs["insurance"]["networks"]["forLabs"][number];

/** Booking date in the long format: "March 5, 2025" (a `YYYY-MM-DD` date, or an instant's day where the reader is). */
export function longDate(date: string | Date): string {
  return formatDate(date, MONTH_DAY_YEAR, { zone: "local" });
}

/** Booking date and time: "March 5, 2025 at 9:00 AM" (time "HH:mm"). */
export function bookingDateTime(date: string, time: string): string {
  return `${longDate(date)} at ${formatTime12(time)}`;
}

/** Blog admin list date: "Jan 05, 2024" (a `YYYY-MM-DD` date, or an instant's day where the reader is). */
export function shortDate(date: string | Date): string {
  return formatDate(date, MONTH_SHORT_DAY2_YEAR, { zone: "local" });
}

/** A timestamp with its time where the reader is: "Jan 05, 2024, 14:32". */
export function dateTime(date: string | Date): string {
  return formatDate(date, MONTH_SHORT_DAY2_YEAR_TIME, { zone: "local" });
}

/** An AED amount or a dash when empty. */
export function aedOrDash(amount: string | null | undefined): string {
  return amount === null || amount === undefined || amount === "" ? "—" : formatAed(amount);
}

/** A red toast with the server's message under a title. */
export function toastError(title: string, error: unknown) {
  notifyError(title, errorMessage(error));
}

/** The parts given (leaving out empty ones, false and null) joined by " · ": a list row's detail line. */
export function dotted(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" · ");
}

/** Form values for an optional text field: null/undefined → "". */
export function text(value: string | null | undefined): string {
  return value ?? "";
}

/** The keys of `R` whose values are optional text. */
type TextKeys<R> = { [P in keyof R]-?: R[P] extends string | null | undefined ? P : never }[keyof R] & string;

/** Form values of the text fields `keys` of `record` (null: a new one), each as `text` makes it. */
export function texts<R extends object, K extends TextKeys<R>>(
  record: R | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, text(record?.[key] as string | null | undefined)]),
  ) as Record<K, string>;
}

/** A cache level of `trpc.useUtils()` (a router or a procedure) that can be refetched. */
interface Invalidatable {
  invalidate: () => Promise<unknown>;
}

/**
 * Returns a function that refetches the caches `pick` names in `trpc.useUtils()` (e.g.
 * `(u) => [u.admin.blog, u.content.blog, u.admin.audit]`); its promise settles when all are done.
 */
export function useInvalidate(pick: (utils: ReturnType<typeof trpc.useUtils>) => Invalidatable[]) {
  const utils = trpc.useUtils();
  return () => Promise.all(pick(utils).map((cache) => cache.invalidate()));
}

/** Invalidates every cached catalogue list (admin and public) after a test, lab, category or offer changes. */
export function useInvalidateCatalog() {
  return useInvalidate((u) => [
    u.admin.tests,
    u.admin.labs,
    u.admin.categories,
    u.admin.offers,
    u.admin.dashboard,
    u.catalog,
  ]);
}

/** Values of a "Status" filter on active/inactive rows. */
export const ACTIVE_FILTER_VALUES = ["active", "inactive"] as const;

/** Options of a "Status" filter on active/inactive rows. */
export const ACTIVE_FILTER_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** "active" → true, "inactive" → false, else undefined (both). */
export function activeFilter(value: string | null): boolean | undefined {
  return value === "active" ? true : value === "inactive" ? false : undefined;
}
