/**
 * Site-wide constants. Contact details (WhatsApp, phone, email, address) are not here: they come
 * from `content.settings`, which admins edit (lib/siteSettings.ts).
 */
export const PRODUCT_NAME = "LabCompare UAE";
