/**
 * The blog's messages (its public post page and the admin's screens), in a module of their own so the
 * public post page doesn't ship every other message (first-load JS). Part of `messages` (messages.ts) as
 * `messages.blog`.
 */
import { keyMessages } from "./message-keys.ts";

export const blogMessages = keyMessages("blog", {
  deletedTitle: "Post deleted",
  deletedMessage: "The blog post has been deleted successfully.",
  errorTitle: "Error",
  deleteFailed: "Failed to delete the blog post. Please try again.",
  toggleFailed: "Failed to update the blog post. Please try again.",
  published: "Post published",
  unpublished: "Post unpublished",
  createdTitle: "Post created",
  createdMessage: "Your blog post has been created successfully.",
  createFailed: "Failed to create blog post. Please try again.",
  updatedTitle: "Post updated",
  updatedMessage: "Your blog post has been updated successfully.",
  updateFailed: "Failed to update blog post. Please try again.",
  notFound: "Post Not Found",
} as const);
