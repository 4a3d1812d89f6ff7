/**
 * Copy shared by the policy pages. Contact details are not here: they come from the site settings
 * admins edit (lib/siteSettings.ts; the privacy email is `privacyEmailOf`).
 */

/** Stands in for the privacy email while the site settings load. */
export const PRIVACY_EMAIL_LOADING = "our privacy email address";
/** The "Last updated" date of the Privacy, Cookie and Terms pages. */
export const POLICIES_UPDATED = "November 1, 2026";
