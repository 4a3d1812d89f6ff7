/**
 * Admin blog posts: list newest first, read, create, update (sets
 * updated_at to now), publish/unpublish, delete. Content is HTML, sanitised on every save.
 * Every write is audited.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { messages, type blogPostInput } from "@labcompare/validators";
import type { z } from "zod";
import { createWithAudit, rowDeleter, updateWithAudit } from "../admin/audited-writes.ts";
import { byIdRows } from "../admin/by-id-rows.ts";
import { sanitizeBlogHtml } from "./sanitize.ts";

/** Columns of the admin list: id, title, excerpt, created_at, updated_at, author, category, is_published. */
export const blogListSelect = {
  id: true,
  title: true,
  excerpt: true,
  createdAt: true,
  updatedAt: true,
  author: true,
  category: true,
  isPublished: true,
} satisfies Prisma.BlogPostSelect;

/** Every column of a post (the edit form and the public page). */
export const blogPostSelect = {
  ...blogListSelect,
  content: true,
  imageUrl: true,
} satisfies Prisma.BlogPostSelect;

type BlogPostValues = z.output<typeof blogPostInput>;

const notFound = () => new AppError("NOT_FOUND", messages.blog.notFound);

/** Posts by id with every column, for the audited delete (its audit row keeps the last content). */
const postRows = byIdRows({
  model: (tx) => tx.blogPost,
  select: blogPostSelect,
  toDto: (row) => row,
  notFound,
});

/** Sanitised values for a save. Errors: BAD_REQUEST "Content is required" when nothing is left after cleaning. */
function cleanValues(input: BlogPostValues): BlogPostValues {
  const content = sanitizeBlogHtml(input.content);
  if (!content) throw new AppError("BAD_REQUEST", messages.validation.contentRequired);
  return { ...input, content, imageUrl: input.imageUrl || null };
}

/** Every post, newest first (drafts included), without content. Dates are Date objects. */
export async function listPosts(db: PrismaClient) {
  return db.blogPost.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: blogListSelect });
}

/** One post (draft or published) with content. Errors: NOT_FOUND "Post Not Found". */
export async function getPost(db: PrismaClient, id: string) {
  const post = await db.blogPost.findUnique({ where: { id }, select: blogPostSelect });
  if (!post) throw notFound();
  return post;
}

/**
 * Creates a post (content sanitised; empty image URL stored as null). Audited as "blogPost.create".
 * Output: the post. Errors: BAD_REQUEST "Content is required" when the content is only unsafe markup.
 */
export async function createPost(db: PrismaClient, input: BlogPostValues, actorId: string) {
  const values = cleanValues(input);
  return createWithAudit(db, actorId, {
    action: "blogPost.create",
    create: (tx) => tx.blogPost.create({ data: values, select: blogPostSelect }),
  });
}

/**
 * Replaces a post's fields and sets updatedAt to now. Audited as "blogPost.update". Output: the post.
 * Errors: NOT_FOUND "Post Not Found"; BAD_REQUEST "Content is required".
 */
export async function updatePost(db: PrismaClient, input: BlogPostValues & { id: string }, actorId: string) {
  const { id, ...rest } = input;
  const values = cleanValues(rest);
  return updateWithAudit(db, actorId, {
    action: "blogPost.update",
    id,
    notFound,
    find: (tx) => tx.blogPost.findUnique({ where: { id }, select: blogPostSelect }),
    update: (tx) =>
      tx.blogPost.update({
        where: { id },
        data: { ...values, updatedAt: new Date() },
        select: blogPostSelect,
      }),
  });
}

/**
 * Publishes or unpublishes a post (only published posts are public). Audited as "blogPost.setPublished".
 * Output: the post without content. Errors: NOT_FOUND "Post Not Found".
 */
export async function setPublished(
  db: PrismaClient,
  input: { id: string; isPublished: boolean },
  actorId: string,
) {
  return updateWithAudit(db, actorId, {
    action: "blogPost.setPublished",
    id: input.id,
    notFound,
    find: (tx) => tx.blogPost.findUnique({ where: { id: input.id }, select: { isPublished: true } }),
    update: (tx) =>
      tx.blogPost.update({
        where: { id: input.id },
        data: { isPublished: input.isPublished },
        select: blogListSelect,
      }),
    audit: (existing, post) => ({
      before: { isPublished: existing.isPublished },
      after: { isPublished: post.isPublished },
    }),
  });
}

/** Deletes a post for good. Audited as "blogPost.delete" (the audit row keeps its last content). Output: { id }. Errors: NOT_FOUND. */
export const deletePost = rowDeleter("blogPost.delete", postRows);
