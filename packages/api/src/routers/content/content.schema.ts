/**
 * Output schemas of the public content procedures: exactly what content.service.ts and
 * settings.service.ts return (dates as Date, sent through superjson). Plain objects, no transforms.
 */
import { z } from "zod";

const postFields = {
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
};

export const postListOutput = z.array(z.object(postFields));

export const postOutput = z.object({ ...postFields, content: z.string() });

export const resourceListOutput = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    description: z.string(),
    link: z.string(),
    createdAt: z.date(),
  }),
);

export const siteSettingsOutput = z.object({
  whatsappNumber: z.string(),
  whatsappUrl: z.string(),
  phone: z.string(),
  email: z.string(),
  privacyEmail: z.string().nullable(),
  address: z.string(),
  socialLinks: z.record(z.string(), z.string()),
  testimonials: z.array(z.object({ name: z.string(), location: z.string(), text: z.string() })),
  isDemo: z.boolean(),
  updatedAt: z.date().nullable(),
});

export const seoSettingsOutput = z.object({
  siteTitle: z.string(),
  siteDescription: z.string(),
  defaultOgImage: z.string().nullable(),
  googleAnalyticsId: z.string().nullable(),
  updatedAt: z.date().nullable(),
  exists: z.boolean(),
});

export const pageSeoOutput = z
  .object({
    id: z.string(),
    pagePath: z.string(),
    title: z.string(),
    description: z.string(),
    keywords: z.string().nullable(),
    ogImage: z.string().nullable(),
    canonicalUrl: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .nullable();
