/** Site-wide constants: product name and contact details (placeholders until the business confirms them). */
export const PRODUCT_NAME = "LabCompare UAE";

/** WhatsApp number in international format without "+" (placeholder: replace with the real business number). */
export const WHATSAPP_NUMBER = "971XXXXXXXXX";
export const WHATSAPP_GREETING = "Hello LabCompare UAE! I'd like some help comparing and booking a lab test.";
export const WHATSAPP_URL = `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;

export const CONTACT_PHONE_DISPLAY = "+971 4 123 4567";
export const CONTACT_PHONE_HREF = "tel:+97141234567";
export const CONTACT_EMAIL = "support@labcompare.ae";
