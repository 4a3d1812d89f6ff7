/**
 * Shared by the policy pages. Contact details are not here: they come from the site settings admins
 * edit (lib/siteSettings.ts; the privacy email is `privacyEmailOf`).
 */

/** The "Last updated" date of the Privacy, Cookie and Terms pages (YYYY-MM-DD, shown in the page's language). */
export const POLICIES_UPDATED = "2026-11-01";
