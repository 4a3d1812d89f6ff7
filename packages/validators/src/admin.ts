/**
 * Admin console inputs (tests, labs, categories, offers and price-list import, users, blog, SEO,
 * resources, audit log) and the constants the server, the web app and a server-side renderer share:
 * page size, site SEO defaults, slugs, AED amounts, emirates.
 * Messages come from ./messages.ts (`messages.admin` plus the SPEC strings in `messages.validation`).
 */
import { z } from "zod";
import { messages } from "./messages.ts";
import { isSupportedDate, toMinutes } from "@labcompare/domain/calendar";
import { bookingStatuses, collectionModes } from "@labcompare/domain/booking-rules";
import { DEFAULT_BOOKING_RULES } from "@labcompare/domain/slots";
import { bookingRescheduleInput, blogPostInput, calendarDateSchema, emailSchema, hasNoNul, idSchema, noNul, optionalText, optionalUrl, phoneSchema, requiredText, resourceInput } from "./schemas.ts";
import { weeklyHoursSchema } from "./schedule.ts";

const m = messages.validation;
const a = messages.admin;

/** A whole number from `min` to `max`, with `message` for anything else. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

// ---------- shared constants ----------

/** Rows per page of every admin list that pages. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * Site-wide SEO values used while no seo_settings row exists (SPEC: "Default site title and
 * description are preset (a lab tests in Dubai site)"). Read by the admin form, the public pages and
 * the server-side renderer.
 */
export const DEFAULT_SEO_SETTINGS = {
  siteTitle: "LabCompare UAE | Compare & Book Lab Tests in Dubai",
  siteDescription:
    "Compare lab test prices from trusted labs in Dubai and across the UAE, then book online in minutes. Home collection available and results delivered digitally.",
  defaultOgImage: null as string | null,
  googleAnalyticsId: null as string | null,
} as const;

/** The seven emirates, for a lab's location. */
export const UAE_EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"] as const;

/** Specimen types a test can use (mirrors the database enum SampleType). */
export const sampleTypes = ["blood", "urine", "stool", "swab", "saliva", "semen"] as const;

/** Entities that appear in the audit log (AuditLog.entity). */
export const auditEntities = [
  "booking",
  "test",
  "lab",
  "category",
  "offer",
  "user",
  "blogPost",
  "seoSettings",
  "pageSeo",
  "resource",
  "notification",
  "siteSettings",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** Largest AED amount accepted for a price or fee. */
export const MAX_PRICE_AED = 1_000_000;
/** Longest turnaround accepted, in hours (90 days). */
export const MAX_TURNAROUND_HOURS = 2160;
/** Price-list import limits: rows (excluding the header) and size in bytes (UTF-8). */
export const PRICE_LIST_MAX_ROWS = 5000;
export const PRICE_LIST_MAX_BYTES = 1_048_576;
/** Turnaround given to a new offer when its price-list row leaves turnaround_hours empty. */
export const DEFAULT_TURNAROUND_HOURS = 24;

// ---------- helpers ----------

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** URL slug from a name: "Complete Blood Count (CBC)" → "complete-blood-count-cbc". Never empty ("item"). */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/g, "");
  return slug || "item";
}

/**
 * Page path as stored in page_seo and looked up by the renderer: trimmed, without query string or
 * fragment, without trailing slashes ("/" stays "/"). Case is kept (paths are case-sensitive).
 */
export function normalizePagePath(path: string): string {
  let p = path.trim().replace(/[?#].*$/, "");
  p = p.replace(/\/+$/, "");
  return p === "" ? "/" : p;
}

/**
 * Parses an AED amount to a string with two decimals ("85" → "85.00", "1,200.5" → "1200.50",
 * "AED 99" → "99.00"); numbers are accepted when they have at most two decimals.
 * Returns null when it is not a positive amount (or zero when `allowZero`), has more than two
 * decimals, or exceeds MAX_PRICE_AED.
 */
export function parseAedAmount(value: unknown, options: { allowZero?: boolean } = {}): string | null {
  let cents: number;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    const scaled = value * 100;
    cents = Math.round(scaled);
    if (Math.abs(scaled - cents) > 1e-6) return null;
  } else if (typeof value === "string") {
    let text = value.trim().replace(/^aed\s*/i, "").replace(/\s*aed$/i, "");
    if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
    const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) return null;
    cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  } else {
    return null;
  }
  if (cents > MAX_PRICE_AED * 100) return null;
  if (cents === 0 && !options.allowZero) return null;
  return (cents / 100).toFixed(2);
}

/** A required AED amount (number or string) → "85.00"; `message` when invalid. */
export const aedAmount = (message: string, options: { allowZero?: boolean } = {}) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const parsed = parseAedAmount(value, options);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  });

/** An optional AED amount: missing, null or "" → null; otherwise as `aedAmount`. */
export const optionalAedAmount = (message: string, options: { allowZero?: boolean } = {}) =>
  z.union([z.number(), z.string()], { error: message }).nullish().transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
    const parsed = parseAedAmount(value, options);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  });

const pageSchema = z.coerce
  .number({ message: m.pageInvalid })
  .int({ message: m.pageInvalid })
  .min(1, { message: m.pageInvalid })
  .max(100_000, { message: m.pageInvalid })
  .default(1);

/** Optional search text: trimmed; empty → undefined. */
const searchText = z
  .string()
  .trim()
  .max(200, { message: m.tooLong })
  .transform((v) => (v ? v : undefined))
  .optional();

/** A slug the admin typed, or nothing (then it is generated from the name). */
const optionalSlug = z
  .string()
  .trim()
  .max(120, { message: m.tooLong })
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || SLUG_PATTERN.test(v), { message: a.slugInvalid });

const shortList = (itemMax: number, count: number) =>
  z
    .array(z.string().trim().max(itemMax, { message: m.tooLong }), { error: m.tooLong })
    .max(count, { message: a.tooManyItems })
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]);

const dateFilter = calendarDateSchema.optional();
const fromNotAfterTo: [(v: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (v) => !v.from || !v.to || v.from <= v.to,
  { message: a.dateRangeInvalid, path: ["to"] },
];

// ---------- generic ----------

export const idInput = z.object({ id: idSchema });

// ---------- site settings ----------

/** The seeded, clearly fictional contact details (flagged as demo until an admin saves real ones). */
export const DEMO_SITE_SETTINGS = {
  whatsappNumber: "971500000000",
  phone: "+97145550100",
  email: "hello@labcompare.example",
  privacyEmail: "privacy@labcompare.example",
  address: "Demo address: Office 000, Example Tower, Dubai, UAE",
  socialLinks: {} as Record<string, string>,
} as const;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "x", "linkedin", "youtube"] as const;

const testimonialSchema = z.object({
  name: requiredText(m.nameRequired, 100),
  location: optionalText(100).transform((v) => v ?? ""),
  text: requiredText(a.testimonialRequired, 500),
});

/** An email address, or empty / missing (stored as null). */
const optionalEmail = z
  .string()
  .trim()
  .max(254, { message: m.tooLong })
  .refine(hasNoNul, noNul)
  .nullish()
  .refine((v) => !v || z.email().safeParse(v).success, { message: m.emailInvalid })
  .transform((v) => (v ? v : null));

/**
 * admin.settings.update: contact details, social links and testimonials (the whole set).
 * `privacyEmail` is optional: empty means privacy requests go to `email`.
 */
export const siteSettingsInput = z.object({
  whatsappNumber: z
    .string({ error: a.whatsappInvalid })
    .trim()
    .transform((v) => v.replace(/[\s+()-]/g, ""))
    .pipe(z.string().regex(/^[1-9]\d{7,14}$/, { message: a.whatsappInvalid })),
  phone: phoneSchema.refine((v) => v !== null, { message: a.phoneRequired }),
  email: emailSchema,
  privacyEmail: optionalEmail,
  address: requiredText(a.addressRequired, 300),
  socialLinks: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof optionalUrl>).default({} as never),
  testimonials: z.array(testimonialSchema).max(12, { message: a.tooManyItems }).default([]),
});

/** admin.emails.list: the outbox, filtered by status and recipient. */
export const adminEmailsListInput = z
  .object({
    status: z.enum(["queued", "sending", "sent", "failed", "cancelled"]).optional(),
    q: z.string().trim().max(254, { message: m.tooLong }).optional(),
    page: z.number().int().min(1, { message: m.pageInvalid }).max(10_000, { message: m.pageInvalid }).default(1),
  })
  .default({ page: 1 });
export const setActiveInput = z.object({ id: idSchema, active: z.boolean() });

// ---------- bookings ----------

/** Quick views of the admin bookings list: today's appointments, or every appointment still to come. */
export const adminBookingPresets = ["today", "upcoming"] as const;
export type AdminBookingPreset = (typeof adminBookingPresets)[number];
/** Order of the admin bookings list by appointment time (startsAt). */
export const adminBookingSorts = ["asc", "desc"] as const;
export type AdminBookingSort = (typeof adminBookingSorts)[number];
/** Most rows one CSV export holds. */
export const ADMIN_BOOKINGS_EXPORT_MAX_ROWS = 10_000;

/**
 * Filters shared by admin.bookings.list and admin.bookings.exportCsv: `q` (reference, patient name,
 * email or phone), status, lab, collection mode, scheduled date range (yyyy-MM-dd, inclusive), a
 * preset ("today" / "upcoming", Asia/Dubai) and the order by appointment time (default: ascending for
 * a preset, descending otherwise).
 */
const adminBookingFilterFields = {
  q: searchText,
  status: z.enum(bookingStatuses).optional(),
  labId: idSchema.optional(),
  collectionMode: z.enum(collectionModes).optional(),
  from: dateFilter,
  to: dateFilter,
  preset: z.enum(adminBookingPresets).optional(),
  sort: z.enum(adminBookingSorts).optional(),
};

/** admin.bookings.list: the filters above and a page (25 per page). */
export const adminBookingsListInput = z
  .object({ ...adminBookingFilterFields, page: pageSchema })
  .refine(...fromNotAfterTo)
  .default({ page: 1 });

/** admin.bookings.exportCsv: the list's filters, no page (at most ADMIN_BOOKINGS_EXPORT_MAX_ROWS rows). */
export const adminBookingsExportInput = z.object(adminBookingFilterFields).refine(...fromNotAfterTo).default({});

/** admin.bookings.dayView: one lab's slots on one day (Asia/Dubai) for one collection mode. */
export const adminDayViewInput = z.object({
  labId: idSchema,
  date: calendarDateSchema,
  collectionMode: z.enum(collectionModes).default("lab_visit"),
});

/**
 * admin.bookings.reschedule: the patient's reschedule input, { id, scheduledDate "YYYY-MM-DD",
 * scheduledTime "HH:mm" } (Asia/Dubai), with the same field messages.
 */
export const adminBookingRescheduleInput = bookingRescheduleInput;

/** admin.bookings.newSince: bookings made after `since` (the moment the page was opened). */
export const adminBookingsNewSinceInput = z.object({ since: z.coerce.date({ message: m.selectDate }).refine(isSupportedDate, { message: m.selectDate }) });

// ---------- tests ----------

export const adminTestsListInput = z
  .object({
    q: searchText,
    categoryId: idSchema.optional(),
    active: z.boolean().optional(),
    page: pageSchema,
  })
  .default({ page: 1 });

const testFields = {
  name: requiredText(m.nameRequired, 200),
  slug: optionalSlug,
  description: optionalText(5000),
  categoryId: idSchema.nullish().transform((v) => v ?? null),
  preparationInstructions: optionalText(2000),
  resultTime: optionalText(100),
  loincCode: optionalText(20).refine((v) => v === null || /^\d{1,7}-\d$/.test(v), { message: a.loincInvalid }),
  sampleType: z.enum(sampleTypes).default("blood"),
  fastingHours: z
    .number({ message: a.fastingHoursInvalid })
    .int({ message: a.fastingHoursInvalid })
    .min(0, { message: a.fastingHoursInvalid })
    .max(72, { message: a.fastingHoursInvalid })
    .default(0),
  /** Abbreviations and other names patients search by. */
  synonyms: shortList(100, 30),
  isPanel: z.boolean().default(false),
};

/** admin.tests.create. The slug is generated from the name when empty. */
export const testCreateInput = z.object({ ...testFields, active: z.boolean().default(true) });
/** admin.tests.update: replaces every editable field; the slug is kept when empty. */
export const testUpdateInput = z.object({ id: idSchema, ...testFields });

// ---------- labs ----------

export const adminLabsListInput = z
  .object({
    q: searchText,
    emirate: z.enum(UAE_EMIRATES, { message: a.emirateInvalid }).optional(),
    active: z.boolean().optional(),
    page: pageSchema,
  })
  .default({ page: 1 });

const labFields = {
  name: requiredText(m.nameRequired, 200),
  slug: optionalSlug,
  emirate: z.enum(UAE_EMIRATES, { message: a.emirateInvalid }),
  area: requiredText(a.areaRequired, 200),
  address: requiredText(a.addressRequired, 500),
  phone: requiredText(a.phoneRequired, 40),
  accreditation: shortList(100, 20),
  homeCollection: z.boolean().default(false),
  /** Seven days (0 = Sunday) of { open, close } "HH:mm" intervals in Asia/Dubai. */
  weeklyHours: weeklyHoursSchema,
  slotMinutes: wholeNumber(a.slotMinutesInvalid, 5, 240).default(DEFAULT_BOOKING_RULES.slotMinutes),
  labVisitCapacity: wholeNumber(a.capacityInvalid, 1, 100).default(DEFAULT_BOOKING_RULES.labVisitCapacity),
  labVisitLeadMinutes: wholeNumber(a.leadMinutesInvalid, 0, 10_080).default(DEFAULT_BOOKING_RULES.labVisitLeadMinutes),
  homeCollectionLeadMinutes: wholeNumber(a.leadMinutesInvalid, 0, 10_080).default(DEFAULT_BOOKING_RULES.homeCollectionLeadMinutes),
  bookingHorizonDays: wholeNumber(a.horizonDaysInvalid, 1, 365).default(DEFAULT_BOOKING_RULES.bookingHorizonDays),
  cancellationCutoffMinutes: wholeNumber(a.cutoffMinutesInvalid, 0, 10_080).default(120),
  homeCollectionStart: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.timeInvalid }).default(DEFAULT_BOOKING_RULES.homeCollectionStart),
  homeCollectionEnd: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: m.timeInvalid }).default(DEFAULT_BOOKING_RULES.homeCollectionEnd),
  homeCollectionWindowMinutes: wholeNumber(a.windowMinutesInvalid, 15, 720).default(DEFAULT_BOOKING_RULES.homeCollectionWindowMinutes),
  homeCollectionCapacity: wholeNumber(a.capacityInvalid, 1, 100).default(DEFAULT_BOOKING_RULES.homeCollectionCapacity),
  serviceEmirates: z.array(z.enum(UAE_EMIRATES, { message: a.emirateInvalid })).max(7).default([]),
  latitude: z.number({ message: a.latitudeInvalid }).min(22, { message: a.latitudeInvalid }).max(26.5, { message: a.latitudeInvalid }).nullable().default(null),
  longitude: z.number({ message: a.longitudeInvalid }).min(51, { message: a.longitudeInvalid }).max(56.5, { message: a.longitudeInvalid }).nullable().default(null),
  /** Dated closures (public holidays); replaces the lab's list. */
  closures: z
    .array(z.object({ date: calendarDateSchema, reason: requiredText(a.closureReasonRequired, 200) }))
    .max(366, { message: a.tooManyItems })
    .refine((list) => new Set(list.map((c) => c.date)).size === list.length, { message: a.closureDuplicate })
    .default([]),
};

const labRulesRefinements = <T extends z.ZodType<{ homeCollectionStart: string; homeCollectionEnd: string; homeCollectionWindowMinutes: number }>>(schema: T) =>
  schema.refine((v) => toMinutes(v.homeCollectionEnd) - toMinutes(v.homeCollectionStart) >= v.homeCollectionWindowMinutes, {
    message: a.homeWindowInvalid,
    path: ["homeCollectionEnd"],
  });

export const labCreateInput = labRulesRefinements(z.object({ ...labFields, active: z.boolean().default(true) }));
/** admin.labs.update: replaces every editable field (closures included); the slug is kept when empty. */
export const labUpdateInput = labRulesRefinements(z.object({ id: idSchema, ...labFields }));

// ---------- categories ----------

const categoryFields = {
  name: requiredText(m.nameRequired, 100),
  slug: optionalSlug,
  description: optionalText(2000),
  icon: optionalText(50),
  sortOrder: z
    .number({ message: a.sortOrderInvalid })
    .int({ message: a.sortOrderInvalid })
    .min(0, { message: a.sortOrderInvalid })
    .max(10_000, { message: a.sortOrderInvalid })
    .default(100),
};

export const categoryCreateInput = z.object({ ...categoryFields, active: z.boolean().default(true) });
/** admin.categories.update: replaces every editable field; the slug is kept when empty. */
export const categoryUpdateInput = z.object({ id: idSchema, ...categoryFields });

// ---------- offers ----------

const turnaroundHours = z
  .number({ message: a.turnaroundInvalid })
  .int({ message: a.turnaroundInvalid })
  .min(1, { message: a.turnaroundInvalid })
  .max(MAX_TURNAROUND_HOURS, { message: a.turnaroundInvalid });

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
export const offersByLabInput = z
  .object({ labId: idSchema, q: searchText, page: pageSchema });

/** admin.offers.importPreview / importApply: a lab and its price list as CSV text (≤ 1 MB, ≤ 5,000 rows). */
export const offerImportInput = z.object({
  labId: idSchema,
  // Characters, not bytes: the byte limit is checked by the server with the CSV's UTF-8 size.
  csv: z.string({ error: messages.admin.csv.empty }).max(PRICE_LIST_MAX_BYTES, { message: messages.admin.csv.tooLarge }),
});

// ---------- users ----------

/** Role filter of admin.users.list: admins, lab staff, or patients (neither role). */
export const adminUserRoleFilters = ["admin", "lab_staff", "patient"] as const;

export const adminUsersListInput = z
  .object({
    q: searchText,
    role: z.enum(adminUserRoleFilters).optional(),
    page: pageSchema,
  })
  .default({ page: 1 });

export const userIdInput = z.object({ userId: idSchema });

/** Most labs one lab_staff user can be assigned to. */
export const MAX_STAFF_LABS = 50;

/**
 * admin.users.setLabStaff: the labs a user works for (distinct ids). An empty list removes the
 * lab_staff role; a non-empty one gives it.
 */
export const setLabStaffInput = z.object({
  userId: idSchema,
  labIds: z
    .array(idSchema)
    .max(MAX_STAFF_LABS, { message: a.tooManyItems })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

// ---------- blog ----------

/** admin.blog.update: the form's fields plus the post id (SPEC: update by id with the same fields). */
export const blogPostUpdateInput = blogPostInput.extend({ id: idSchema });
export const blogSetPublishedInput = z.object({ id: idSchema, isPublished: z.boolean() });
/** Public post lookup: any string, so a malformed id in a URL reads "Post Not Found", not a 400. */
export const publicPostIdInput = z.object({ id: z.string().trim().max(100) });

// ---------- SEO ----------

export const pageSeoPathInput = z.object({ path: z.string().trim().max(500, { message: m.tooLong }) });

// ---------- resources ----------

export const resourceUpdateInput = resourceInput.extend({ id: idSchema });

// ---------- audit ----------

/** admin.audit.list: filters; from/to are Asia/Dubai calendar days (yyyy-MM-dd), inclusive. */
export const auditListInput = z
  .object({
    entity: z.enum(auditEntities).optional(),
    entityId: z.string().trim().max(100).optional(),
    action: z.string().trim().max(100).optional(),
    actorId: idSchema.optional(),
    from: dateFilter,
    to: dateFilter,
    page: pageSchema,
  })
  .refine(...fromNotAfterTo)
  .default({ page: 1 });
