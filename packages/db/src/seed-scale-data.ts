/**
 * The fixed inputs of seedScale (./seed-scale.ts): the seed files' shapes, the specimens, platforms
 * and qualifiers of generated tests, and the span of days bookings cover.
 */

export interface TestSeed {
  name: string;
  slug: string;
  typicalPriceAed: number;
  turnaroundHours: number;
}

/** A seeded test's name as the first part of a variant's: "Vitamin D Test" → "Vitamin D". */
export function baseName(name: string): string {
  return name.replace(/\s+Test$/, "");
}
export interface LabSeed {
  slug: string;
  priceFactor: number;
  catalogueShare: number;
  homeCollectionFeeAed: number | null;
}

/** Password hash of generated patients: not an argon2 hash, so no password signs them in; also marks them. */
export const SCALE_PATIENT_PASSWORD_HASH = "!seed-scale:no-login";

export const SAMPLE_TYPES = ["blood", "urine", "stool", "swab", "saliva", "semen"] as const;
/** Eight specimens or forms per sample type (same order as SAMPLE_TYPES). */
export const SPECIMENS: Record<(typeof SAMPLE_TYPES)[number], string[]> = {
  blood: ["Serum", "Plasma", "Whole Blood", "Fasting", "Random", "Capillary", "Venous", "Paediatric"],
  urine: [
    "Random Urine",
    "24-Hour Urine",
    "First Morning Urine",
    "Spot Urine",
    "Midstream Urine",
    "Catheter Urine",
    "Paediatric Urine",
    "Timed Urine",
  ],
  stool: [
    "Stool",
    "Random Stool",
    "Three Samples",
    "Preserved Stool",
    "Fresh Stool",
    "Paediatric Stool",
    "Quantitative",
    "Qualitative",
  ],
  swab: [
    "Nasopharyngeal Swab",
    "Throat Swab",
    "Nasal Swab",
    "Vaginal Swab",
    "Urethral Swab",
    "Wound Swab",
    "Rectal Swab",
    "Paediatric Swab",
  ],
  saliva: [
    "Saliva",
    "Morning Saliva",
    "Late-Night Saliva",
    "Four-Point Saliva",
    "Stimulated Saliva",
    "Paediatric Saliva",
    "Quantitative",
    "Qualitative",
  ],
  semen: [
    "Semen",
    "Fresh Semen",
    "Post-Vasectomy Semen",
    "Computer-Assisted",
    "Extended",
    "Quantitative",
    "Repeat",
    "Screening",
  ],
};
export const PLATFORMS = [
  "Roche cobas",
  "Abbott Alinity",
  "Siemens Atellica",
  "Beckman DxI",
  "Sysmex",
  "bioMérieux VIDAS",
  "Ortho Vitros",
  "Mindray",
  "Snibe Maglumi",
  "Tosoh",
  "Werfen",
  "DiaSorin Liaison",
];
/** Qualifier and its price factor. */
export const QUALIFIERS: [string, number][] = [
  ["", 1],
  ["Rapid", 1.35],
  ["Extended", 1.6],
  ["Reference", 1.8],
];
/** Days of bookings before and after today (Asia/Dubai): three years back, two months ahead. */
export const PAST_DAYS = 3 * 365;
export const FUTURE_DAYS = 60;
