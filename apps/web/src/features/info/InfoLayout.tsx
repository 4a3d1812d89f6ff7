import { useEffect } from "react";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useLocation } from "react-router-dom";
import { useSeo } from "../../lib/seo";

/**
 * Shared frame of the footer's static pages: the heading, an optional intro, and the page's head
 * tags (`title` as the route's label, `description` as its built-in description; a PageSeo entry
 * for the path takes precedence, as on the server).
 */
export function InfoLayout({
  title,
  intro,
  description,
  updated,
  children,
}: {
  title: string;
  intro?: string;
  /** Meta description (defaults to the intro). */
  description?: string;
  /** "Last updated" date shown under the title of policies. */
  updated?: string;
  children?: React.ReactNode;
}) {
  useSeo({ fallback: { title, description: description ?? intro ?? null } });
  // Links such as /cookies#your-choices (footer "Cookie settings") scroll to their section.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(), 50);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
  return (
    <Container size="md" py={48}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {updated && (
          <Text size="sm" c="dimmed">
            Last updated: {updated}
          </Text>
        )}
        {intro && (
          <Text size="lg" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}

/** A titled section of a policy page. */
export function InfoSection({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" mt="md" component="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Title order={2} fz="h3" id={id ? `${id}-title` : undefined}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
