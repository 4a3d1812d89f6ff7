/**
 * /admin/blog-posts: every post newest first with title, category,
 * author, date, status and actions (publish toggle, view in a new tab, edit, delete with a
 * confirmation dialog). Empty state invites creating the first post.
 */
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import { useDeleteRow } from "../components/useRowActions";
import type { AdminBlogPost } from "../lib";
import { BlogPostRow, NoBlogPosts } from "./BlogPostRows";
import { useInvalidateBlog } from "./useBlogPostForm";
import { isPendingFor } from "../../../lib/mutations";

const b = messages.blog;

/** The admin blog posts list. */
export default function AdminBlogPostsPage() {
  const posts = trpc.admin.blog.list.useQuery();
  useErrorToast(posts.error, "Error fetching blog posts");

  const utils = trpc.useUtils();
  const invalidate = useInvalidateBlog();

  const toggle = trpc.admin.blog.setPublished.useMutation({
    onSuccess: (post) => {
      utils.admin.blog.list.setData(undefined, (old) =>
        old?.map((p) => (p.id === post.id ? { ...p, ...post } : p)),
      );
      notifySuccess(post.isPublished ? b.published : b.unpublished);
      void invalidate();
    },
    onError: () => notifyError(b.errorTitle, b.toggleFailed),
  });
  const remove = useDeleteRow(trpc.admin.blog.delete, "blog post", (post: AdminBlogPost) => post.title, {
    success: () => [b.deletedTitle, b.deletedMessage],
    errorTitle: b.errorTitle,
    errorMessage: b.deleteFailed,
    onSuccess: ({ id }) => utils.admin.blog.list.setData(undefined, (old) => old?.filter((p) => p.id !== id)),
    closeOnError: true,
    invalidate,
  });

  return (
    <AdminListScreen
      title="Blog Posts"
      subtitle="Manage your blog posts and resources"
      actions={
        <Button component={Link} to="/admin/blog-posts/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New Post
        </Button>
      }
      emptyState={<NoBlogPosts />}
      minWidth={860}
      columns={["Title", "Category", "Author", "Date", "Status", "Actions"]}
      pending={posts.isPending}
      rows={posts.data}
      error="Error fetching blog posts"
      empty=""
      row={(post) => (
        <BlogPostRow
          key={post.id}
          post={post}
          toggling={isPendingFor(toggle, { id: post.id })}
          onToggle={() => toggle.mutate({ id: post.id, isPublished: !post.isPublished })}
          onDelete={() => remove.confirm(post)}
        />
      )}
    >
      <ConfirmDeleteModal
        {...remove.confirmProps}
        title="Are you sure?"
        message="This action cannot be undone. This will permanently delete the blog post."
      />
    </AdminListScreen>
  );
}
