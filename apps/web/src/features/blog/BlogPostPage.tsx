/**
 * /blog/{postId}: a published post with its HTML content (sanitised by the server
 * on save). Sets the title, description, image, type "article" and keywords from the category.
 * Missing or unpublished: "Post Not Found" with "Back to Resources".
 */
import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from "@mantine/core";
import { IconArrowLeft, IconCalendar, IconUser } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useParams } from "react-router-dom";
import { blogMessages } from "@labcompare/validators/blog-messages";
import { siteNameFrom } from "@labcompare/validators/seo-text";
import { EnglishText, englishValue } from "../../i18n/EnglishText";
import { localizeMessage } from "../../i18n/messagesByKey";
import { useLocale } from "../../i18n/useLocale";
import { useSeo, useSeoSettings } from "../../lib/seo";
import { errorMessage, trpc, trpcErrorCode, type RouterOutputs } from "../../trpc";
import { formatPostDate, isoDate } from "./blog";
import { blogPostSeo } from "./blogPostHead";
import classes from "./BlogPost.module.css";

function BackToResources() {
  const { t } = useTranslation("blog");
  return (
    <Button
      component={Link}
      to="/resources"
      variant="subtle"
      px="xs"
      leftSection={<IconArrowLeft size={16} aria-hidden className="mirror-rtl" />}
    >
      {t("back")}
    </Button>
  );
}

export default function BlogPostPage() {
  const { t } = useTranslation("blog");
  const { postId = "" } = useParams();
  const post = trpc.content.blog.byId.useQuery({ id: postId });
  const settings = useSeoSettings();
  const missing = trpcErrorCode(post.error) === "NOT_FOUND";
  const p = post.data;
  const notFound = localizeMessage(blogMessages.notFound, t);

  // Only for the head tags (useSeo writes them in an effect); the server render has no window.
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const siteName = siteNameFrom(settings.data?.siteTitle ?? "");
  useSeo(
    p
      ? {
          ...blogPostSeo(p, {
            origin,
            siteName,
            crumbs: { home: t("crumbs.home"), resources: t("crumbs.resources") },
          }),
          loading: settings.isPending,
        }
      : post.isError
        ? { fallback: { title: missing ? notFound : t("post.title") }, noindex: true }
        : { loading: true },
  );

  if (post.isError) {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{missing ? notFound : t("post.loadFailed")}</Title>
          <Text c="dimmed">{missing ? t("post.missing") : errorMessage(post.error, undefined, t)}</Text>
          <Button
            component={Link}
            to="/resources"
            leftSection={<IconArrowLeft size={16} aria-hidden className="mirror-rtl" />}
          >
            {t("back")}
          </Button>
        </Stack>
      </Container>
    );
  }

  if (!p) return <BlogPostSkeleton />;

  return <BlogPostArticle post={p} />;
}

/** The post's shape while it loads, announced as loading. */
function BlogPostSkeleton() {
  const { t } = useTranslation("blog");
  return (
    <Container size="md" py="xl" role="status" aria-busy="true" aria-label={t("post.loading")}>
      <BackToResources />
      <Skeleton h={22} w={120} mt="lg" mb="md" radius="xl" />
      <Skeleton h={40} w="90%" mb="sm" />
      <Skeleton h={40} w="60%" mb="md" />
      <Skeleton h={16} w="40%" mb="xl" />
      <Skeleton h={320} mb="xl" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h={14} mb={10} w={i % 3 === 2 ? "70%" : "100%"} />
      ))}
    </Container>
  );
}

/** The post: category, title, date and author, excerpt, image (a fixed 16:9 frame) and the content. */
function BlogPostArticle({ post: p }: { post: RouterOutputs["content"]["blog"]["byId"] }) {
  const { t } = useTranslation("blog");
  const locale = useLocale();
  return (
    <Container size="md" py="xl" component="article" aria-labelledby="post-title">
      <BackToResources />
      <Stack gap="md" mt="lg" mb="xl">
        <Badge variant="light" color="brand" c="brand.9" size="lg" w="fit-content">
          <EnglishText inline noNote>
            {p.category}
          </EnglishText>
        </Badge>
        <EnglishText text={p.title + p.excerpt}>
          <Title id="post-title" order={1} lh={1.2} fz={{ base: 30, sm: 40 }}>
            {p.title}
          </Title>
        </EnglishText>
        <Group gap="lg" c="dimmed">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text component="time" dateTime={isoDate(p.createdAt)} size="sm" c="dimmed">
              {formatPostDate(p.createdAt, locale)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUser size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              <Trans t={t} i18nKey="by" {...englishValue("author", p.author)} />
            </Text>
          </Group>
        </Group>
        <EnglishText noNote text={p.title + p.excerpt}>
          <Text size="lg" c="dark.6">
            {p.excerpt}
          </Text>
        </EnglishText>
      </Stack>
      {p.imageUrl && (
        // A fixed 16:9 frame, so the text below does not jump when the image arrives.
        <AspectRatio ratio={16 / 9} mb="xl">
          <Image src={p.imageUrl} alt="" radius="lg" fit="cover" />
        </AspectRatio>
      )}
      <Typography className={classes.content}>
        <EnglishText noNote text={p.title + p.excerpt}>
          <Box dangerouslySetInnerHTML={{ __html: p.content }} />
        </EnglishText>
      </Typography>
      <Divider my="xl" />
      <BackToResources />
    </Container>
  );
}
