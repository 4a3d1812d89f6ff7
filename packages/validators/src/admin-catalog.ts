/** Admin inputs of the catalogue: tests, labs (hours, booking rules, closures), categories and offers (price-list import included). */
import { z } from "zod";
import { messages } from "./messages.ts";
import { toMinutes } from "@labcompare/domain/calendar";
import { DEFAULT_BOOKING_RULES } from "@labcompare/domain/slots";
import { DEFAULT_CONFIRMATION_MINUTES } from "@labcompare/domain/booking-rules";
import { calendarDateSchema, idSchema, optionalText, requiredText } from "./schemas.ts";
import { LOINC_PATTERN } from "./fields.ts";
import { weeklyHoursSchema } from "./schedule.ts";
import {
  a,
  aedAmount,
  m,
  optionalAedAmount,
  optionalSlug,
  pageSchema,
  searchText,
  shortList,
  numberIn,
  wholeNumber,
} from "./admin-fields.ts";
import { MAX_TURNAROUND_HOURS, PRICE_LIST_MAX_BYTES, UAE_EMIRATES, sampleTypes } from "./admin-constants.ts";

// ---------- tests ----------

/** A catalogue list's fields: `q`, the list's own `filters`, `active`, and a page. */
function catalogueListInput<F extends z.ZodRawShape>(filters: F) {
  return z.object({ q: searchText, ...filters, active: z.boolean().optional(), page: pageSchema });
}

/** admin.tests.list: search text, category and active filters, a page. */
export const adminTestsListInput = catalogueListInput({ categoryId: idSchema.optional() }).default({
  page: 1,
});

const testFields = {
  name: requiredText(m.nameRequired, 200),
  slug: optionalSlug,
  description: optionalText(5000),
  categoryId: idSchema.nullish().transform((v) => v ?? null),
  preparationInstructions: optionalText(2000),
  resultTime: optionalText(100),
  loincCode: optionalText(20).refine((v) => v === null || LOINC_PATTERN.test(v), { message: a.loincInvalid }),
  sampleType: z.enum(sampleTypes).default("blood"),
  fastingHours: wholeNumber(a.fastingHoursInvalid, 0, 72).default(0),
  /** Abbreviations and other names patients search by. */
  synonyms: shortList(100, 30),
  isPanel: z.boolean().default(false),
  /** Arabic name, description, preparation and synonyms (empty: Arabic pages show the English ones); the name and synonyms are searched too. */
  nameAr: optionalText(200),
  descriptionAr: optionalText(5000),
  preparationInstructionsAr: optionalText(2000),
  synonymsAr: shortList(100, 30),
};

/** admin.tests.create. The slug is generated from the name when empty. */
export const testCreateInput = z.object({ ...testFields, active: z.boolean().default(true) });
/** admin.tests.update: replaces every editable field; the slug is kept when empty. */
export const testUpdateInput = z.object({ id: idSchema, ...testFields });

// ---------- labs ----------

/** admin.labs.list: search text, emirate and active filters, a page. */
export const adminLabsListInput = catalogueListInput({
  emirate: z.enum(UAE_EMIRATES, { message: a.emirateInvalid }).optional(),
}).default({
  page: 1,
});

const labFields = {
  name: requiredText(m.nameRequired, 200),
  slug: optionalSlug,
  emirate: z.enum(UAE_EMIRATES, { message: a.emirateInvalid }),
  area: requiredText(a.areaRequired, 200),
  address: requiredText(a.addressRequired, 500),
  /** Arabic name, area and address (empty: Arabic pages show the English ones). */
  nameAr: optionalText(200),
  areaAr: optionalText(200),
  addressAr: optionalText(500),
  phone: requiredText(a.phoneRequired, 40),
  accreditation: shortList(100, 20),
  homeCollection: z.boolean().default(false),
  /** Seven days (0 = Sunday) of { open, close } "HH:mm" intervals in Asia/Dubai. */
  weeklyHours: weeklyHoursSchema,
  slotMinutes: wholeNumber(a.slotMinutesInvalid, 5, 240).default(DEFAULT_BOOKING_RULES.slotMinutes),
  labVisitCapacity: wholeNumber(a.capacityInvalid, 1, 100).default(DEFAULT_BOOKING_RULES.labVisitCapacity),
  labVisitLeadMinutes: wholeNumber(a.leadMinutesInvalid, 0, 10_080).default(
    DEFAULT_BOOKING_RULES.labVisitLeadMinutes,
  ),
  homeCollectionLeadMinutes: wholeNumber(a.leadMinutesInvalid, 0, 10_080).default(
    DEFAULT_BOOKING_RULES.homeCollectionLeadMinutes,
  ),
  bookingHorizonDays: wholeNumber(a.horizonDaysInvalid, 1, 365).default(
    DEFAULT_BOOKING_RULES.bookingHorizonDays,
  ),
  cancellationCutoffMinutes: wholeNumber(a.cutoffMinutesInvalid, 0, 10_080).default(120),
  /** Bookings are confirmed at once (true) or wait for the lab (false: pending until it confirms). */
  autoConfirm: z.boolean({ message: a.autoConfirmInvalid }).default(false),
  /** Minutes within which the lab confirms a pending booking (the patient is told by when). */
  confirmationMinutes: wholeNumber(a.confirmationMinutesInvalid, 5, 10_080).default(
    DEFAULT_CONFIRMATION_MINUTES,
  ),
  homeCollectionStart: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.timeInvalid })
    .default(DEFAULT_BOOKING_RULES.homeCollectionStart),
  homeCollectionEnd: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: m.timeInvalid })
    .default(DEFAULT_BOOKING_RULES.homeCollectionEnd),
  homeCollectionWindowMinutes: wholeNumber(a.windowMinutesInvalid, 15, 720).default(
    DEFAULT_BOOKING_RULES.homeCollectionWindowMinutes,
  ),
  homeCollectionCapacity: wholeNumber(a.capacityInvalid, 1, 100).default(
    DEFAULT_BOOKING_RULES.homeCollectionCapacity,
  ),
  serviceEmirates: z
    .array(z.enum(UAE_EMIRATES, { message: a.emirateInvalid }))
    .max(7)
    .default([]),
  latitude: numberIn(a.latitudeInvalid, 22, 26.5).nullable().default(null),
  longitude: numberIn(a.longitudeInvalid, 51, 56.5).nullable().default(null),
  /** Dated closures (public holidays); replaces the lab's list. */
  closures: z
    .array(z.object({ date: calendarDateSchema, reason: requiredText(a.closureReasonRequired, 200) }))
    .max(366, { message: a.tooManyItems })
    .refine((list) => new Set(list.map((c) => c.date)).size === list.length, { message: a.closureDuplicate })
    .default([]),
};

const labRulesRefinements = <
  T extends z.ZodType<{
    homeCollectionStart: string;
    homeCollectionEnd: string;
    homeCollectionWindowMinutes: number;
  }>,
>(
  schema: T,
) =>
  schema.refine(
    (v) => toMinutes(v.homeCollectionEnd) - toMinutes(v.homeCollectionStart) >= v.homeCollectionWindowMinutes,
    {
      message: a.homeWindowInvalid,
      path: ["homeCollectionEnd"],
    },
  );

export const labCreateInput = labRulesRefinements(
  z.object({ ...labFields, active: z.boolean().default(true) }),
);
/** admin.labs.update: replaces every editable field (closures included); the slug is kept when empty. */
export const labUpdateInput = labRulesRefinements(z.object({ id: idSchema, ...labFields }));

// ---------- categories ----------

const categoryFields = {
  name: requiredText(m.nameRequired, 100),
  slug: optionalSlug,
  description: optionalText(2000),
  /** Arabic name and description (empty: Arabic pages show the English ones). */
  nameAr: optionalText(100),
  descriptionAr: optionalText(2000),
  icon: optionalText(50),
  sortOrder: wholeNumber(a.sortOrderInvalid, 0, 10_000).default(100),
};

export const categoryCreateInput = z.object({ ...categoryFields, active: z.boolean().default(true) });
/** admin.categories.update: replaces every editable field; the slug is kept when empty. */
export const categoryUpdateInput = z.object({ id: idSchema, ...categoryFields });

// ---------- offers ----------

const turnaroundHours = wholeNumber(a.turnaroundInvalid, 1, MAX_TURNAROUND_HOURS);

/** admin.offers.upsert: one test at one lab. Amounts in AED (number or "85.00"), turnaround in hours. */
export const offerUpsertInput = z
  .object({
    labId: idSchema,
    testId: idSchema,
    priceAed: aedAmount(m.priceInvalid),
    originalPriceAed: optionalAedAmount(a.originalPriceInvalid),
    homeCollectionFeeAed: optionalAedAmount(a.feeInvalid, { allowZero: true }),
    turnaroundHours,
    active: z.boolean().default(true),
  })
  .refine((v) => v.originalPriceAed === null || Number(v.originalPriceAed) > Number(v.priceAed), {
    message: a.originalPriceNotHigher,
    path: ["originalPriceAed"],
  });

export const offersByTestInput = z.object({ testId: idSchema });
export const offersByLabInput = z.object({ labId: idSchema, q: searchText, page: pageSchema });

/** admin.offers.importPreview / importApply: a lab and its price list as CSV text (≤ 1 MB, ≤ 5,000 rows). */
export const offerImportInput = z.object({
  labId: idSchema,
  // Characters, not bytes: the byte limit is checked by the server with the CSV's UTF-8 size.
  csv: z
    .string({ error: messages.admin.csv.empty })
    .max(PRICE_LIST_MAX_BYTES, { message: messages.admin.csv.tooLarge }),
});
