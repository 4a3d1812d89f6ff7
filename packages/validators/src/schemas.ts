/**
 * zod input schemas shared by tRPC procedures (server-side validation) and Mantine forms.
 * Messages come from ./messages.ts.
 */
import { z } from "zod";
import { doctorListProblem } from "@labcompare/domain/doctor-list";
import { COMPARE_LAB_LIMIT_DEFAULT, COMPARE_LAB_LIMIT_MAX } from "@labcompare/domain/basket";
import { doctorListProblemMessage } from "./list-messages.ts";
import { messages } from "./messages.ts";
import { payerInput } from "./insurance.ts";
import {
  emailSchema,
  hasNoNul,
  idOrSlugSchema,
  idSchema,
  isHttpUrl,
  noNul,
  optionalText,
  optionalUrl,
  requiredText,
  wholeNumber,
} from "./fields.ts";

const m = messages.validation;

export { MAX_BATCH_SIZE } from "./transport.ts";
export * from "./fields.ts";
export * from "./booking-schemas.ts";

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

/** The site's languages (domain/locale.ts): the page's, saved on the profile for emails. */
export const localeSchema = z.enum(["en", "ar"]);

export const signUpInput = z.object({
  email: emailSchema.transform((e) => e.toLowerCase()),
  password: newPasswordSchema,
  /** The language of the page the account is made on; its emails are written in it. */
  locale: localeSchema.optional(),
});
/** profile.setLocale: the patient's language for the site and every email. */
export const localeInput = z.object({ locale: localeSchema });
export const signInInput = z.object({
  email: emailSchema.transform((e) => e.toLowerCase()),
  password: enteredPasswordSchema,
});

/** A single-use link's token (base64url, 43 characters for 32 bytes). */
const emailTokenSchema = z
  .string({ error: messages.account.linkInvalid })
  .trim()
  .min(20, { message: messages.account.linkInvalid })
  .max(200, { message: messages.account.linkInvalid })
  .refine(hasNoNul, noNul);

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

/** Search: text (q), category and page, plus price range (AED), lab, emirate, home collection and sort. */
export const searchInput = z
  .object({
    q: z.string().trim().max(200, { message: m.tooLong }).default(""),
    category: idOrSlugSchema.optional(),
    page: z.coerce
      .number({ message: m.pageInvalid })
      .int({ message: m.pageInvalid })
      .min(1, { message: m.pageInvalid })
      .max(10_000, { message: m.pageInvalid })
      .default(1),
    minPrice: z.coerce
      .number({ message: m.priceInvalid })
      .min(0, { message: m.priceInvalid })
      .max(1_000_000, { message: m.priceInvalid })
      .optional(),
    maxPrice: z.coerce
      .number({ message: m.priceInvalid })
      .min(0, { message: m.priceInvalid })
      .max(1_000_000, { message: m.priceInvalid })
      .optional(),
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

/**
 * catalog.resolveList: a doctor's list as typed or pasted; at most DOCTOR_LIST_MAX_CHARS characters
 * and DOCTOR_LIST_MAX_ITEMS distinct items, at least one (splitting: @labcompare/domain/doctor-list).
 */
export const resolveListInput = z.object({
  text: z.string({ error: messages.catalog.listEmpty }).superRefine((text, ctx) => {
    const problem = doctorListProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: doctorListProblemMessage(problem) });
    else if (!hasNoNul(text)) ctx.addIssue({ code: "custom", message: m.inputHasNul });
  }),
});
export const testsByCategoryInput = z.object({ categoryId: idOrSlugSchema });

// ---------- comparison ----------
/** A point in the UAE (WGS 84 degrees). */
export const latLngSchema = z.object({
  lat: z
    .number({ message: messages.comparison.locationInvalid })
    .min(22, { message: messages.comparison.locationInvalid })
    .max(26.5, { message: messages.comparison.locationInvalid }),
  lng: z
    .number({ message: messages.comparison.locationInvalid })
    .min(51, { message: messages.comparison.locationInvalid })
    .max(56.5, { message: messages.comparison.locationInvalid }),
});

/** catalog.labs.list: optional emirate; with `near`, labs come nearest first with their distance. */
export const labsListInput = z
  .object({ emirate: z.string().trim().max(50).optional(), near: latLngSchema.optional() })
  .default({});

/**
 * catalog.compareBasket: 1–20 distinct tests, optional emirate, home collection and location;
 * `limit` labs at most, best first (1–500, default 50), or only the lab `labId`.
 */
export const compareBasketInput = z.object({
  testIds: z
    .array(idSchema)
    .min(1, { message: messages.comparison.basketEmpty })
    .max(20, { message: messages.comparison.basketFull })
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, {
      message: messages.booking.testsNotDistinct,
    }),
  emirate: z.string().trim().max(50, { message: m.tooLong }).optional(),
  homeCollection: z.boolean().optional(),
  near: latLngSchema.optional(),
  payer: payerInput.optional(),
  limit: wholeNumber(messages.comparison.labLimitInvalid, 1, COMPARE_LAB_LIMIT_MAX).default(
    COMPARE_LAB_LIMIT_DEFAULT,
  ),
  labId: idSchema.optional(),
});

/** basket.set: the signed-in patient's whole basket (replaces it); basket.merge adds to it. */
export const basketInput = z.object({
  testIds: z.array(idSchema).max(20, { message: messages.comparison.basketFull }),
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
  pagePath: requiredText(m.pagePathRequired, 500).refine((p) => p.startsWith("/"), {
    message: m.pagePathInvalid,
    when: (payload) => typeof payload.value === "string" && payload.value.trim().length > 0,
  }),
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
