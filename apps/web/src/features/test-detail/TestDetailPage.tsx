/**
 * Test detail: summary, three info tiles, about, preparation, panel components,
 * "Book This Test" and "Add to basket", and the comparison of every lab offering the test with sort
 * and filters kept in the URL (compare/). Filters coming from the search page (emirate,
 * home=1) apply here too.
 */
import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCategory, IconClock, IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { BackButton } from "../../components/BackButton";
import { HydrateLater } from "../../components/HydrateLater";
import { PrepAlert } from "./PrepAlert";
import { useGoBack, useErrorToast } from "../../lib/hooks";
import { entityName, inLocale } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { testPath } from "../../lib/paths";
import { useSeo } from "../../lib/seo";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { CompareSection } from "./compare/CompareSection";
import { useOfferComparison, type TestDetail } from "./compare/useOfferComparison";
import { InfoTile } from "./InfoTile";
import { SummaryCard } from "./SummaryCard";
import { DetailPageSkeleton, DetailPageTitle } from "../../components/DetailPage";

export default function TestDetailPage() {
  const { t } = useTranslation(["testDetail", "common"]);
  const locale = useLocale();
  const { categoryId, testId = "" } = useParams();
  const test = trpc.catalog.tests.byId.useQuery({ id: testId });
  const seoTest = test.data;
  useSeo(
    seoTest
      ? {
          title: entityName(seoTest, locale),
          description: seoTest.labCount
            ? t("seoDescription", {
                name: entityName(seoTest, locale),
                count: seoTest.labCount,
                price: seoTest.lowestPriceAed,
              }) + (seoTest.resultTime ? t("seoResults", { time: seoTest.resultTime }) : "")
            : seoTest.description,
          keywords: [
            ...new Set(
              [seoTest.name, ...seoTest.synonyms, seoTest.category?.name].filter((k): k is string =>
                Boolean(k?.trim()),
              ),
            ),
          ].join(", "),
          canonicalPath: testPath(seoTest),
        }
      : test.isError
        ? { fallback: { title: t("notFound") }, noindex: true }
        : { loading: true },
  );
  const missing = trpcErrorCode(test.error) === "NOT_FOUND";
  useErrorToast(test.error, () => (missing ? t("notFound") : t("fetchError")), !missing);
  const goBack = useGoBack(categoryId ? `/product/${categoryId}` : "/search");

  const back = categoryId ? (
    <BackButton to={`/product/${categoryId}`}>{t("backToCategory")}</BackButton>
  ) : (
    <BackButton fallback="/search" />
  );

  if (test.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack align="center" ta="center" py={80} gap="md">
          <Title order={1}>{missing ? t("notFoundTitle") : t("fetchError")}</Title>
          <Text c="dimmed">{missing ? t("notFoundText") : errorMessage(test.error, t("retryText"), t)}</Text>
          <Group justify="center">
            {!missing && (
              <Button variant="light" onClick={() => void test.refetch()}>
                {t("common:loadError.retry")}
              </Button>
            )}
            <Button onClick={goBack}>{t("goBack")}</Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  if (test.isPending) {
    return (
      <DetailPageSkeleton
        label={t("loading")}
        back={back}
        titleWidth="50%"
        main={{
          span: 8,
          children: (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
                <Skeleton h={80} />
                <Skeleton h={80} />
                <Skeleton h={80} />
              </SimpleGrid>
              <Skeleton h={160} />
            </>
          ),
        }}
        side={{ span: 4, children: <Skeleton h={240} /> }}
        after={<Skeleton h={240} mt="xl" />}
      />
    );
  }

  return <TestDetailView test={test.data} back={back} />;
}

function TestDetailView({ test, back }: { test: TestDetail; back: React.ReactNode }) {
  const { t } = useTranslation(["testDetail", "common"]);
  const locale = useLocale();
  const comparison = useOfferComparison(test);
  return (
    <Container size="lg" py="xl">
      {back}
      <DetailPageTitle title={entityName(test, locale)}>
        {test.synonyms.length > 0 && (
          <Text c="dimmed" size="sm">
            {t("alsoKnownAs", { names: test.synonyms.join(", ") })}
          </Text>
        )}
      </DetailPageTitle>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
            <InfoTile
              icon={<IconClock size={20} />}
              label={t("resultTime")}
              value={test.resultTime || t("common:catalogDefaults.resultTime")}
            />
            <InfoTile
              icon={<IconCategory size={20} />}
              label={t("testCategory")}
              value={(test.category && entityName(test.category, locale)) || t("defaultCategory")}
            />
            <InfoTile
              icon={<IconFileText size={20} />}
              label={t("reportFormat")}
              value={t("reportFormatValue")}
            />
          </SimpleGrid>

          <Card shadow="xs" mb="lg">
            <Title order={2} fz="h3" mb="sm">
              {t("about")}
            </Title>
            <Text>{inLocale(test, "description", locale) || t("defaultDescription")}</Text>
          </Card>

          {test.preparationInstructions && (
            <PrepAlert instructions={inLocale(test, "preparationInstructions", locale)!} mb="lg" />
          )}

          {test.isPanel && test.components.length > 0 && (
            <Card shadow="xs" mb="lg">
              <Title order={2} fz="h3" mb="sm">
                {t("included")}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t("includedCount", { count: test.components.length })}
              </Text>
              <List spacing={4} size="sm">
                {test.components.map((c) => (
                  <List.Item key={c.id}>
                    <Anchor component={Link} to={`/tests/${c.id}`} size="sm">
                      {entityName(c, locale)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          )}
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <SummaryCard test={test} state={comparison} />
        </Grid.Col>
      </Grid>

      {/* Every lab's offer and the filters, below the summary: hydrated after it. */}
      <HydrateLater>
        <CompareSection test={test} state={comparison} />
      </HydrateLater>
    </Container>
  );
}
