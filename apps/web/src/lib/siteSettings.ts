/**
 * The site's contact details and testimonials from `content.settings` (edited by admins; demo values
 * until then): WhatsApp, phone (E.164), email, privacy email, address, social links and testimonials. Shared by the
 * navigation bar, the footer, the info pages and the home page, cached for ten minutes.
 *
 * Phone display is done here without libphonenumber (whose metadata is large) because the footer is
 * in the first bundle: UAE numbers are grouped as people write them, others are shown as stored.
 */
import { trpc, type RouterOutputs } from "../trpc";
import { PRODUCT_NAME } from "../config";

export type SiteSettings = RouterOutputs["content"]["settings"];

/** The greeting the Contact link puts in the WhatsApp chat (prefilled, so the visitor only has to send it). */
export const WHATSAPP_GREETING = `Hello ${PRODUCT_NAME}! I'd like some help comparing and booking a lab test.`;

/** `content.settings`, cached. */
export function useSiteSettings() {
  return trpc.content.settings.useQuery(undefined, { staleTime: 10 * 60_000, retry: 1 });
}

/** The WhatsApp deep link with the greeting prefilled: https://wa.me/971…?text=… */
export function whatsappHref(
  settings: Pick<SiteSettings, "whatsappUrl">,
  greeting = WHATSAPP_GREETING,
): string {
  const url = new URL(settings.whatsappUrl);
  url.searchParams.set("text", greeting);
  return url.toString();
}

/** "+971 4 555 0100" / "+971 50 123 4567" for a UAE E.164 number; any other value as given. */
export function displayPhone(e164: string): string {
  const m = /^\+971(5\d|[2-9])(\d{3})(\d{4})$/.exec(e164.replace(/[\s-]/g, ""));
  return m ? `+971 ${m[1]} ${m[2]} ${m[3]}` : e164;
}

/** Where privacy requests go: the privacy email when an admin set one, otherwise the main email. */
export function privacyEmailOf(settings: Pick<SiteSettings, "email" | "privacyEmail">): string {
  return settings.privacyEmail || settings.email;
}

/** A `tel:` link target ("tel:+97145550100"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
