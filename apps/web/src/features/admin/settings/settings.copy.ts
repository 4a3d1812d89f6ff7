/** Copy of the admin Site settings screen and the dashboard's demo-settings notice. */
import type { SOCIAL_NETWORKS } from "@labcompare/validators/admin";

export const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

export const settingsCopy = {
  title: "Site settings",
  subtitle:
    "Contact details shown in the header, footer and WhatsApp links, social links, and the home page's testimonials.",
  fetchError: "Error fetching the site settings",
  saveFailed: "Could not save the site settings",
  savedMessage: "The site shows the new details now.",
  contactTitle: "Contact details",
  whatsapp: "WhatsApp number",
  whatsappHint: "With the country code, digits only, e.g. 971501234567",
  phone: "Phone",
  phoneHint: "UAE numbers can be entered without +971",
  email: "Email",
  privacyEmail: "Privacy email",
  privacyEmailHint:
    "Where requests for a copy or deletion of personal data go (shown on the Privacy Policy). Leave empty to use the email above.",
  address: "Address",
  socialTitle: "Social links",
  socialHint: "Full links (https://…). Leave empty to hide a network.",
  testimonialsTitle: "Testimonials",
  testimonialsHint: "Shown on the home page, three at a time. At most 12.",
  testimonialName: "Name",
  testimonialLocation: "Location",
  testimonialText: "Testimonial",
  testimonialHeading: (n: number) => `Testimonial ${n}`,
  removeTestimonial: (n: number) => `Remove testimonial ${n}`,
  addTestimonial: "Add testimonial",
  noTestimonials: "No testimonials: the home page hides the section.",
  save: "Save settings",
  reset: "Undo changes",
  demoLink: "Open Site settings",
} as const;
