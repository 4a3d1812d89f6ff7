/**
 * Site settings (a single row, id 1): the contact details the header, footer, WhatsApp links and
 * server-rendered pages show, social links, and the home page's testimonials. Until an admin saves
 * real values, the seeded demo values are used and flagged (`isDemo`) so the dashboard can warn.
 */
import { type PrismaClient, transaction } from "@labcompare/db";
import { DEMO_SITE_SETTINGS, type siteSettingsInput } from "@labcompare/validators";
import type { z } from "zod";
import { recordAudit } from "../audit/audit.ts";

export interface Testimonial {
  name: string;
  location: string;
  text: string;
}

/** The home page's five testimonials: the default until an admin edits them. */
export const DEFAULT_TESTIMONIALS: Testimonial[] = [
  {
    name: "Sarah M.",
    location: "Dubai Marina, Dubai",
    text: "I compared prices for my vitamin D test and saved almost half. Booking took two minutes and the results came the next day.",
  },
  {
    name: "Ahmed K.",
    location: "Khalifa City, Abu Dhabi",
    text: "Home collection was a lifesaver with my schedule. The nurse arrived on time and the report was in my inbox the same evening.",
  },
  {
    name: "Priya R.",
    location: "Al Barsha, Dubai",
    text: "Finally one place to see every lab's price for the same test. The comparison table made the choice easy.",
  },
  {
    name: "James T.",
    location: "Jumeirah Lake Towers, Dubai",
    text: "I booked an executive health package for my annual check-up. Clear preparation instructions and no surprises at the lab.",
  },
  {
    name: "Fatima A.",
    location: "Al Reem Island, Abu Dhabi",
    text: "Great for tracking my thyroid tests every few months. I can see all my bookings in one dashboard.",
  },
];

/**
 * The settings as pages use them: { whatsappNumber, whatsappUrl, phone (E.164), email, privacyEmail
 * (null = privacy requests go to `email`), address, socialLinks, testimonials, isDemo, updatedAt }.
 * Demo values when no row exists.
 */
export async function getSiteSettings(db: PrismaClient) {
  const row = await db.siteSettings.findUnique({ where: { id: 1 } });
  const s = row ?? {
    ...DEMO_SITE_SETTINGS,
    testimonials: DEFAULT_TESTIMONIALS,
    isDemo: true,
    updatedAt: null as Date | null,
  };
  return {
    whatsappNumber: s.whatsappNumber,
    whatsappUrl: `https://wa.me/${s.whatsappNumber}`,
    phone: s.phone,
    email: s.email,
    privacyEmail: s.privacyEmail ?? null,
    address: s.address,
    socialLinks: (s.socialLinks ?? {}) as Record<string, string>,
    testimonials: (s.testimonials ?? []) as unknown as Testimonial[],
    isDemo: s.isDemo,
    updatedAt: s.updatedAt,
  };
}

/** admin.settings.update: saves every field (no longer demo). Audited as "siteSettings.update". */
export async function updateSiteSettings(
  db: PrismaClient,
  input: z.output<typeof siteSettingsInput>,
  actorId: string,
) {
  const socialLinks = Object.fromEntries(Object.entries(input.socialLinks).filter(([, v]) => v));
  return transaction(db, async (tx) => {
    const before = await tx.siteSettings.findUnique({ where: { id: 1 } });
    const data = {
      whatsappNumber: input.whatsappNumber,
      phone: input.phone,
      email: input.email,
      privacyEmail: input.privacyEmail ?? null,
      address: input.address,
      socialLinks,
      testimonials: input.testimonials,
      isDemo: false,
    };
    await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    await recordAudit(tx, actorId, {
      action: "siteSettings.update",
      entity: "siteSettings",
      entityId: "1",
      before,
      after: data,
    });
    return getSiteSettings(tx as unknown as PrismaClient);
  });
}

/** Seeds the demo settings when none exist (first start), flagged as demo. */
export async function ensureSiteSettings(db: PrismaClient): Promise<void> {
  if (await db.siteSettings.findUnique({ where: { id: 1 }, select: { id: true } })) return;
  await db.siteSettings.create({
    data: { id: 1, ...DEMO_SITE_SETTINGS, testimonials: DEFAULT_TESTIMONIALS as never, isDemo: true },
  });
}
