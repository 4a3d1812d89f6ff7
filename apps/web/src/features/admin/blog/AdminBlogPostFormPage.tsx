/**
 * /admin/blog-posts/new and /admin/blog-posts/edit/:postId. Editing
 * when postId is present and not "new". Validated on the client with the shared blogPostInput
 * schema, so empty required fields show the same messages the server would give. Data and saving:
 * useBlogPostForm; the fields: BlogPostFields.
 */
import { Button, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { PageHeader } from "../components/ui";
import { BlogPostFields } from "./BlogPostFields";
import { BLOG_POSTS_LIST as LIST, useBlogPostForm } from "./useBlogPostForm";

/** The create / edit blog post screen; remounts the form when the post changes. */
export default function AdminBlogPostFormPage() {
  const { postId } = useParams();
  return <BlogPostForm key={postId ?? "new"} postId={postId} />;
}

/** The form itself, for one post (or a new one). */
function BlogPostForm({ postId }: { postId: string | undefined }) {
  const { editing, post, form, notFound, save, saving } = useBlogPostForm(postId);

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Button
          component={Link}
          to={LIST}
          variant="subtle"
          px="xs"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Blog Posts
        </Button>
      </div>
      <PageHeader
        title={editing ? "Edit Post" : "New Post"}
        subtitle={
          editing ? "Update the blog post below." : "Write a new blog post for the Blog & Resources page."
        }
      />
      {notFound ? (
        <PostNotFound />
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
          <form noValidate onSubmit={form.onSubmit(save)}>
            <BlogPostFields form={form} editing={editing} saving={saving} />
          </form>
        </Card>
      )}
    </Stack>
  );
}

/** The post to edit does not exist (or was deleted), with the way back to the list. */
function PostNotFound() {
  return (
    <Card shadow="xs">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {messages.blog.notFound}
        </Title>
        <Text c="dimmed">The blog post you are trying to edit does not exist or has been deleted.</Text>
        <Button component={Link} to={LIST}>
          Back to Blog Posts
        </Button>
      </Stack>
    </Card>
  );
}
