/**
 * zod input schemas shared by tRPC procedures (server-side validation) and Mantine forms.
 * Messages come from ./messages.ts (SPEC sections 5 and 8).
 */
import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { messages } from "./messages.ts";
import { isSupportedDate } from "@labcompare/domain/calendar";
import { bookingStatuses, collectionModes } from "@labcompare/domain/booking-rules";

// No run-time code generation: the site's Content-Security-Policy forbids eval, and zod's JIT probe
// for it raises a CSP report in the browser.
z.config({ jitless: true });

const m = messages.validation;

export { MAX_BATCH_SIZE } from "./transport.ts";

/** True when `value` has no U+0000 (PostgreSQL cannot store it in text). */
export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

/**
 * Refuses U+0000 with "Text must not contain the NUL character", so a form shows it under the field;
 * the server's NUL middleware (packages/api trpc.ts) stays as the backstop for every other input.
 */
export const noNul = { message: m.inputHasNul } as const;

/** Trimmed text that must be present, with the given message when empty; no NUL character. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, { message }).max(max, { message: m.tooLong }).refine(hasNoNul, noNul);

/** Optional text: empty or missing is stored as null; no NUL character. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { message: m.tooLong })
    .refine(hasNoNul, noNul)
    .nullish()
    .transform((v) => (v ? v : null));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A valid http(s) URL or empty; empty is stored as null (SPEC section 5). */
export const optionalUrl = z
  .string()
  .trim()
  .max(2000, { message: m.tooLong })
  .refine(hasNoNul, noNul)
  .nullish()
  .refine((v) => !v || isHttpUrl(v), { message: m.urlInvalid })
  .transform((v) => (v ? v : null));

export const idSchema = z.uuid({ message: m.idInvalid });
/** A record's UUID or its URL slug. */
export const idOrSlugSchema = z.string().trim().min(1, { message: m.idInvalid }).max(200, { message: m.idInvalid }).refine(hasNoNul, noNul);

/** A required email address (trimmed, at most 254 characters, no NUL character). */
export const emailSchema = z
  .string({ error: m.patientEmailRequired })
  .trim()
  .min(1, { message: m.patientEmailRequired })
  .max(254, { message: m.tooLong })
  .refine(hasNoNul, noNul)
  .pipe(z.email({ message: m.emailInvalid }));

// ---------- auth ----------
/** A password typed to prove who one is (sign-in, confirmations): present, at most 128 characters, no NUL. */
const enteredPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { message: m.passwordRequired })
  .max(128, { message: m.passwordTooLong })
  .refine(hasNoNul, noNul);
/** A new password: 8–128 characters, no NUL (the server also refuses guessable ones). */
const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(8, { message: m.passwordTooShort })
  .max(128, { message: m.passwordTooLong })
  .refine(hasNoNul, noNul);

export const signUpInput = z.object({
  email: emailSchema.transform((e) => e.toLowerCase()),
  password: newPasswordSchema,
});
export const signInInput = z.object({
  email: emailSchema.transform((e) => e.toLowerCase()),
  password: enteredPasswordSchema,
});

/** A single-use link's token (base64url, 43 characters for 32 bytes). */
const emailTokenSchema = z.string({ error: messages.account.linkInvalid }).trim().min(20, { message: messages.account.linkInvalid }).max(200, { message: messages.account.linkInvalid }).refine(hasNoNul, noNul);

export const requestPasswordResetInput = z.object({ email: emailSchema.transform((e) => e.toLowerCase()) });
export const resetPasswordInput = z.object({ token: emailTokenSchema, newPassword: newPasswordSchema });
export const emailTokenInput = z.object({ token: emailTokenSchema });
export const changePasswordInput = z.object({
  currentPassword: enteredPasswordSchema,
  newPassword: newPasswordSchema,
});
export const changeEmailInput = z.object({
  newEmail: emailSchema.transform((e) => e.toLowerCase()),
  password: enteredPasswordSchema,
});
/** A session of the caller's account, by the id the session list shows (the token's SHA-256 hex). */
export const sessionIdInput = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, { message: m.idInvalid }) });
export const deleteAccountInput = z.object({
  password: enteredPasswordSchema,
});

// ---------- catalogue ----------
export const SEARCH_PAGE_SIZE = 20;
/** Search counts matches exactly up to this many (counting further would cost each search); above it the page shows "1,000+". */
export const SEARCH_TOTAL_CAP = 1000;
export const searchSorts = ["relevance", "price_asc", "price_desc", "name"] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Search: SPEC's q, category, page, plus price range (AED), lab, emirate, home collection and sort. */
export const searchInput = z
  .object({
    q: z.string().trim().max(200, { message: m.tooLong }).default(""),
    category: idOrSlugSchema.optional(),
    page: z.coerce.number({ message: m.pageInvalid }).int({ message: m.pageInvalid }).min(1, { message: m.pageInvalid }).max(10_000, { message: m.pageInvalid }).default(1),
    minPrice: z.coerce.number({ message: m.priceInvalid }).min(0, { message: m.priceInvalid }).max(1_000_000, { message: m.priceInvalid }).optional(),
    maxPrice: z.coerce.number({ message: m.priceInvalid }).min(0, { message: m.priceInvalid }).max(1_000_000, { message: m.priceInvalid }).optional(),
    lab: idOrSlugSchema.optional(),
    emirate: z.string().trim().max(50).optional(),
    homeCollection: z.boolean().optional(),
    sort: z.enum(searchSorts).default("relevance"),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: m.priceRangeInvalid,
    path: ["maxPrice"],
  });
export type SearchInput = z.input<typeof searchInput>;

export const byIdOrSlugInput = z.object({ id: idOrSlugSchema });
export const testsByCategoryInput = z.object({ categoryId: idOrSlugSchema });

// ---------- comparison ----------
/** A point in the UAE (WGS 84 degrees). */
export const latLngSchema = z.object({
  lat: z.number({ message: messages.comparison.locationInvalid }).min(22, { message: messages.comparison.locationInvalid }).max(26.5, { message: messages.comparison.locationInvalid }),
  lng: z.number({ message: messages.comparison.locationInvalid }).min(51, { message: messages.comparison.locationInvalid }).max(56.5, { message: messages.comparison.locationInvalid }),
});

/** catalog.labs.list: optional emirate; with `near`, labs come nearest first with their distance. */
export const labsListInput = z
  .object({ emirate: z.string().trim().max(50).optional(), near: latLngSchema.optional() })
  .default({});

/** catalog.compareBasket: 1–20 distinct tests, optional emirate, home collection and location. */
export const compareBasketInput = z.object({
  testIds: z
    .array(idSchema)
    .min(1, { message: messages.comparison.basketEmpty })
    .max(20, { message: messages.comparison.basketFull })
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, { message: messages.booking.testsNotDistinct }),
  emirate: z.string().trim().max(50, { message: m.tooLong }).optional(),
  homeCollection: z.boolean().optional(),
  near: latLngSchema.optional(),
});

/** basket.set: the signed-in patient's whole basket (replaces it); basket.merge adds to it. */
export const basketInput = z.object({ testIds: z.array(idSchema).max(20, { message: messages.comparison.basketFull }) });

// ---------- booking ----------
export const MAX_TESTS_PER_BOOKING = 20;

/**
 * A phone number, stored as E.164 (+971501234567). Numbers without a country code are read as UAE
 * numbers (libphonenumber-js metadata); empty is stored as null.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(40, { message: m.phoneInvalid })
  .refine(hasNoNul, noNul)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = parsePhoneNumberFromString(v, "AE");
    if (!parsed || !parsed.isValid()) {
      ctx.addIssue({ code: "custom", message: m.phoneInvalid });
      return z.NEVER;
    }
    return parsed.number;
  });

/** A calendar date `yyyy-MM-dd` in SUPPORTED_YEARS (@labcompare/domain/calendar); anything else → "Please select a date". */
export const calendarDateSchema = z.iso.date({ message: m.selectDate }).refine(isSupportedDate, { message: m.selectDate });
const dateSchema = calendarDateSchema;
const slotTimeSchema = z
  .string({ error: m.timeRequired })
  .trim()
  .min(1, { message: m.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.timeInvalid });

/** 1–20 distinct test ids. */
const testIdsSchema = z
  .array(idSchema, { error: messages.booking.testsRequired })
  .min(1, { message: messages.booking.testsRequired })
  .max(MAX_TESTS_PER_BOOKING, { message: messages.booking.tooManyTests })
  .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, { message: messages.booking.testsNotDistinct });

/**
 * booking.create: one or more tests (`testIds`, or `testId` alone as the one-test shorthand), a
 * slot from booking.slots (date + time), patient details, and home-collection details when chosen.
 * Output type has `testIds` always set.
 */
export const bookingCreateInput = z
  .object({
    testId: idSchema.optional(),
    testIds: testIdsSchema.optional(),
    labId: z.uuid({ message: m.labRequired }),
    scheduledDate: dateSchema,
    scheduledTime: slotTimeSchema,
    patientName: requiredText(m.patientNameRequired, 200),
    patientEmail: emailSchema,
    patientPhone: phoneSchema,
    notes: optionalText(2000),
    collectionMode: z.enum(collectionModes).default("lab_visit"),
    collectionAddress: optionalText(500),
    collectionEmirate: optionalText(50),
    /** UUID generated by the page once per booking attempt; a retry returns the first booking. */
    idempotencyKey: z.uuid({ message: m.idempotencyKeyInvalid }).optional(),
    /** The total (AED) the page showed; a different current total → CONFLICT PRICE_CHANGED. */
    expectedTotalAed: z.union([z.number(), z.string().regex(/^\d{1,7}(\.\d{1,2})?$/)]).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.testId && !v.testIds) ctx.addIssue({ code: "custom", message: messages.booking.testsRequired, path: ["testIds"] });
    if (v.collectionMode !== "home_collection") return;
    if (!v.collectionAddress) ctx.addIssue({ code: "custom", message: m.homeAddressRequired, path: ["collectionAddress"] });
    if (!v.collectionEmirate) ctx.addIssue({ code: "custom", message: m.emirateRequired, path: ["collectionEmirate"] });
  })
  .transform(({ testId, testIds, ...rest }) => ({ ...rest, testIds: testIds ?? [testId as string] }));
export type BookingCreateInput = z.input<typeof bookingCreateInput>;

/** booking.slots: every slot of one day at a lab. */
export const bookingSlotsInput = z.object({
  labId: idSchema,
  date: dateSchema,
  collectionMode: z.enum(collectionModes).default("lab_visit"),
  collectionEmirate: z.string().trim().max(50, { message: m.tooLong }).optional(),
  testIds: z.array(idSchema).max(MAX_TESTS_PER_BOOKING, { message: messages.booking.tooManyTests }).optional(),
});

/** booking.availability: per day from `from`, `days` days (1–62). */
export const bookingAvailabilityInput = z.object({
  labId: idSchema,
  collectionMode: z.enum(collectionModes).default("lab_visit"),
  from: dateSchema,
  days: z.number().int().min(1, { message: m.pageInvalid }).max(62, { message: m.pageInvalid }).default(31),
});

export const bookingReferenceInput = z.object({
  reference: z.string().trim().toUpperCase().regex(/^LC-[0-9A-Z]{6}$/, { message: messages.booking.notFound }),
});

export const bookingCancelInput = z.object({ id: idSchema, reason: optionalText(500) });

export const bookingRescheduleInput = z.object({ id: idSchema, scheduledDate: dateSchema, scheduledTime: slotTimeSchema });

export const bookingStatusUpdateInput = z.object({
  id: idSchema,
  status: z.enum(bookingStatuses),
  /** Required when cancelling (the patient sees it). */
  reason: optionalText(500),
});

// ---------- profile ----------
/** Profile fields; the phone is validated and stored as E.164 (UAE by default). Empty is stored as null. */
export const profileUpdateInput = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: phoneSchema,
});
export const remindersInput = z.object({ enabled: z.boolean() });

// ---------- content (admin) ----------
export const blogPostInput = z.object({
  title: requiredText(m.titleRequired, 300),
  excerpt: requiredText(m.excerptRequired, 1000),
  content: requiredText(m.contentRequired, 200_000),
  author: requiredText(m.authorRequired, 200),
  category: requiredText(m.categoryRequired, 100),
  imageUrl: optionalUrl,
  isPublished: z.boolean().default(false),
});

export const seoSettingsInput = z.object({
  siteTitle: requiredText(m.siteTitleRequired, 200),
  siteDescription: requiredText(m.siteDescriptionRequired, 1000),
  defaultOgImage: optionalUrl,
  googleAnalyticsId: optionalText(50),
});

export const pageSeoInput = z.object({
  pagePath: requiredText(m.pagePathRequired, 500).refine((p) => p.startsWith("/"), { message: m.pagePathInvalid, when: (payload) => typeof payload.value === "string" && payload.value.trim().length > 0 }),
  title: requiredText(m.titleRequired, 300),
  description: requiredText(m.descriptionRequired, 1000),
  keywords: optionalText(500),
  ogImage: optionalUrl,
  canonicalUrl: optionalUrl,
});

export const resourceInput = z.object({
  title: requiredText(m.titleRequired, 300),
  category: requiredText(m.categoryRequired, 100),
  description: requiredText(m.descriptionRequired, 2000),
  link: requiredText(m.linkRequired, 2000).refine((v) => isHttpUrl(v), { message: m.urlInvalid }),
});
