/**
 * Who pays, as the pages carry it: self-pay (nothing in the URL) or an insurance plan,
 * `?plan=<slug>&referral=1` (referral: the patient holds a doctor's referral). The URL decides what
 * a page shows, so the server renders it and a link shares it; the last choice is remembered in
 * localStorage (`labcompare.payer`) and added to the URL of a page opened without one.
 * This module stays free of zod and of the messages (the navigation bar's bundle may use it).
 */
import { rememberedChoice } from "./rememberedChoice";

/** An insurance plan by slug and whether the patient holds a doctor's referral; null = self-pay. */
export interface PayerChoice {
  planSlug: string;
  referral: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A plan slug as links carry it (the server checks it again), or null. */
function cleanSlug(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const slug = value.trim().toLowerCase();
  return slug.length <= 100 && SLUG.test(slug) ? slug : null;
}

/** The payer a URL names (`plan`, `referral=1`), or null when it names none (or a malformed slug). */
export function payerFromParams(params: URLSearchParams): PayerChoice | null {
  const planSlug = cleanSlug(params.get("plan"));
  return planSlug ? { planSlug, referral: params.get("referral") === "1" } : null;
}

/** `params` with `payer` written as `plan` and `referral=1` (both removed for self-pay); the rest kept. */
export function withPayer(params: URLSearchParams, payer: PayerChoice | null): URLSearchParams {
  const out = new URLSearchParams(params);
  out.delete("plan");
  out.delete("referral");
  if (payer) {
    out.set("plan", payer.planSlug);
    if (payer.referral) out.set("referral", "1");
  }
  return out;
}

/** `path` (with or without a query) carrying `payer`'s parameters, e.g. "/book/x?lab=y&plan=z". */
export function pathWithPayer(path: string, payer: PayerChoice | null): string {
  if (!payer) return path;
  const [base = "", query = ""] = path.split("?", 2);
  const params = withPayer(new URLSearchParams(query), payer);
  return `${base}?${params.toString().replace(/%2C/gi, ",")}`;
}

/**
 * The choice remembered in this browser: JSON `{ planSlug, referral }`, nothing for self-pay; a
 * malformed value reads as self-pay.
 */
export const rememberedPayer = rememberedChoice<PayerChoice | null>(
  "labcompare.payer",
  {
    parse(raw) {
      try {
        const parsed = JSON.parse(raw) as Record<string, unknown> | null;
        const planSlug = cleanSlug(parsed?.planSlug);
        return planSlug ? { planSlug, referral: parsed?.referral === true } : null;
      } catch {
        return null;
      }
    },
    serialize: (payer) => (payer ? JSON.stringify(payer) : null),
  },
  null,
);
