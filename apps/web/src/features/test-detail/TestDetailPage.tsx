/**
 * Test detail: summary, three info tiles, about, preparation, panel components,
 * "Book This Test" and "Add to basket", and the comparison of the labs offering the test with sort
 * and filters kept in the URL (compare/), applied by the server: the page holds only the labs shown.
 * Filters coming from the search page (emirate, home=1) apply here too; so does the payer (`plan`,
 * `referral=1`: each offer with the patient's share). A new filter, sort or payer keeps this test's
 * page on screen while its answer loads.
 */
import { useEffect } from "react";
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
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useParams } from "react-router-dom";
import { BackButton } from "../../components/BackButton";
import { HydrateLater } from "../../components/HydrateLater";
import { PrepAlert } from "./PrepAlert";
import { useGoBack, useErrorToast } from "../../lib/hooks";
import { entityName, inLocale } from "@labcompare/domain/locale";
import { TestSynonyms } from "../../components/TestSynonyms";
import { EnglishText } from "../../i18n/EnglishText";
import { ResultTime, useResultTime } from "../../i18n/useResultTime";
import { useLocale } from "../../i18n/useLocale";
import { testPath } from "../../lib/paths";
import { useSeo } from "../../lib/seo";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { CompareSection, type CompareSectionProps } from "./compare/CompareSection";
import {
  useComparisonQuery,
  useOfferComparison,
  type ComparisonQuery,
  type TestDetail,
} from "./compare/useOfferComparison";
import { InfoTile } from "./InfoTile";
import { testPageQueries } from "./serverQueries";
import { SummaryCard } from "./SummaryCard";
import { DetailPageSkeleton, DetailPageTitle } from "../../components/DetailPage";
import { usePayer } from "../../components/payer/usePayer";
import { useInsurancePlans } from "../../components/payer/useInsurancePlans";

/** The queries the server fetches before rendering this page (serverQueries.ts); left out of the browser's build. */
export const serverQueries = import.meta.env.SSR ? testPageQueries : undefined;

export default function TestDetailPage() {
  const { t } = useTranslation(["testDetail", "common"]);
  const locale = useLocale();
  const { categoryId, testId = "" } = useParams();
  const { payer, setPayer, forget } = usePayer();
  const compare = useComparisonQuery();
  // PayerControl's plans, asked with the test: the server renders the page with data in one pass.
  useInsurancePlans();
  // Another payer, filter or sort keeps this test's page on screen while its prices load (never another test's).
  const test = trpc.catalog.tests.byId.useQuery(
    { id: testId, payer: payer ?? undefined, ...compare.input },
    {
      placeholderData: (previous) =>
        previous?.id === testId || previous?.slug === testId ? previous : undefined,
    },
  );
  const planUnavailable = !!test.data?.planUnavailable;
  useEffect(() => {
    if (planUnavailable) forget();
  }, [planUnavailable, forget]);
  const seoTest = test.data;
  const resultTime = useResultTime();
  const seoResultTime = seoTest?.resultTime ? resultTime(seoTest.resultTime) : null;
  useSeo(
    seoTest
      ? {
          title: entityName(seoTest, locale),
          description: seoTest.labCount
            ? t("seoDescription", {
                name: entityName(seoTest, locale),
                count: seoTest.labCount,
                price: seoTest.lowestPriceAed,
              }) + (seoResultTime ? t("seoResults", { time: seoResultTime }) : "")
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

  return (
    <TestDetailView
      test={test.data}
      compare={compare}
      loading={test.isPlaceholderData}
      back={back}
      payer={{ choice: payer, onChange: setPayer }}
    />
  );
}

function TestDetailView({
  test,
  compare,
  loading,
  back,
  payer,
}: {
  test: TestDetail;
  compare: ComparisonQuery;
  loading: boolean;
  back: React.ReactNode;
  payer: CompareSectionProps["payer"];
}) {
  const { t } = useTranslation(["testDetail", "common"]);
  const locale = useLocale();
  const comparison = useOfferComparison(test, compare);
  return (
    <Container size="lg" py="xl">
      {back}
      <DetailPageTitle title={entityName(test, locale)}>
        <Synonyms test={test} />
      </DetailPageTitle>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
            <InfoTile
              icon={<IconClock size={20} />}
              label={t("resultTime")}
              value={<ResultTime text={test.resultTime} fallback={t("common:catalogDefaults.resultTime")} />}
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
            <Description test={test} />
          </Card>

          {test.preparationInstructions && <PrepAlert test={test} mb="lg" />}

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
        <CompareSection test={test} state={comparison} payer={payer} loading={loading} />
      </HydrateLater>
    </Container>
  );
}

/** "Also known as" and the test's other names (TestSynonyms), when it has some. */
function Synonyms({ test }: { test: TestDetail }) {
  const { t } = useTranslation("testDetail");
  if (test.synonyms.length === 0) return null;
  return (
    <Text c="dimmed" size="sm">
      <TestSynonyms test={test} prefix={t("alsoKnownAs", { names: "" })} />
    </Text>
  );
}

/** The test's description in the page's language; an English-only one marked as English. */
function Description({ test }: { test: TestDetail }) {
  const { t } = useTranslation("testDetail");
  const locale = useLocale();
  const local = inLocale(test, "description", locale, null);
  if (local) return <Text>{local}</Text>;
  if (!test.description) return <Text>{t("defaultDescription")}</Text>;
  return (
    <EnglishText text={test.description}>
      <Text>{test.description}</Text>
    </EnglishText>
  );
}
