/** Contacts and dates quoted by the policy pages (placeholders until the business confirms them). */
export const PRIVACY_EMAIL = "privacy@labcompare.ae";
export const POLICIES_UPDATED = "November 1, 2026";
