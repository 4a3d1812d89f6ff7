/**
 * /resources: "Blog & Resources" with the tabs "Blog Posts" (published posts,
 * newest first) and "Health Resources" (external links). The open tab is kept in ?tab=; each tab
 * is a link to its URL (/resources, /resources?tab=resources), so it opens before the page's
 * scripts have run and without them (the server renders the tab the URL names).
 */
import { AspectRatio, Card, Container, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useSearchParams } from "react-router-dom";
import { CardGridSkeleton, type SkeletonBar } from "../../components/CardGridSkeleton";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { useStaticPageSeo } from "../../lib/staticPageSeo";
import { trpc } from "../../trpc";
import { BlogCard, IMAGE_RATIO } from "./BlogCard";
import { ResourceCard } from "./ResourceCard";
import { HydrateRestLater } from "../../components/HydrateLater";

const TABS = { blog: "blog", resources: "resources" } as const;
const TAB_HREF = { blog: "/resources", resources: "/resources?tab=resources" } as const;

/** A tab as a link to its URL (replacing the history entry, as switching tabs is not a new page); arrow keys click it too. */
function tabLink(tab: keyof typeof TABS) {
  return (props: Record<string, unknown>) => (
    <Link {...props} to={TAB_HREF[tab]} replace preventScrollReset />
  );
}

export default function ResourcesPage() {
  const { t } = useTranslation("blog");
  useStaticPageSeo("/resources", t("page.title"));
  const [params] = useSearchParams();
  const tab = params.get("tab") === TABS.resources ? TABS.resources : TABS.blog;

  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t("page.title")}</Title>
        <Text size="lg" c="dimmed">
          {t("page.intro")}
        </Text>
      </Stack>
      <Tabs value={tab} keepMounted={false}>
        <Tabs.List mb="xl">
          <Tabs.Tab value={TABS.blog} renderRoot={tabLink(TABS.blog)}>
            {t("page.tabPosts")}
          </Tabs.Tab>
          <Tabs.Tab value={TABS.resources} renderRoot={tabLink(TABS.resources)}>
            {t("page.tabResources")}
          </Tabs.Tab>
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
  const { t } = useTranslation("blog");
  const posts = trpc.content.blog.list.useQuery(undefined, { staleTime: 60_000 });
  return (
    <TabList
      query={posts}
      loading={
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="lg"
          role="status"
          aria-busy="true"
          aria-label={t("posts.loading")}
        >
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
      }
      errorTitle={t("posts.loadFailed")}
      empty={t("posts.empty")}
      card={(post) => <BlogCard post={post} />}
    />
  );
}

/**
 * A tab's list: `loading` while `query` is pending, a red alert titled `errorTitle` with the server's
 * message when it failed, `empty` (centred, dimmed) when it has no items, else one `card` per item
 * (keyed by its id) in a grid of 1 to 3 columns, those past the first screen hydrated later.
 */
function TabList<T extends { id: string }>({
  query,
  loading,
  errorTitle,
  empty,
  card,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  loading: React.ReactNode;
  errorTitle: string;
  empty: string;
  card: (item: T) => React.ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || !query.data) {
    return <QueryErrorAlert title={errorTitle} error={query.error} />;
  }
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={48} size="lg">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <HydrateRestLater items={query.data} keyOf={(item) => item.id}>
        {card}
      </HydrateRestLater>
    </SimpleGrid>
  );
}

/** A resource card while loading: category, title, two lines of description and the link. */
const RESOURCE_CARD_BARS: SkeletonBar[] = [
  { h: 12, w: "35%", mb: "sm" },
  { h: 20, w: "80%", mb: "md" },
  { h: 12, mb: 6 },
  { h: 12, w: "70%", mb: "lg" },
  { h: 14, w: "40%" },
];

function HealthResources() {
  const { t } = useTranslation("blog");
  const resources = trpc.content.resources.list.useQuery(undefined, { staleTime: 60_000 });
  return (
    <TabList
      query={resources}
      loading={<CardGridSkeleton label={t("resources.loading")} bars={RESOURCE_CARD_BARS} />}
      errorTitle={t("resources.loadFailed")}
      empty={t("resources.empty")}
      card={(r) => <ResourceCard resource={r} />}
    />
  );
}
