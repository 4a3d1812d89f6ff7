/** The rows and the empty state of the admin blog posts list (AdminBlogPostsPage.tsx). */
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconExternalLink, IconPencil, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { DateCell, TextCell } from "../components/cells";
import { DeleteAction } from "../components/rowActions";
import { shortDate, type AdminBlogPost } from "../lib";

/**
 * The row of `post`: title, category, author, date, Published/Draft, then Publish/Unpublish
 * (`onToggle`, spinning while `toggling`), view in a new tab, edit, and delete (`onDelete`).
 */
export function BlogPostRow({
  post,
  toggling,
  onToggle,
  onDelete,
}: {
  post: AdminBlogPost;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Tr>
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
            loading={toggling}
            onClick={onToggle}
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
          <DeleteAction name="post" tooltip="Delete post" onClick={onDelete} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The card shown instead of the table when there is no post yet, with "Create Post". */
export function NoBlogPosts() {
  return (
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
  );
}
