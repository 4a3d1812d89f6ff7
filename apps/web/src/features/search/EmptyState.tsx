/**
 * The search page's empty state: what was not found, "Clear filters" when filters are on, suggested
 * searches and the categories. Props: `q`, `filtersActive`, `onClear`, `categories`.
 */
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";
import { Link } from "react-router-dom";

const SUGGESTIONS = ["cbc", "vitamin d", "thyroid", "lipid profile", "hba1c"];

export function EmptyState({
  q,
  filtersActive,
  onClear,
  categories,
}: {
  q: string;
  filtersActive: boolean;
  onClear: () => void;
  categories: { id: string; name: string }[];
}) {
  return (
    <Card shadow="xs" py={48} data-testid="search-empty">
      <Stack align="center" ta="center" gap="md">
        <IconMoodEmpty size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} fz="h3">
          No tests found
        </Title>
        <Text c="dimmed" maw={480}>
          {q ? `We couldn't find any tests matching "${q}".` : "No tests match these filters."} Check the spelling, try
          a shorter or more general term, or browse by category.
        </Text>
        {filtersActive && (
          <Button variant="light" onClick={onClear}>
            Clear filters
          </Button>
        )}
        <Text size="sm" fw={600}>
          Try searching for:
        </Text>
        <Group justify="center" gap="xs">
          {SUGGESTIONS.map((s) => (
            <Button key={s} component={Link} to={`/search?q=${encodeURIComponent(s)}`} variant="default" size="xs" radius="xl">
              {s}
            </Button>
          ))}
        </Group>
        {categories.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Or browse categories:
            </Text>
            <Group justify="center" gap="xs">
              {categories.map((c) => (
                <Button key={c.id} component={Link} to={`/product/${c.id}`} variant="light" size="xs" radius="xl">
                  {c.name}
                </Button>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
