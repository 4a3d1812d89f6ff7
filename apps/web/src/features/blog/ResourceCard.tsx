import { Badge, Card, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { EnglishText, englishValue } from "../../i18n/EnglishText";
import type { RouterOutputs } from "../../trpc";
import { NewTabAnchor } from "../../components/NewTabAnchor";

type Resource = RouterOutputs["content"]["resources"]["list"][number];

/**
 * A health resource of the Resources tab: its category, title, description and a link out (new tab),
 * named for screen readers. Resources are written in English: marked as such on an Arabic page.
 */
export function ResourceCard({ resource }: { resource: Resource }) {
  const { t } = useTranslation("blog");
  const titleId = `resource-${resource.id}`;
  return (
    <Card shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Badge variant="outline" color="gray" c="dark.6" w="fit-content">
          <EnglishText inline noNote>
            {resource.category}
          </EnglishText>
        </Badge>
        <EnglishText text={resource.title + resource.description}>
          <Title id={titleId} order={2} fz="lg" lh={1.35}>
            {resource.title}
          </Title>
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {resource.description}
          </Text>
        </EnglishText>
        <NewTabAnchor
          href={resource.link}
          size="sm"
          fw={600}
          mt="sm"
          style={{ display: "inline-flex", alignItems: "center", gap: 4, width: "fit-content" }}
        >
          {t("resources.view")}
          <VisuallyHidden>
            <Trans t={t} i18nKey="resources.viewAbout" {...englishValue("title", resource.title)} />
          </VisuallyHidden>
          <IconExternalLink size={14} aria-hidden />
        </NewTabAnchor>
      </Stack>
    </Card>
  );
}
