import { Card, Stack, Text, Title } from "@mantine/core";
import { usePageTitle } from "../lib/title";

/** Stand-in for an admin screen that is not built yet. */
export function AdminPlaceholder({ title, description }: { title: string; description?: string }) {
  usePageTitle(`Admin – ${title}`);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      <Card shadow="xs">
        <Text c="dimmed">This section of the admin console is coming soon.</Text>
      </Card>
    </Stack>
  );
}
