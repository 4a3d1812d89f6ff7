/** /product/{categoryId}: a category's header and its "Available Tests" (SPEC section 2). */
import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClock, IconDna, IconHeart } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { catalogMessages } from "@labcompare/validators/catalog-messages";
import { BackButton } from "../../components/BackButton";
import { DEFAULT_RESULT_TIME } from "../../lib/catalog";
import { useErrorToast } from "../../lib/hooks";
import { useSeo } from "../../lib/seo";
import { trpc, trpcErrorCode } from "../../trpc";

/** The category icon: heart, dna, or heart by default (SPEC section 2). */
function CategoryIcon({ icon, size = 28 }: { icon: string | null | undefined; size?: number }) {
  return icon === "dna" ? <IconDna size={size} aria-hidden /> : <IconHeart size={size} aria-hidden />;
}

export default function CategoryPage() {
  const { categoryId = "" } = useParams();
  const category = trpc.catalog.categories.byId.useQuery({ id: categoryId });
  const tests = trpc.catalog.tests.byCategory.useQuery({ categoryId });
  const c0 = category.data;
  useSeo(
    c0
      ? {
          title: `${c0.name} Tests`,
          description: c0.description,
          canonicalPath: `/product/${c0.id}`,
          fallback: {
            description: `Compare ${c0.name} lab tests and prices from partner labs in Dubai and Abu Dhabi, and book online.`,
            keywords: `${c0.name}, ${c0.name} tests, lab tests Dubai, lab tests Abu Dhabi`,
          },
        }
      : category.isError
        ? { fallback: { title: catalogMessages.categoryNotFound }, noindex: true }
        : { loading: true },
  );

  const categoryMissing = trpcErrorCode(category.error) === "NOT_FOUND";
  useErrorToast(category.error, () => (categoryMissing ? catalogMessages.categoryNotFound : catalogMessages.fetchCategoryError), !categoryMissing);
  useErrorToast(categoryMissing ? null : tests.error, catalogMessages.fetchTestsError);

  if (category.isError) {
    return (
      <Container size="lg" py="xl">
        <BackButton />
        <Stack align="center" ta="center" py={80} gap="md">
          <Title order={1}>{categoryMissing ? catalogMessages.categoryNotFound : catalogMessages.fetchCategoryError}</Title>
          <Text c="dimmed">
            {categoryMissing
              ? "The category you're looking for doesn't exist or has been removed."
              : "Please try again in a moment."}
          </Text>
          <Button component={Link} to="/search">
            Browse All Tests
          </Button>
        </Stack>
      </Container>
    );
  }

  const c = category.data;
  return (
    <>
      <Box bg="brand.0" py={40}>
        <Container size="lg">
          <BackButton />
          {c ? (
            <Group gap="lg" mt="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={64} radius="lg" variant="light" color="red" aria-hidden>
                <CategoryIcon icon={c.icon} size={34} />
              </ThemeIcon>
              <Stack gap="xs">
                <Title order={1}>{c.name}</Title>
                <Title order={2} fz="lg" fw={600}>
                  About {c.name} Tests
                </Title>
                <Text c="dimmed" maw={760}>
                  {c.description ||
                    `Explore ${c.name.toLowerCase()} tests offered by our partner labs across the UAE. Compare prices, check preparation requirements and book online in minutes.`}
                </Text>
              </Stack>
            </Group>
          ) : (
            <Group gap="lg" mt="md" wrap="nowrap" role="status" aria-busy="true" aria-label="Loading category">
              <Skeleton h={64} w={64} radius="lg" />
              <Stack gap="xs" style={{ flex: 1 }}>
                <Skeleton h={32} w="40%" />
                <Skeleton h={18} w="30%" />
                <Skeleton h={14} w="80%" />
              </Stack>
            </Group>
          )}
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Title order={2} mb="lg">
          Available Tests
        </Title>
        {tests.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading tests">
            {Array.from({ length: 6 }, (_, i) => (
              <Card key={i} shadow="xs">
                <Skeleton h={20} w="70%" mb="sm" />
                <Skeleton h={12} mb={6} />
                <Skeleton h={12} w="85%" mb="md" />
                <Skeleton h={30} w="50%" />
              </Card>
            ))}
          </SimpleGrid>
        ) : tests.isError ? (
          <Text c="dimmed">{catalogMessages.fetchTestsError}</Text>
        ) : tests.data.length === 0 ? (
          <Stack align="center" ta="center" py={48} gap="md">
            <Text size="lg" fw={600}>
              No tests available in this category yet
            </Text>
            <Button component={Link} to="/search">
              Browse All Tests
            </Button>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {tests.data.map((t) => (
              <Card key={t.id} shadow="xs" component="article" aria-labelledby={`test-${t.id}`}>
                <Stack gap="sm" h="100%">
                  <Title id={`test-${t.id}`} order={3} fz="lg">
                    {t.name}
                  </Title>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
                    {t.description || "No description available."}
                  </Text>
                  <Group gap={6}>
                    <Group gap={4} wrap="nowrap">
                      <IconClock size={14} aria-hidden />
                      <Text size="sm">Results in {t.resultTime || DEFAULT_RESULT_TIME}</Text>
                    </Group>
                    {t.preparationInstructions && (
                      <Badge variant="light" color="orange" c="#8a3c00">
                        Preparation required
                      </Badge>
                    )}
                  </Group>
                  <Group justify="space-between" align="center" mt="xs">
                    <Text fw={800} fz="lg" c="brand.9">
                      From {formatAed(t.lowestPriceAed)}
                    </Text>
                    <Button
                      component={Link}
                      to={`/product/${categoryId}/test/${t.id}`}
                      size="sm"
                      variant="light"
                      aria-label={`View Details: ${t.name}`}
                    >
                      View Details
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
