/**
 * Public content: published blog posts, health resources and SEO values for the pages
 * (/resources, /blog and the pages' heads). Drafts are never returned here.
 */
import { UUID_PATTERN, type Prisma, type PrismaClient } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { messages } from "@labcompare/validators";

export { listResources } from "./resources.service.ts";
export { getSeoSettings } from "./seo.service.ts";

/** A published post on the blog list (no content). */
export const publicPostListSelect = {
  id: true,
  title: true,
  excerpt: true,
  author: true,
  category: true,
  imageUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.BlogPostSelect;

/** A published post on its own page. */
export const publicPostSelect = { ...publicPostListSelect, content: true } satisfies Prisma.BlogPostSelect;

/** Published posts, newest first: { id, title, excerpt, author, category, imageUrl, createdAt, updatedAt }[]. */
export async function listPublishedPosts(db: PrismaClient) {
  return db.blogPost.findMany({
    where: { isPublished: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: publicPostListSelect,
  });
}

/**
 * One published post with its (sanitised) HTML content. Errors: NOT_FOUND "Post Not Found" for a
 * draft, a missing post or a malformed id.
 */
export async function getPublishedPost(db: PrismaClient, id: string) {
  const post = UUID_PATTERN.test(id)
    ? await db.blogPost.findFirst({
        where: { id: id.toLowerCase(), isPublished: true },
        select: publicPostSelect,
      })
    : null;
  if (!post) throw new AppError("NOT_FOUND", messages.blog.notFound);
  return post;
}
