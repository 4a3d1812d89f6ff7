/**
 * /admin/blog-posts: every post newest first with title, category,
 * author, date, status and actions (publish toggle, view in a new tab, edit, delete with a
 * confirmation dialog). Empty state invites creating the first post.
 */
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconExternalLink, IconPencil, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { ConfirmDeleteModal } from "../components/ConfirmDeleteModal";
import { DateCell, TextCell } from "../components/cells";
import { DeleteAction } from "../components/rowActions";
import { useDeleteRow } from "../components/useRowActions";
import { shortDate, type AdminBlogPost } from "../lib";
import { useInvalidateBlog } from "./useBlogPostForm";

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
      emptyState={
        <Card shadow="xs" padding="xl">
          <Stack align="center" ta="center" gap="sm" py="xl">
            <Text fw={700} fz="lg">
              No blog posts yet
            </Text>
            <Text c="dimmed">Create your first blog post to share information with your users.</Text>
            <Button
              component={Link}
              to="/admin/blog-posts/new"
              leftSection={<IconPlus size={16} aria-hidden />}
              mt="sm"
            >
              Create Post
            </Button>
          </Stack>
        </Card>
      }
      minWidth={860}
      columns={["Title", "Category", "Author", "Date", "Status", "Actions"]}
      pending={posts.isPending}
      rows={posts.data}
      error="Error fetching blog posts"
      empty=""
      row={(post) => (
        <Table.Tr key={post.id}>
          <Table.Td maw={360}>
            <Text size="sm" fw={600} lineClamp={2}>
              {post.title}
            </Text>
          </Table.Td>
          <TextCell>{post.category}</TextCell>
          <TextCell>{post.author}</TextCell>
          <DateCell>{shortDate(post.createdAt)}</DateCell>
          <Table.Td>
            {post.isPublished ? (
              <Badge color="green" variant="light" c="#1b5e2a" tt="none">
                Published
              </Badge>
            ) : (
              <Badge color="gray" variant="light" c="dark.6" tt="none">
                Draft
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                w={92}
                loading={toggle.isPending && toggle.variables?.id === post.id}
                onClick={() => toggle.mutate({ id: post.id, isPublished: !post.isPublished })}
                aria-label={`${post.isPublished ? "Unpublish" : "Publish"} ${post.title}`}
              >
                {post.isPublished ? "Unpublish" : "Publish"}
              </Button>
              <Tooltip label="View post (opens in a new tab)">
                <ActionIcon
                  variant="subtle"
                  component="a"
                  href={`/blog/${post.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="View post"
                >
                  <IconExternalLink size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Edit post">
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={`/admin/blog-posts/edit/${post.id}`}
                  aria-label="Edit post"
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <DeleteAction name="post" tooltip="Delete post" onClick={() => remove.confirm(post)} />
            </Group>
          </Table.Td>
        </Table.Tr>
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
