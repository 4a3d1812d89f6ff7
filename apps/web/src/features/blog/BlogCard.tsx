/**
 * A post's card in the Blog Posts tab. Posts are written in English: on an Arabic page their title,
 * excerpt, category and author are marked as English (the title and excerpt after a note).
 */
import {
  Anchor,
  AspectRatio,
  Badge,
  Card,
  Group,
  Image,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { EnglishText, englishValue } from "../../i18n/EnglishText";
import { useLocale } from "../../i18n/useLocale";
import type { RouterOutputs } from "../../trpc";
import { formatPostDate, isoDate, PostImagePlaceholder } from "./blog";

type PostSummary = RouterOutputs["content"]["blog"]["list"][number];

export const IMAGE_RATIO = 16 / 9;

/** A published post in the Blog Posts tab: image, category, date, title, excerpt, author and "Read more". */
export function BlogCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation("blog");
  const locale = useLocale();
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
            <EnglishText inline noNote>
              {post.category}
            </EnglishText>
          </Badge>
          <Text
            component="time"
            dateTime={isoDate(post.createdAt)}
            size="sm"
            c="dimmed"
            style={{ flexShrink: 0 }}
          >
            {formatPostDate(post.createdAt, locale)}
          </Text>
        </Group>
        <EnglishText text={post.title + post.excerpt}>
          <Title id={titleId} order={2} fz="lg" lineClamp={2} lh={1.35}>
            <Anchor component={Link} to={to} c="inherit" underline="hover" inherit>
              {post.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
            {post.excerpt}
          </Text>
        </EnglishText>
        <Group justify="space-between" align="center" mt="sm" wrap="nowrap" gap="sm">
          <Text size="sm" fw={500} truncate="end">
            <Trans t={t} i18nKey="by" {...englishValue("author", post.author)} />
          </Text>
          <Anchor
            component={Link}
            to={to}
            size="sm"
            fw={600}
            style={{ display: "inline-flex", alignItems: "center", gap: 4, flexShrink: 0 }}
          >
            {t("posts.readMore")}
            <VisuallyHidden>
              <Trans t={t} i18nKey="posts.readMoreAbout" {...englishValue("title", post.title)} />
            </VisuallyHidden>
            <IconArrowRight size={14} aria-hidden className="mirror-rtl" />
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
