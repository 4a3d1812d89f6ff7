/** /product/{categoryId}: a category's header and its "Available Tests". */
import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClock, IconDna, IconHeart } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { BackButton } from "../../components/BackButton";
import { HydrateRestLater } from "../../components/HydrateLater";
import { CardGridSkeleton, type SkeletonBar } from "../../components/CardGridSkeleton";
import { entityName } from "@labcompare/domain/locale";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";
import { useErrorToast } from "../../lib/hooks";
import { useSeo } from "../../lib/seo";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";

/** A test card while loading: name, two lines of description and the price row. */
const TEST_CARD_BARS: SkeletonBar[] = [{ h: 20, w: "70%", mb: "sm" }, { h: 12, mb: 6 }, { h: 12, w: "85%", mb: "md" }, { h: 30, w: "50%" }];

/** The category icon: "dna" shows a DNA strand; any other value (or none) a heart. */
function CategoryIcon({ icon, size = 28 }: { icon: string | null | undefined; size?: number }) {
  return icon === "dna" ? <IconDna size={size} aria-hidden /> : <IconHeart size={size} aria-hidden />;
}

export default function CategoryPage() {
  const { t } = useTranslation(["category", "common"]);
  const locale = useLocale();
  const { categoryId = "" } = useParams();
  const category = trpc.catalog.categories.byId.useQuery({ id: categoryId });
  const tests = trpc.catalog.tests.byCategory.useQuery({ categoryId });
  const c0 = category.data;
  const name0 = c0 ? entityName(c0, locale) : "";
  useSeo(
    c0
      ? {
          title: t("seoTitle", { name: name0 }),
          description: c0.description,
          canonicalPath: `/product/${c0.id}`,
          fallback: {
            description: t("seoDescription", { name: name0 }),
            keywords: t("seoKeywords", { name: name0 }),
          },
        }
      : category.isError
        ? { fallback: { title: t("notFound") }, noindex: true }
        : { loading: true },
  );

  const categoryMissing = trpcErrorCode(category.error) === "NOT_FOUND";
  useErrorToast(category.error, () => (categoryMissing ? t("notFound") : t("fetchError")), !categoryMissing);
  useErrorToast(categoryMissing ? null : tests.error, t("fetchTestsError"));

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

  const c = category.data;
  const name = c ? entityName(c, locale) : "";
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
                <Title order={1}>{name}</Title>
                <Title order={2} fz="lg" fw={600}>
                  {t("about", { name })}
                </Title>
                <Text c="dimmed" maw={760}>
                  {c.description || t("defaultDescription", { name: name.toLowerCase() })}
                </Text>
              </Stack>
            </Group>
          ) : (
            <Group gap="lg" mt="md" wrap="nowrap" role="status" aria-busy="true" aria-label={t("loadingCategory")}>
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
          {t("availableTests")}
        </Title>
        {tests.isPending ? (
          <CardGridSkeleton label={t("loadingTests")} bars={TEST_CARD_BARS} />
        ) : tests.isError ? (
          <LoadErrorAlert title={t("fetchTestsError")} error={tests.error} onRetry={() => void tests.refetch()} />
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
              {(test) => (
                <Card shadow="xs" component="article" aria-labelledby={`test-${test.id}`}>
                  <Stack gap="sm" h="100%">
                    <Title id={`test-${test.id}`} order={3} fz="lg">
                      {entityName(test, locale)}
                    </Title>
                    <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
                      {test.description || t("noDescription")}
                    </Text>
                    <Group gap={6}>
                      <Group gap={4} wrap="nowrap">
                        <IconClock size={14} aria-hidden />
                        <Text size="sm">{t("resultsIn", { time: test.resultTime || t("common:catalogDefaults.resultTime") })}</Text>
                      </Group>
                      {test.preparationInstructions && (
                        <Badge variant="light" color="orange" c="#8a3c00">
                          {t("prepRequired")}
                        </Badge>
                      )}
                    </Group>
                    <Group justify="space-between" align="center" mt="xs">
                      <Text fw={800} fz="lg" c="brand.9">
                        <Trans t={t} i18nKey="from" values={{ price: formatAed(test.lowestPriceAed, locale) }} components={{ ltr: <Ltr>{null}</Ltr> }} />
                      </Text>
                      <Button
                        component={Link}
                        to={`/product/${categoryId}/test/${test.id}`}
                        size="sm"
                        variant="light"
                        aria-label={t("viewDetailsLabel", { name: entityName(test, locale) })}
                      >
                        {t("viewDetails")}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              )}
            </HydrateRestLater>
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
