/**
 * /product/{categoryId}: a category's header (CategoryHeader) and its "Available Tests"
 * (CategoryTestCard each; a skeleton grid while loading, the error with a retry, or an empty state).
 * A category that cannot be loaded shows why, with a retry unless it does not exist.
 */
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useParams } from "react-router-dom";
import { BackButton } from "../../components/BackButton";
import { HydrateRestLater } from "../../components/HydrateLater";
import { CardGridSkeleton, type SkeletonBar } from "../../components/CardGridSkeleton";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { errorMessage } from "../../trpc";
import { CategoryHeader } from "./CategoryHeader";
import { CategoryTestCard } from "./CategoryTestCard";
import { useCategoryPage } from "./useCategoryPage";

/** A test card while loading: name, two lines of description and the price row. */
const TEST_CARD_BARS: SkeletonBar[] = [
  { h: 20, w: "70%", mb: "sm" },
  { h: 12, mb: 6 },
  { h: 12, w: "85%", mb: "md" },
  { h: 30, w: "50%" },
];

export default function CategoryPage() {
  const { t } = useTranslation(["category", "common"]);
  const { categoryId = "" } = useParams();
  const { category, tests, categoryMissing } = useCategoryPage(categoryId);

  if (category.isError) {
    return (
      <Container size="lg" py="xl">
        <BackButton />
        <Stack align="center" ta="center" py={80} gap="md">
          <Title order={1}>{categoryMissing ? t("notFound") : t("fetchError")}</Title>
          <Text c="dimmed">
            {categoryMissing ? t("notFoundText") : errorMessage(category.error, t("retryText"), t)}
          </Text>
          <Group justify="center">
            {!categoryMissing && (
              <Button variant="light" onClick={() => void category.refetch()}>
                {t("common:loadError.retry")}
              </Button>
            )}
            <Button component={Link} to="/search">
              {t("browseAll")}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  return (
    <>
      <CategoryHeader category={category.data} />
      <Container size="lg" py="xl">
        <Title order={2} mb="lg">
          {t("availableTests")}
        </Title>
        {tests.isPending ? (
          <CardGridSkeleton label={t("loadingTests")} bars={TEST_CARD_BARS} />
        ) : tests.isError ? (
          <LoadErrorAlert
            title={t("fetchTestsError")}
            error={tests.error}
            onRetry={() => void tests.refetch()}
          />
        ) : tests.data.length === 0 ? (
          <Stack align="center" ta="center" py={48} gap="md">
            <Text size="lg" fw={600}>
              {t("empty")}
            </Text>
            <Button component={Link} to="/search">
              {t("browseAll")}
            </Button>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            <HydrateRestLater items={tests.data} keyOf={(test) => test.id}>
              {(test) => <CategoryTestCard test={test} categoryId={categoryId} />}
            </HydrateRestLater>
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
