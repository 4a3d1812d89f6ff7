/** admin.seo: site-wide SEO settings (single row) and per-page SEO entries. */
import { idInput, pageSeoInput, seoSettingsInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as seo from "../../../content/seo.service.ts";

export const adminSeoRouter = router({
  /** Output: { siteTitle, siteDescription, defaultOgImage, googleAnalyticsId, updatedAt, exists } (defaults when no row). */
  get: adminProcedure.query(({ ctx }) => seo.getSeoSettings(ctx.db)),
  /** Input: { siteTitle, siteDescription, defaultOgImage?, googleAnalyticsId? }. Inserts or updates. Output: the settings. Audited. */
  upsert: adminWrite(seoSettingsInput, seo.upsertSeoSettings),
  /** Output: every page entry ordered by page path. */
  pageList: adminProcedure.query(({ ctx }) => seo.listPageSeo(ctx.db)),
  /** Input: { pagePath, title, description, keywords?, ogImage?, canonicalUrl? }. Output: the entry. CONFLICT on a duplicate path. Audited. */
  pageCreate: adminWrite(pageSeoInput, seo.createPageSeo),
  /** Input: { id }. Output: { id }. NOT_FOUND "Page SEO not found". Audited. */
  pageDelete: adminWrite(idInput, seo.deletePageSeo),
});
