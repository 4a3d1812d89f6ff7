/**
 * /admin/blog-posts (SPEC "Admin blog posts list"): every post newest first with title, category,
 * author, date, status and actions (publish toggle, view in a new tab, edit, delete with a
 * confirmation dialog). Empty state invites creating the first post.
 */
import { useState } from "react";
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { ConfirmDialog, PageHeader, TableMessage } from "../components/ui";
import { shortDate, type AdminBlogPost } from "../lib";

const b = messages.blog;

/** The admin blog posts list. */
export default function AdminBlogPostsPage() {
  const posts = trpc.admin.blog.list.useQuery();
  useErrorToast(posts.error, "Error fetching blog posts");
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);

  const utils = trpc.useUtils();
  const invalidate = () => Promise.all([utils.admin.blog.invalidate(), utils.content.blog.invalidate(), utils.admin.audit.invalidate()]);

  const toggle = trpc.admin.blog.setPublished.useMutation({
    onSuccess: (post) => {
      utils.admin.blog.list.setData(undefined, (old) => old?.map((p) => (p.id === post.id ? { ...p, ...post } : p)));
      notifySuccess(post.isPublished ? b.published : b.unpublished);
      void invalidate();
    },
    onError: () => notifyError(b.errorTitle, b.toggleFailed),
  });
  const remove = trpc.admin.blog.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.admin.blog.list.setData(undefined, (old) => old?.filter((p) => p.id !== id));
      notifySuccess(b.deletedTitle, b.deletedMessage);
      setDeleting(null);
      void invalidate();
    },
    onError: () => {
      setDeleting(null);
      notifyError(b.errorTitle, b.deleteFailed);
    },
  });

  const empty = posts.data?.length === 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Blog Posts"
        subtitle="Manage your blog posts and resources"
        actions={
          <Button component={Link} to="/admin/blog-posts/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New Post
          </Button>
        }
      />
      {empty ? (
        <Card shadow="xs" padding="xl">
          <Stack align="center" ta="center" gap="sm" py="xl">
            <Text fw={700} fz="lg">
              No blog posts yet
            </Text>
            <Text c="dimmed">Create your first blog post to share information with your users.</Text>
            <Button component={Link} to="/admin/blog-posts/new" leftSection={<IconPlus size={16} aria-hidden />} mt="sm">
              Create Post
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card shadow="xs" padding={0}>
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Author</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {posts.isPending ? (
                  <TableMessage colSpan={6} status>
                    Loading...
                  </TableMessage>
                ) : !posts.data ? (
                  <TableMessage colSpan={6}>Error fetching blog posts</TableMessage>
                ) : (
                  posts.data.map((post) => (
                    <Table.Tr key={post.id}>
                      <Table.Td maw={360}>
                        <Text size="sm" fw={600} lineClamp={2}>
                          {post.title}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{post.category}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{post.author}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                          {shortDate(post.createdAt)}
                        </Text>
                      </Table.Td>
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
                            <ActionIcon variant="subtle" component={Link} to={`/admin/blog-posts/edit/${post.id}`} aria-label="Edit post">
                              <IconPencil size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete post">
                            <ActionIcon variant="subtle" color="red.8" aria-label="Delete post" onClick={() => setDeleting(post)}>
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      <ConfirmDialog
        opened={deleting !== null}
        title="Are you sure?"
        message="This action cannot be undone. This will permanently delete the blog post."
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
