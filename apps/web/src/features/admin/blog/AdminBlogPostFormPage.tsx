/**
 * /admin/blog-posts/new and /admin/blog-posts/edit/:postId. Editing
 * when postId is present and not "new". Validated on the client with the shared blogPostInput
 * schema, so empty required fields show the same messages the server would give.
 */
import { useEffect } from "react";
import { Button, Card, Checkbox, Group, Skeleton, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { Link, useNavigate, useParams } from "react-router-dom";
import { blogPostInput } from "@labcompare/validators/schemas";
import { messages } from "@labcompare/validators/messages";
import { useLatest } from "../../../lib/hooks";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { trpc, trpcErrorCode, trpcFieldErrors } from "../../../trpc";
import { PageHeader } from "../components/ui";

const b = messages.blog;
const LIST = "/admin/blog-posts";

const EMPTY = { title: "", excerpt: "", content: "", author: "", category: "", imageUrl: "", isPublished: false };

/** The create / edit blog post screen; remounts the form when the post changes. */
export default function AdminBlogPostFormPage() {
  const { postId } = useParams();
  return <BlogPostForm key={postId ?? "new"} postId={postId} />;
}

/** The form itself, for one post (or a new one). */
function BlogPostForm({ postId }: { postId: string | undefined }) {
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
    void navigate(LIST);
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
  const saving = create.isPending || update.isPending;

  const notFound = editing && post.isError && ["NOT_FOUND", "BAD_REQUEST"].includes(trpcErrorCode(post.error) ?? "");

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Button component={Link} to={LIST} variant="subtle" px="xs" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to Blog Posts
        </Button>
      </div>
      <PageHeader
        title={editing ? "Edit Post" : "New Post"}
        subtitle={editing ? "Update the blog post below." : "Write a new blog post for the Blog & Resources page."}
      />
      {notFound ? (
        <Card shadow="xs">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="h3">
              {b.notFound}
            </Title>
            <Text c="dimmed">The blog post you are trying to edit does not exist or has been deleted.</Text>
            <Button component={Link} to={LIST}>
              Back to Blog Posts
            </Button>
          </Stack>
        </Card>
      ) : editing && post.isPending ? (
        <Card shadow="xs">
          <Stack gap="md" role="status" aria-busy="true" aria-label="Loading post">
            <Skeleton h={36} />
            <Skeleton h={80} />
            <Skeleton h={300} />
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} w="40%" />
          </Stack>
        </Card>
      ) : (
        <Card shadow="xs">
          <form
            noValidate
            onSubmit={form.onSubmit((values) => {
              if (editing && postId) update.mutate({ id: postId, ...values });
              else create.mutate(values);
            })}
          >
            <Stack gap="md">
              <TextInput label="Title" required {...form.getInputProps("title")} />
              <Textarea
                label="Excerpt"
                description="A short summary shown on the blog list"
                required
                autosize
                minRows={3}
                styles={{ input: { minHeight: 80 } }}
                {...form.getInputProps("excerpt")}
              />
              <Textarea
                label="Content"
                description="HTML is supported (for example <p>, <h2>, <ul>, <a>, <strong>)"
                required
                autosize
                minRows={12}
                styles={{ input: { minHeight: 300, fontFamily: "var(--mantine-font-family-monospace)", fontSize: 14 } }}
                {...form.getInputProps("content")}
              />
              <Group grow align="flex-start" wrap="wrap">
                <TextInput label="Author" required miw={220} {...form.getInputProps("author")} />
                <TextInput label="Category" required miw={220} {...form.getInputProps("category")} />
              </Group>
              <TextInput
                label="Featured Image URL"
                description="Optional: a link to an image (https://…)"
                placeholder="https://example.com/image.jpg"
                type="url"
                {...form.getInputProps("imageUrl")}
              />
              <Checkbox
                label="Publish post"
                description="Published posts are visible to everyone on the site"
                {...form.getInputProps("isPublished", { type: "checkbox" })}
              />
              <Group justify="flex-end" gap="sm" mt="sm">
                {editing && (
                  <Button variant="default" component={Link} to={LIST}>
                    Cancel
                  </Button>
                )}
                <Button type="submit" disabled={saving} loading={saving}>
                  {editing ? "Update Post" : "Create Post"}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
