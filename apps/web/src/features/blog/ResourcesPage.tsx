/**
 * /resources (SPEC "Resources"): "Blog & Resources" with the tabs "Blog Posts" (published posts,
 * newest first) and "Health Resources" (external links). The open tab is kept in ?tab=.
 */
import { STATIC_PAGE_DESCRIPTIONS } from "@labcompare/validators/pages";
import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertCircle, IconArrowRight, IconExternalLink } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router-dom";
import { useSeo } from "../../lib/seo";
import { errorMessage, trpc, type RouterOutputs } from "../../trpc";
import { formatPostDate, isoDate, PostImagePlaceholder } from "./blog";

type PostSummary = RouterOutputs["content"]["blog"]["list"][number];
type Resource = RouterOutputs["content"]["resources"]["list"][number];

const TABS = { blog: "blog", resources: "resources" } as const;
const IMAGE_RATIO = 16 / 9;

export default function ResourcesPage() {
  useSeo({
    fallback: {
      title: "Blog & Resources",
      description: STATIC_PAGE_DESCRIPTIONS["/resources"],
    },
  });
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === TABS.resources ? TABS.resources : TABS.blog;

  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Blog & Resources</Title>
        <Text size="lg" c="dimmed">
          Health articles and trusted guides to help you prepare for your lab tests and understand your results.
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === TABS.resources ? { tab: TABS.resources } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="xl">
          <Tabs.Tab value={TABS.blog}>Blog Posts</Tabs.Tab>
          <Tabs.Tab value={TABS.resources}>Health Resources</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={TABS.blog}>
          <BlogPosts />
        </Tabs.Panel>
        <Tabs.Panel value={TABS.resources}>
          <HealthResources />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function BlogPosts() {
  const posts = trpc.content.blog.list.useQuery(undefined, { staleTime: 60_000 });
  if (posts.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading blog posts">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} shadow="xs" padding={0}>
            <AspectRatio ratio={IMAGE_RATIO}>
              <Skeleton radius={0} />
            </AspectRatio>
            <Stack gap="sm" p="lg">
              <Skeleton h={12} w="40%" />
              <Skeleton h={20} w="90%" />
              <Skeleton h={12} />
              <Skeleton h={12} w="80%" />
              <Skeleton h={12} w="30%" mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (posts.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Could not load blog posts">
        {errorMessage(posts.error)}
      </Alert>
    );
  }
  if (posts.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={48} size="lg">
        No blog posts yet
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {posts.data.map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </SimpleGrid>
  );
}

function BlogCard({ post }: { post: PostSummary }) {
  const to = `/blog/${post.id}`;
  const titleId = `post-${post.id}`;
  return (
    <Card shadow="xs" padding={0} component="article" aria-labelledby={titleId}>
      <AspectRatio ratio={IMAGE_RATIO}>
        {post.imageUrl ? (
          <Image src={post.imageUrl} alt="" loading="lazy" fit="cover" />
        ) : (
          <PostImagePlaceholder height="100%" />
        )}
      </AspectRatio>
      <Stack gap="xs" p="lg" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Badge variant="light" color="brand" c="brand.9" style={{ minWidth: 0 }}>
            {post.category}
          </Badge>
          <Text component="time" dateTime={isoDate(post.createdAt)} size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {formatPostDate(post.createdAt)}
          </Text>
        </Group>
        <Title id={titleId} order={2} fz="lg" lineClamp={2} lh={1.35}>
          <Anchor component={Link} to={to} c="inherit" underline="hover" inherit>
            {post.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        <Group justify="space-between" align="center" mt="sm" wrap="nowrap" gap="sm">
          <Text size="sm" fw={500} truncate="end">
            By {post.author}
          </Text>
          <Anchor
            component={Link}
            to={to}
            size="sm"
            fw={600}
            style={{ display: "inline-flex", alignItems: "center", gap: 4, flexShrink: 0 }}
          >
            Read more
            <VisuallyHidden> about {post.title}</VisuallyHidden>
            <IconArrowRight size={14} aria-hidden />
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

function HealthResources() {
  const resources = trpc.content.resources.list.useQuery(undefined, { staleTime: 60_000 });
  if (resources.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading health resources">
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} shadow="xs">
            <Skeleton h={12} w="35%" mb="sm" />
            <Skeleton h={20} w="80%" mb="md" />
            <Skeleton h={12} mb={6} />
            <Skeleton h={12} w="70%" mb="lg" />
            <Skeleton h={14} w="40%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (resources.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Could not load health resources">
        {errorMessage(resources.error)}
      </Alert>
    );
  }
  if (resources.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={48} size="lg">
        No resources available
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {resources.data.map((r) => (
        <ResourceCard key={r.id} resource={r} />
      ))}
    </SimpleGrid>
  );
}

function ResourceCard({ resource }: { resource: Resource }) {
  const titleId = `resource-${resource.id}`;
  return (
    <Card shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Badge variant="outline" color="gray" c="dark.6" w="fit-content">
          {resource.category}
        </Badge>
        <Title id={titleId} order={2} fz="lg" lh={1.35}>
          {resource.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {resource.description}
        </Text>
        <Anchor
          href={resource.link}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          mt="sm"
          style={{ display: "inline-flex", alignItems: "center", gap: 4, width: "fit-content" }}
        >
          View Resource
          <VisuallyHidden>: {resource.title} (opens in a new tab)</VisuallyHidden>
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </Stack>
    </Card>
  );
}
