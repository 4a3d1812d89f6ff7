/**
 * The search page's empty state: what was not found, "Clear filters" when filters are on, suggested
 * searches and the categories. Props: `q`, `filtersActive`, `clearHref` (the search without filters), `categories`.
 */
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";

/** Searches the catalogue answers (in the catalogue's language, English, on both sites). */
const SUGGESTIONS = ["cbc", "vitamin d", "thyroid", "lipid profile", "hba1c"];

export interface EmptyStateProps {
  q: string;
  filtersActive: boolean;
  clearHref: string;
  categories: { id: string; name: string; nameAr?: string | null }[];
}

export function EmptyState({ q, filtersActive, clearHref, categories }: EmptyStateProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  return (
    <Card shadow="xs" py={48} data-testid="search-empty">
      <Stack align="center" ta="center" gap="md">
        <IconMoodEmpty size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} fz="h3">
          {t("empty.title")}
        </Title>
        <Text c="dimmed" maw={480}>
          {q ? t("empty.query", { q }) : t("empty.filters")}
        </Text>
        {filtersActive && (
          <Button variant="light" component={Link} to={clearHref}>
            {t("filters.clear")}
          </Button>
        )}
        <Text size="sm" fw={600}>
          {t("empty.trySearching")}
        </Text>
        <Group justify="center" gap="xs">
          {SUGGESTIONS.map((s) => (
            <Button
              key={s}
              component={Link}
              to={`/search?q=${encodeURIComponent(s)}`}
              variant="default"
              size="xs"
              radius="xl"
            >
              {s}
            </Button>
          ))}
        </Group>
        {categories.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t("empty.browseCategories")}
            </Text>
            <Group justify="center" gap="xs">
              {categories.map((c) => (
                <Button
                  key={c.id}
                  component={Link}
                  to={`/product/${c.id}`}
                  variant="light"
                  size="xs"
                  radius="xl"
                >
                  {entityName(c, locale)}
                </Button>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
