/**
 * The admin blog post form's data: the post being edited (`admin.blog.byId`, when `postId` is set
 * and not "new"), the form (validated with the shared `blogPostInput`, refilled when the saved post
 * arrives), and the create / update mutations: a toast, then back to the list; on failure the
 * server's field errors go on the fields. Output: `editing`, `post`, `form`, `notFound`, `save`,
 * `saving`.
 */
import { useEffect } from "react";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useNavigate } from "react-router-dom";
import { blogPostInput } from "@labcompare/validators/schemas";
import { messages } from "@labcompare/validators/messages";
import { useLatest } from "../../../lib/hooks";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { trpc, trpcErrorCode, trpcFieldErrors } from "../../../trpc";

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

export function useBlogPostForm(postId: string | undefined) {
  const editing = Boolean(postId && postId !== "new");
  const navigate = useNavigate();
  const utils = trpc.useUtils();

  const post = trpc.admin.blog.byId.useQuery({ id: postId ?? "" }, { enabled: editing });

  const form = useForm({
    mode: "controlled",
    initialValues: EMPTY,
    validate: zod4Resolver(blogPostInput, { errorPriority: "first" }),
  });

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

  const done = () => {
    void utils.admin.blog.invalidate();
    void utils.content.blog.invalidate();
    void utils.admin.audit.invalidate();
    void navigate(BLOG_POSTS_LIST);
  };
  const create = trpc.admin.blog.create.useMutation({
    onSuccess: () => {
      notifySuccess(b.createdTitle, b.createdMessage);
      done();
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError(b.errorTitle, b.createFailed);
    },
  });
  const update = trpc.admin.blog.update.useMutation({
    onSuccess: () => {
      notifySuccess(b.updatedTitle, b.updatedMessage);
      done();
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError(b.errorTitle, b.updateFailed);
    },
  });
  const save = (values: BlogPostValues) => {
    if (editing && postId) update.mutate({ id: postId, ...values });
    else create.mutate(values);
  };

  const notFound =
    editing && post.isError && ["NOT_FOUND", "BAD_REQUEST"].includes(trpcErrorCode(post.error) ?? "");
  return { editing, post, form, notFound, save, saving: create.isPending || update.isPending };
}

export type BlogPostFormState = ReturnType<typeof useBlogPostForm>;
