/**
 * Phone numbers as people read them (libphonenumber-js metadata). Stored values are E.164
 * ("+971501234567", made by `phoneSchema`); they are shown in international format
 * ("+971 50 123 4567"). A module of its own so pages that show no phone do not load the metadata.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** "+971 50 123 4567" for a stored number (UAE when it has no country code); the input as-is when it cannot be read. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return "";
  const parsed = parsePhoneNumberFromString(value, "AE");
  return parsed?.isValid() ? parsed.formatInternational() : value;
}

/** A `tel:` link target for a number as written ("+971 4 362 4180" → "tel:+97143624180"). */
export function telHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, "")}`;
}
