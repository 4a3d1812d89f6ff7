/** The link fields of an outbox row: made absolute at send time, single-use links removed once sent. */
import type { Prisma } from "@labcompare/db";

const LINK_FIELDS = ["bookingUrl", "link", "resetUrl", "basketUrl"] as const;

/** A copy of `data` whose link fields that are site paths ("/…") are absolute on `siteUrl`. */
export function absoluteLinks(data: unknown, siteUrl: string): unknown {
  if (!data || typeof data !== "object") return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const origin = siteUrl.replace(/\/+$/, "");
  for (const key of LINK_FIELDS) {
    const value = out[key];
    if (typeof value === "string" && value.startsWith("/")) out[key] = `${origin}${value}`;
  }
  return out;
}

/**
 * Single-use links (verification, password reset) are secrets: once the message is sent, the copy in
 * the outbox is removed. Returns the update for the row, or nothing when there is no link.
 */
export function scrubbedAfterSending(data: unknown): { data?: Prisma.InputJsonValue } {
  if (!data || typeof data !== "object" || typeof (data as { link?: unknown }).link !== "string") return {};
  return { data: { ...(data as Record<string, unknown>), link: LINK_REMOVED } };
}

/** What an outbox row shows instead of a sent single-use link. */
export const LINK_REMOVED = "(link removed after sending)";
