/**
 * zod input schemas shared by tRPC procedures (server-side validation) and Mantine forms.
 * Messages come from ./messages.ts (SPEC sections 5 and 8).
 */
import { z } from "zod";
import { messages } from "./messages.ts";

// No run-time code generation: the site's Content-Security-Policy forbids eval, and zod's JIT probe
// for it raises a CSP report in the browser.
z.config({ jitless: true });

const m = messages.validation;

/** Trimmed text that must be present, with the given message when empty. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, { message }).max(max, { message: m.tooLong });

/** Optional text: empty or missing is stored as null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { message: m.tooLong })
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
  .nullish()
  .refine((v) => !v || isHttpUrl(v), { message: m.urlInvalid })
  .transform((v) => (v ? v : null));

export const idSchema = z.uuid({ message: m.idInvalid });
/** A record's UUID or its URL slug. */
export const idOrSlugSchema = z.string().trim().min(1, { message: m.idInvalid }).max(200, { message: m.idInvalid });

export const emailSchema = z
  .string({ error: m.patientEmailRequired })
  .trim()
  .min(1, { message: m.patientEmailRequired })
  .max(254, { message: m.tooLong })
  .pipe(z.email({ message: m.emailInvalid }));

// ---------- auth ----------
export const signUpInput = z.object({
  email: emailSchema.transform((e) => e.toLowerCase()),
  password: z.string({ error: m.passwordRequired }).min(8, { message: m.passwordTooShort }).max(128, { message: m.passwordTooLong }),
});
export const signInInput = z.object({
  email: emailSchema.transform((e) => e.toLowerCase()),
  password: z.string({ error: m.passwordRequired }).min(1, { message: m.passwordRequired }).max(128, { message: m.passwordTooLong }),
});

// ---------- catalogue ----------
export const SEARCH_PAGE_SIZE = 20;
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
export const labsListInput = z
  .object({ emirate: z.string().trim().max(50).optional() })
  .default({});

// ---------- booking ----------
export const collectionModes = ["lab_visit", "home_collection"] as const;
export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatusValue = (typeof bookingStatuses)[number];
export const DEFAULT_BOOKING_TIME = "09:00";

/** Booking form (SPEC sections 2 and 5): date required, name and email required, time default 09:00. */
export const bookingCreateInput = z
  .object({
    testId: idSchema,
    labId: z.uuid({ message: m.labRequired }),
    scheduledDate: z.iso.date({ message: m.selectDate }),
    scheduledTime: z
      .string({ error: m.timeRequired })
      .trim()
      .min(1, { message: m.timeRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.timeInvalid })
      .default(DEFAULT_BOOKING_TIME),
    patientName: requiredText(m.patientNameRequired, 200),
    patientEmail: emailSchema,
    patientPhone: optionalText(40),
    notes: optionalText(2000),
    collectionMode: z.enum(collectionModes).default("lab_visit"),
    collectionAddress: optionalText(500),
    collectionEmirate: optionalText(50),
  })
  .superRefine((v, ctx) => {
    if (v.collectionMode !== "home_collection") return;
    if (!v.collectionAddress) ctx.addIssue({ code: "custom", message: m.homeAddressRequired, path: ["collectionAddress"] });
    if (!v.collectionEmirate) ctx.addIssue({ code: "custom", message: m.emirateRequired, path: ["collectionEmirate"] });
  });
export type BookingCreateInput = z.input<typeof bookingCreateInput>;

export const bookingStatusUpdateInput = z.object({ id: idSchema, status: z.enum(bookingStatuses) });

// ---------- profile ----------
/** Profile fields: no validation beyond length (SPEC section 5); empty is stored as null. */
export const profileUpdateInput = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
});

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
