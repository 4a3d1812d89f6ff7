/**
 * Site settings form values ↔ `admin.settings` data: the phone formatted for people, the privacy
 * email empty when unset (requests then go to the main email), every social network present (empty
 * when unset), testimonials with a client-only `key`.
 */
import { randomId } from "@mantine/hooks";
import { SOCIAL_NETWORKS } from "@labcompare/validators/admin";
import { formatPhone } from "../../../lib/phone";
import type { RouterOutputs } from "../../../trpc";

type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SiteSettings = RouterOutputs["admin"]["settings"]["get"];

export type SettingsFormValues = {
  whatsappNumber: string;
  phone: string;
  email: string;
  /** Empty = privacy requests go to `email`. */
  privacyEmail: string;
  address: string;
  socialLinks: Record<SocialNetwork, string>;
  testimonials: { key: string; name: string; location: string; text: string }[];
};

/** Form values of saved settings. */
export function toFormValues(s: SiteSettings): SettingsFormValues {
  return {
    whatsappNumber: s.whatsappNumber,
    phone: formatPhone(s.phone),
    email: s.email,
    privacyEmail: s.privacyEmail ?? "",
    address: s.address,
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, s.socialLinks[n] ?? ""])) as Record<
      SocialNetwork,
      string
    >,
    testimonials: s.testimonials.map((t) => ({
      key: randomId(),
      name: t.name,
      location: t.location ?? "",
      text: t.text,
    })),
  };
}

/** The `admin.settings.update` input of form values (without the rows' keys). */
export function toInput(v: SettingsFormValues) {
  return { ...v, testimonials: v.testimonials.map(({ key, ...t }) => t) };
}
