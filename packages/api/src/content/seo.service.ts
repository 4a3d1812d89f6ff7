/**
 * Search-engine settings (the admin console's SEO screen): the single site-wide row (id 1) and per-page
 * entries. While no site row exists, reads return DEFAULT_SEO_SETTINGS with `exists: false`.
 * Every write is audited.
 */
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import {
  DEFAULT_SEO_SETTINGS,
  messages,
  normalizePagePath,
  type pageSeoInput,
  type seoSettingsInput,
} from "@labcompare/validators";
import type { z } from "zod";
import { recordAudit } from "../audit/audit.ts";
import { isUniqueViolation } from "../errors.ts";

export const SEO_SETTINGS_ID = 1;

export const seoSettingsSelect = {
  siteTitle: true,
  siteDescription: true,
  defaultOgImage: true,
  googleAnalyticsId: true,
  updatedAt: true,
} satisfies Prisma.SeoSettingsSelect;

export const pageSeoSelect = {
  id: true,
  pagePath: true,
  title: true,
  description: true,
  keywords: true,
  ogImage: true,
  canonicalUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PageSeoSelect;

/**
 * The site-wide settings: { siteTitle, siteDescription, defaultOgImage, googleAnalyticsId,
 * updatedAt (Date | null), exists }. Without a saved row: the defaults, updatedAt null, exists false.
 */
export async function getSeoSettings(db: PrismaClient) {
  const row = await db.seoSettings.findUnique({ where: { id: SEO_SETTINGS_ID }, select: seoSettingsSelect });
  if (!row) return { ...DEFAULT_SEO_SETTINGS, updatedAt: null as Date | null, exists: false };
  return { ...row, exists: true };
}

/**
 * Saves the site-wide settings: inserts the row when missing, otherwise updates it.
 * Empty optional values are stored as null. Audited as "seoSettings.create" / "seoSettings.update".
 * Output: as getSeoSettings, with exists true.
 */
export async function upsertSeoSettings(
  db: PrismaClient,
  input: z.output<typeof seoSettingsInput>,
  actorId: string,
) {
  return transaction(db, async (tx) => {
    const existing = await tx.seoSettings.findUnique({
      where: { id: SEO_SETTINGS_ID },
      select: seoSettingsSelect,
    });
    const row = await tx.seoSettings.upsert({
      where: { id: SEO_SETTINGS_ID },
      create: { id: SEO_SETTINGS_ID, ...input },
      update: input,
      select: seoSettingsSelect,
    });
    await recordAudit(tx, actorId, {
      action: existing ? "seoSettings.update" : "seoSettings.create",
      entity: "seoSettings",
      entityId: String(SEO_SETTINGS_ID),
      before: existing,
      after: row,
    });
    // The same shape as getSeoSettings's, whose updatedAt may be null.
    const updatedAt: Date | null = row.updatedAt;
    return { ...row, updatedAt, exists: true };
  });
}

/** Every page entry ordered by page path. */
export async function listPageSeo(db: PrismaClient) {
  return db.pageSeo.findMany({ orderBy: { pagePath: "asc" }, select: pageSeoSelect });
}

/**
 * Adds a page entry (path normalised: no trailing slash, query or fragment). Audited as "pageSeo.create".
 * Output: the entry. Errors: CONFLICT "SEO settings for this page path already exist".
 */
export async function createPageSeo(db: PrismaClient, input: z.output<typeof pageSeoInput>, actorId: string) {
  const data = { ...input, pagePath: normalizePagePath(input.pagePath) };
  const conflict = () => new AppError("CONFLICT", messages.admin.pagePathTaken);
  try {
    return await transaction(db, async (tx) => {
      const taken = await tx.pageSeo.findUnique({ where: { pagePath: data.pagePath }, select: { id: true } });
      if (taken) throw conflict();
      const page = await tx.pageSeo.create({ data, select: pageSeoSelect });
      await recordAudit(tx, actorId, {
        action: "pageSeo.create",
        entity: "pageSeo",
        entityId: page.id,
        before: null,
        after: page,
      });
      return page;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Deletes a page entry. Audited as "pageSeo.delete". Output: { id }. Errors: NOT_FOUND "Page SEO not found". */
export async function deletePageSeo(db: PrismaClient, input: { id: string }, actorId: string) {
  return transaction(db, async (tx) => {
    const existing = await tx.pageSeo.findUnique({ where: { id: input.id }, select: pageSeoSelect });
    if (!existing) throw new AppError("NOT_FOUND", messages.admin.pageSeoNotFound);
    // deleteMany: a twin deleting the same row at once waits on its lock, then deletes nothing.
    if ((await tx.pageSeo.deleteMany({ where: { id: input.id } })).count === 0) {
      throw new AppError("NOT_FOUND", messages.admin.pageSeoNotFound);
    }
    await recordAudit(tx, actorId, {
      action: "pageSeo.delete",
      entity: "pageSeo",
      entityId: input.id,
      before: existing,
      after: null,
    });
    return { id: input.id };
  });
}

/** The entry for a page path (normalised as on save), or null when the page has none. */
export async function getPageSeo(db: PrismaClient, path: string) {
  if (!path.trim()) return null;
  return db.pageSeo.findUnique({ where: { pagePath: normalizePagePath(path) }, select: pageSeoSelect });
}
