import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconArrowRight,
  IconBabyCarriage,
  IconBrain,
  IconBriefcase,
  IconDna,
  IconDroplet,
  IconFlask,
  IconHeartbeat,
  IconPill,
  type Icon,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { HomeSection } from "./HomeSection";
import { trpc } from "../../trpc";

/**
 * The 8 fixed home category cards: `name` is the catalogue's (English) category name
 * the card finds its category by; `title` and `description` are in the page's language.
 */
function homeCategories(
  t: TFunction<"home">,
): { name: string; title: string; description: string; icon: Icon; color: string }[] {
  return [
    {
      name: "Heart Health",
      title: t("categories.heart.name"),
      description: t("categories.heart.description"),
      icon: IconHeartbeat,
      color: "red",
    },
    {
      name: "Diabetes & Metabolism",
      title: t("categories.diabetes.name"),
      description: t("categories.diabetes.description"),
      icon: IconDroplet,
      color: "blue",
    },
    {
      name: "Genetic Testing",
      title: t("categories.genetic.name"),
      description: t("categories.genetic.description"),
      icon: IconDna,
      color: "grape",
    },
    {
      name: "Hormone Panels",
      title: t("categories.hormone.name"),
      description: t("categories.hormone.description"),
      icon: IconFlask,
      color: "pink",
    },
    {
      name: "Brain & Neurology",
      title: t("categories.brain.name"),
      description: t("categories.brain.description"),
      icon: IconBrain,
      color: "violet",
    },
    {
      name: "Vitamin & Mineral",
      title: t("categories.vitamin.name"),
      description: t("categories.vitamin.description"),
      icon: IconPill,
      color: "orange",
    },
    {
      name: "Prenatal & Fertility",
      title: t("categories.prenatal.name"),
      description: t("categories.prenatal.description"),
      icon: IconBabyCarriage,
      color: "cyan",
    },
    {
      name: "Executive Health",
      title: t("categories.executive.name"),
      description: t("categories.executive.description"),
      icon: IconBriefcase,
      color: "indigo",
    },
  ];
}

const normalise = (s: string) => s.trim().toLowerCase();

export function CategoryGrid() {
  const { t } = useTranslation("home");
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const byName = new Map((categories.data ?? []).map((c) => [normalise(c.name), c]));

  return (
    <HomeSection
      id="categories"
      anchored
      title={t("categories.title")}
      subtitle={t("categories.subtitle")}
      action={
        <Button
          component={Link}
          to="/search"
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden className="mirror-rtl" />}
        >
          {t("categories.viewAll")}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {homeCategories(t).map((card) => {
          const match = byName.get(normalise(card.name));
          const to = match ? `/product/${match.id}` : `/search?category=${encodeURIComponent(card.name)}`;
          const Icon = card.icon;
          return (
            <Card key={card.name} shadow="xs" component="article" aria-labelledby={`cat-${slug(card.name)}`}>
              <Stack gap="sm" h="100%">
                <ThemeIcon size={48} radius="md" variant="light" color={card.color} aria-hidden>
                  <Icon size={26} />
                </ThemeIcon>
                <Title id={`cat-${slug(card.name)}`} order={3} fz="lg">
                  {card.title}
                </Title>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {card.description}
                </Text>
                {categories.isPending ? (
                  <Skeleton h={14} w={70} />
                ) : (
                  match && (
                    <Text size="xs" c="dimmed">
                      {t("categories.testCount", { count: match.testCount })}
                    </Text>
                  )
                )}
                <Anchor
                  component={Link}
                  to={to}
                  fw={600}
                  size="sm"
                  aria-label={t("categories.viewTestsLabel", { name: card.title })}
                >
                  <Group gap={4}>
                    {t("categories.viewTests")}{" "}
                    <IconArrowRight size={14} aria-hidden className="mirror-rtl" />
                  </Group>
                </Anchor>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}

function slug(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
