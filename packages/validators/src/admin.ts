/**
 * Admin console inputs: site settings, emails, users, blog, SEO, resources and the audit log here;
 * the catalogue's in ./admin-catalog.ts, the bookings' in ./admin-bookings.ts and the shared
 * constants in ./admin-constants.ts, all re-exported. Messages come from ./messages.ts (`messages.admin` plus the form messages in
 * `messages.validation`).
 */
import { z } from "zod";
import {
  blogPostInput,
  emailSchema,
  hasNoNul,
  idSchema,
  noNul,
  optionalText,
  optionalUrl,
  phoneSchema,
  requiredText,
  resourceInput,
} from "./schemas.ts";
import { a, dateFilter, fromNotAfterTo, m, pageSchema, searchText } from "./admin-fields.ts";
import { auditEntities } from "./admin-constants.ts";

export * from "./admin-constants.ts";
export * from "./admin-catalog.ts";
export * from "./admin-bookings.ts";
export { aedAmount, optionalAedAmount } from "./admin-fields.ts";

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
  socialLinks: z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl])) as Record<
        (typeof SOCIAL_NETWORKS)[number],
        typeof optionalUrl
      >,
    )
    .default({} as never),
  testimonials: z.array(testimonialSchema).max(12, { message: a.tooManyItems }).default([]),
});

/** admin.emails.list: the outbox, filtered by status and recipient. */
export const adminEmailsListInput = z
  .object({
    status: z.enum(["queued", "sending", "sent", "failed", "cancelled"]).optional(),
    q: z.string().trim().max(254, { message: m.tooLong }).optional(),
    page: z
      .number()
      .int()
      .min(1, { message: m.pageInvalid })
      .max(10_000, { message: m.pageInvalid })
      .default(1),
  })
  .default({ page: 1 });
export const setActiveInput = z.object({ id: idSchema, active: z.boolean() });

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

/** admin.blog.update: the form's fields plus the post id (updated by id with the same fields). */
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
