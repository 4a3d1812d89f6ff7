/**
 * The catalogue's English-only texts read as data, so a page in another language can say them in its
 * own words: a test's result time ("24 hours", "2-3 days", "Same day") and the parts of its
 * preparation that are built from the catalogue's fields (fasting hours, water allowed, no fasting).
 * Whatever is not recognised stays as `rest`, the English text a page shows marked as English.
 */

/** A result time as data: a span of hours, days or weeks ("2-3 days": from 2 to 3), or the same day. */
export type ResultTime =
  { kind: "sameDay" } | { kind: "span"; unit: "hours" | "days" | "weeks"; from: number; to: number | null };

/** The catalogue's result time ("24 hours", "24-48 hours", "2-3 weeks", "Same day") as data; null for other text. */
export function parseResultTime(text: string | null | undefined): ResultTime | null {
  const value = text?.trim().toLowerCase() ?? "";
  if (value === "same day") return { kind: "sameDay" };
  const m = /^(\d+)(?:\s*[-–]\s*(\d+))?\s+(hours?|days?|weeks?)$/.exec(value);
  if (!m) return null;
  const unit = m[3]!.replace(/s?$/, "s") as "hours" | "days" | "weeks";
  return { kind: "span", unit, from: Number(m[1]), to: m[2] ? Number(m[2]) : null };
}

/** A test's preparation as data: fasting (hours, from the test's fastingHours and its text's range), water, and what is left. */
export interface PreparationParts {
  /** Fasting hours (0: none asked); `fastingUpTo` is the end of a range ("10-12 hours"), else null. */
  fastingHours: number;
  fastingUpTo: number | null;
  /** The text says water is allowed while fasting. */
  waterAllowed: boolean;
  /** The text says no fasting is needed. */
  noFasting: boolean;
  /** The sentences not recognised, in English as written; null when none are left. */
  rest: string | null;
}

const FASTING = /^fast(?:ing)? for (\d+)(?:\s*[-–]\s*(\d+))? hours(?: before the test)?$/i;
const WATER = /^water is allowed$/i;
const NO_FASTING = /^no fasting (?:is )?required$/i;

/**
 * `instructions` (English) split into what the catalogue's fields say (fasting for `fastingHours`,
 * water allowed, no fasting) and the remaining sentences, kept word for word. A fasting sentence is
 * recognised only when its hours agree with `fastingHours`, so the data and the text never disagree.
 */
export function preparationParts(fastingHours: number, instructions: string | null): PreparationParts {
  const parts: PreparationParts = {
    fastingHours,
    fastingUpTo: null,
    waterAllowed: false,
    noFasting: false,
    rest: null,
  };
  const rest: string[] = [];
  // Sentences end with "." or ";"; a clause after ";" is its own sentence.
  for (const sentence of (instructions ?? "").split(/(?<=[.;])\s+/)) {
    const plain = sentence.replace(/[.;]$/, "").trim();
    if (!plain) continue;
    const fasting = FASTING.exec(plain);
    if (fasting && Number(fasting[1]) === fastingHours && fastingHours > 0) {
      parts.fastingUpTo = fasting[2] ? Number(fasting[2]) : null;
    } else if (WATER.test(plain)) parts.waterAllowed = true;
    else if (NO_FASTING.test(plain) && fastingHours === 0) parts.noFasting = true;
    else rest.push(sentence.replace(/;$/, "."));
  }
  if (rest.length) parts.rest = rest.join(" ").replace(/^\w/, (c) => c.toUpperCase());
  return parts;
}
