/**
 * The search page's empty state: what was not found, "Clear filters" when filters are on, suggested
 * searches and the categories. Props: `q`, `filtersActive`, `clearHref` (the search without filters), `categories`.
 */
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { entityName } from "@labcompare/domain/locale";
import { EmptyStateHeading } from "../../components/EmptyStateHeading";
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
        <EmptyStateHeading
          icon={IconMoodEmpty}
          title={t("empty.title")}
          text={q ? t("empty.query", { q }) : t("empty.filters")}
        />
        {filtersActive && (
          <Button variant="light" component={Link} to={clearHref}>
            {t("filters.clear")}
          </Button>
        )}
        <PillLinks
          title={t("empty.trySearching")}
          variant="default"
          links={SUGGESTIONS.map((s) => ({ key: s, to: `/search?q=${encodeURIComponent(s)}`, label: s }))}
        />
        {categories.length > 0 && (
          <PillLinks
            title={t("empty.browseCategories")}
            variant="light"
            links={categories.map((c) => ({
              key: c.id,
              to: `/product/${c.id}`,
              label: entityName(c, locale),
            }))}
          />
        )}
      </Stack>
    </Card>
  );
}

/** A bold `title` over a centred row of small round buttons, each a link (`to`) with its `label`. */
function PillLinks({
  title,
  variant,
  links,
}: {
  title: string;
  variant: "default" | "light";
  links: { key: string; to: string; label: string }[];
}) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Group justify="center" gap="xs">
        {links.map((link) => (
          <Button key={link.key} component={Link} to={link.to} variant={variant} size="xs" radius="xl">
            {link.label}
          </Button>
        ))}
      </Group>
    </>
  );
}
