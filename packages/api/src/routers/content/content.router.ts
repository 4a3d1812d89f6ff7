/** content.*: public reads of published blog posts, resources and SEO settings (no sign-in needed). */
import { pageSeoPathInput, publicPostIdInput } from "@labcompare/validators";
import { publicProcedure, router } from "../../trpc.ts";
import { publicQuery } from "../../service-procedures.ts";
import * as out from "./content.schema.ts";
import * as content from "../../content/content.service.ts";
import { outputCheck } from "../../output-check.ts";

export const contentRouter = router({
  blog: router({
    /** Output: published posts, newest first (no content). */
    list: publicProcedure
      .output(outputCheck(out.postListOutput))
      .query(({ ctx }) => content.listPublishedPosts(ctx.db)),
    /** Input: { id }. Output: the published post with HTML content. NOT_FOUND "Post Not Found". */
    byId: publicQuery(publicPostIdInput, out.postOutput, (db, { id }) => content.getPublishedPost(db, id)),
  }),
  resources: router({
    /** Output: every resource, newest first: { id, title, category, description, link, createdAt }. */
    list: publicProcedure
      .output(outputCheck(out.resourceListOutput))
      .query(({ ctx }) => content.listResources(ctx.db)),
  }),
  /** Contact details, social links and testimonials for the header, footer and home page. */
  settings: publicProcedure
    .output(outputCheck(out.siteSettingsOutput))
    .query(({ ctx }) => ctx.siteData.siteSettings(ctx.db)),
  seo: router({
    /** Output: site-wide { siteTitle, siteDescription, defaultOgImage, googleAnalyticsId, updatedAt, exists } (defaults when none saved). */
    get: publicProcedure
      .output(outputCheck(out.seoSettingsOutput))
      .query(({ ctx }) => ctx.siteData.seoSettings(ctx.db)),
    /** Input: { path }. Output: that page's { pagePath, title, description, keywords, ogImage, canonicalUrl, … } or null. */
    pageSeo: publicProcedure
      .input(pageSeoPathInput)
      .output(outputCheck(out.pageSeoOutput))
      .query(({ ctx, input }) => ctx.siteData.pageSeo(ctx.db, input.path)),
  }),
});
