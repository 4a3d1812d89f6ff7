/**
 * The admin blog post form's data: the post being edited (`admin.blog.byId`, when `postId` is set
 * and not "new"), the form (validated with the shared `blogPostInput`, refilled when the saved post
 * arrives), and the create / update mutations: a toast, then back to the list; on failure the
 * server's field errors go on the fields. Output: `editing`, `post`, `form`, `notFound`, `save`,
 * `saving`.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { blogPostInput } from "@labcompare/validators/schemas";
import { messages } from "@labcompare/validators/messages";
import { useLatest } from "../../../lib/hooks";
import { trpc, trpcErrorCode } from "../../../trpc";
import { useAdminForm } from "../components/CatalogForm";
import { useFormMutation } from "../hooks/useAdminMutation";
import { useInvalidate } from "../lib";

const b = messages.blog;
export const BLOG_POSTS_LIST = "/admin/blog-posts";

const EMPTY = {
  title: "",
  excerpt: "",
  content: "",
  author: "",
  category: "",
  imageUrl: "",
  isPublished: false,
};
type BlogPostValues = typeof EMPTY;

/** Returns a function that refetches the admin and public blog lists and the audit log after a post changes. */
export function useInvalidateBlog() {
  return useInvalidate((u) => [u.admin.blog, u.content.blog, u.admin.audit]);
}

export function useBlogPostForm(postId: string | undefined) {
  const editing = Boolean(postId && postId !== "new");
  const navigate = useNavigate();

  const post = trpc.admin.blog.byId.useQuery({ id: postId ?? "" }, { enabled: editing });

  const form = useAdminForm(blogPostInput, EMPTY);

  // Fill the form once the post arrives.
  const loaded = post.data;
  // The form is refilled only when the saved record changes, not on the form object's identity.
  const latestFormRef = useLatest(form);
  useEffect(() => {
    if (!loaded) return;
    latestFormRef.current.initialize({
      title: loaded.title,
      excerpt: loaded.excerpt,
      content: loaded.content,
      author: loaded.author,
      category: loaded.category,
      imageUrl: loaded.imageUrl ?? "",
      isPublished: loaded.isPublished,
    });
  }, [loaded, latestFormRef]);

  // After a save: back to the list; a failure's toast says ours, not the server's, message.
  const saved = {
    errorTitle: b.errorTitle,
    onSuccess: () => void navigate(BLOG_POSTS_LIST),
    invalidate: useInvalidateBlog(),
  };
  const create = trpc.admin.blog.create.useMutation(
    useFormMutation(form, {
      ...saved,
      success: () => [b.createdTitle, b.createdMessage],
      errorMessage: b.createFailed,
    }),
  );
  const update = trpc.admin.blog.update.useMutation(
    useFormMutation(form, {
      ...saved,
      success: () => [b.updatedTitle, b.updatedMessage],
      errorMessage: b.updateFailed,
    }),
  );
  const save = (values: BlogPostValues) => {
    if (editing && postId) update.mutate({ id: postId, ...values });
    else create.mutate(values);
  };

  const notFound =
    editing && post.isError && ["NOT_FOUND", "BAD_REQUEST"].includes(trpcErrorCode(post.error) ?? "");
  return { editing, post, form, notFound, save, saving: create.isPending || update.isPending };
}

export type BlogPostFormState = ReturnType<typeof useBlogPostForm>;
