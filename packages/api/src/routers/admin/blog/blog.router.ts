/** admin.blog: blog posts (the console's list of posts and its post form). */
import { blogPostInput, blogPostUpdateInput, blogSetPublishedInput, idInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as blog from "../../../content/blog.service.ts";
import { assertImageHost } from "../../../image-hosts.ts";

export const adminBlogRouter = router({
  /** Output: every post newest first: id, title, excerpt, createdAt, updatedAt, author, category, isPublished. */
  list: adminProcedure.query(({ ctx }) => blog.listPosts(ctx.db)),
  /** Input: { id }. Output: the post with content and imageUrl. NOT_FOUND "Post Not Found". */
  byId: adminProcedure.input(idInput).query(({ ctx, input }) => blog.getPost(ctx.db, input.id)),
  /** Input: { title, excerpt, content (HTML, sanitised), author, category, imageUrl? (this site or IMAGE_HOSTS), isPublished }. Output: the post. Audited. */
  create: adminProcedure.input(blogPostInput).mutation(({ ctx, input }) => {
    assertImageHost(input.imageUrl, ctx.imageHosts);
    return blog.createPost(ctx.db, input, ctx.user.id);
  }),
  /** Input: { id, ...same fields }. Sets updatedAt to now. Output: the post. NOT_FOUND "Post Not Found". Audited. */
  update: adminProcedure.input(blogPostUpdateInput).mutation(({ ctx, input }) => {
    assertImageHost(input.imageUrl, ctx.imageHosts);
    return blog.updatePost(ctx.db, input, ctx.user.id);
  }),
  /** Input: { id, isPublished }. Output: the post (list columns). NOT_FOUND. Audited. */
  setPublished: adminWrite(blogSetPublishedInput, blog.setPublished),
  /** Input: { id }. Output: { id }. NOT_FOUND "Post Not Found". Audited. */
  delete: adminWrite(idInput, blog.deletePost),
});
