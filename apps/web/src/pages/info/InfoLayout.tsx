import { Container, Stack, Text, Title } from "@mantine/core";
import { usePageTitle } from "../../lib/title";

/** Shared frame of the footer's static pages. */
export function InfoLayout({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="md" py={48}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
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
