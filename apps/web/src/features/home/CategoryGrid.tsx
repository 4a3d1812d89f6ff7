import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
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
import { Link } from "react-router-dom";
import { HomeSection } from "./HomeSection";
import { trpc } from "../../trpc";

/** The 8 fixed home category cards (SPEC section 2). */
export const HOME_CATEGORIES: { name: string; description: string; icon: Icon; color: string }[] = [
  { name: "Heart Health", description: "Cholesterol, cardiac markers and heart risk checks.", icon: IconHeartbeat, color: "red" },
  { name: "Diabetes & Metabolism", description: "HbA1c, glucose, insulin and metabolic screening.", icon: IconDroplet, color: "blue" },
  { name: "Genetic Testing", description: "DNA tests for inherited conditions and carrier status.", icon: IconDna, color: "grape" },
  { name: "Hormone Panels", description: "Reproductive, adrenal and growth hormone tests.", icon: IconFlask, color: "pink" },
  { name: "Brain & Neurology", description: "Tests that support neurological care and monitoring.", icon: IconBrain, color: "violet" },
  { name: "Vitamin & Mineral", description: "Vitamin D, B12, iron and key mineral levels.", icon: IconPill, color: "orange" },
  { name: "Prenatal & Fertility", description: "Pregnancy, fertility and prenatal screening.", icon: IconBabyCarriage, color: "cyan" },
  { name: "Executive Health", description: "Comprehensive check-ups and wellness packages.", icon: IconBriefcase, color: "indigo" },
];

const normalise = (s: string) => s.trim().toLowerCase();

export function CategoryGrid() {
  const categories = trpc.catalog.categories.list.useQuery(undefined, { staleTime: 5 * 60_000 });
  const byName = new Map((categories.data ?? []).map((c) => [normalise(c.name), c]));

  return (
    <HomeSection
      id="categories"
      anchored
      title="Browse Tests by Category"
      subtitle="Find the right test for your health needs"
      action={
        <Button component={Link} to="/search" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
          View All
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {HOME_CATEGORIES.map((card) => {
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
                  {card.name}
                </Title>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {card.description}
                </Text>
                {categories.isPending ? (
                  <Skeleton h={14} w={70} />
                ) : (
                  match && (
                    <Text size="xs" c="dimmed">
                      {match.testCount} {match.testCount === 1 ? "test" : "tests"}
                    </Text>
                  )
                )}
                <Anchor component={Link} to={to} fw={600} size="sm" aria-label={`View Tests: ${card.name}`}>
                  <Group gap={4}>
                    View Tests <IconArrowRight size={14} aria-hidden />
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
