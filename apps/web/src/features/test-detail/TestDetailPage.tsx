/**
 * Test detail (SPEC section 2): summary, three info tiles, about, preparation, panel components,
 * "Book This Test" and "Add to basket", and the comparison of every lab offering the test with sort
 * and filters kept in the URL (compare/). Filters coming from the search page (emirate,
 * home=1) apply here too.
 */
import { Suspense } from "react";
import { Anchor, Button, Card, Container, Grid, List, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCategory, IconClock, IconFileText } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { catalogMessages } from "@labcompare/validators/catalog-messages";
import { BackButton } from "../../components/BackButton";
import { PrepAlert } from "./PrepAlert";
import { useGoBack, useErrorToast } from "../../lib/hooks";
import { DEFAULT_RESULT_TIME, DEFAULT_TEST_CATEGORY, DEFAULT_TEST_DESCRIPTION, REPORT_FORMAT } from "../../lib/catalog";
import { testPath } from "../../lib/paths";
import { useSeo } from "../../lib/seo";
import { trpc, trpcErrorCode } from "../../trpc";
import { CompareSection } from "./compare/CompareSection";
import { useOfferComparison, type TestDetail } from "./compare/useOfferComparison";
import { InfoTile } from "./InfoTile";
import { SummaryCard } from "./SummaryCard";
import { testDetailCopy as copy } from "./testDetail.copy";
import { DetailPageSkeleton, DetailPageTitle } from "../../components/DetailPage";

export default function TestDetailPage() {
  const { categoryId, testId = "" } = useParams();
  const test = trpc.catalog.tests.byId.useQuery({ id: testId });
  const seoTest = test.data;
  useSeo(
    seoTest
      ? {
          title: seoTest.name,
          description: seoTest.labCount
            ? `Compare ${seoTest.name} prices across ${seoTest.labCount} ${seoTest.labCount === 1 ? "lab" : "labs"} in Dubai and Abu Dhabi, from ${seoTest.lowestPriceAed} AED.` +
              (seoTest.resultTime ? ` Results in ${seoTest.resultTime}.` : "")
            : seoTest.description,
          keywords: [...new Set([seoTest.name, ...seoTest.synonyms, seoTest.category?.name].filter((k): k is string => Boolean(k?.trim())))].join(", "),
          canonicalPath: testPath(seoTest),
        }
      : test.isError
        ? { fallback: { title: catalogMessages.testNotFound }, noindex: true }
        : { loading: true },
  );
  const missing = trpcErrorCode(test.error) === "NOT_FOUND";
  useErrorToast(test.error, () => (missing ? catalogMessages.testNotFound : catalogMessages.fetchTestError), !missing);
  const goBack = useGoBack(categoryId ? `/product/${categoryId}` : "/search");

  const back = categoryId ? <BackButton to={`/product/${categoryId}`}>{copy.backToCategory}</BackButton> : <BackButton fallback="/search" />;

  if (test.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack align="center" ta="center" py={80} gap="md">
          <Title order={1}>{missing ? copy.notFoundTitle : catalogMessages.fetchTestError}</Title>
          <Text c="dimmed">{missing ? copy.notFoundText : copy.retryText}</Text>
          <Button onClick={goBack}>{copy.goBack}</Button>
        </Stack>
      </Container>
    );
  }

  if (test.isPending) {
    return (
      <DetailPageSkeleton
        label={copy.loading}
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

function TestDetailView({ test: t, back }: { test: TestDetail; back: React.ReactNode }) {
  const comparison = useOfferComparison(t);
  return (
    <Container size="lg" py="xl">
      {back}
      <DetailPageTitle title={t.name}>
        {t.synonyms.length > 0 && (
          <Text c="dimmed" size="sm">
            {copy.alsoKnownAs(t.synonyms.join(", "))}
          </Text>
        )}
      </DetailPageTitle>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
            <InfoTile icon={<IconClock size={20} />} label={copy.resultTime} value={t.resultTime || DEFAULT_RESULT_TIME} />
            <InfoTile icon={<IconCategory size={20} />} label={copy.testCategory} value={t.category?.name || DEFAULT_TEST_CATEGORY} />
            <InfoTile icon={<IconFileText size={20} />} label={copy.reportFormat} value={REPORT_FORMAT} />
          </SimpleGrid>

          <Card shadow="xs" mb="lg">
            <Title order={2} fz="h3" mb="sm">
              {copy.about}
            </Title>
            <Text>{t.description || DEFAULT_TEST_DESCRIPTION}</Text>
          </Card>

          {t.preparationInstructions && <PrepAlert instructions={t.preparationInstructions} mb="lg" />}

          {t.isPanel && t.components.length > 0 && (
            <Card shadow="xs" mb="lg">
              <Title order={2} fz="h3" mb="sm">
                {copy.included}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {copy.includedCount(t.components.length)}
              </Text>
              <List spacing={4} size="sm">
                {t.components.map((c) => (
                  <List.Item key={c.id}>
                    <Anchor component={Link} to={`/tests/${c.id}`} size="sm">
                      {c.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          )}
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <SummaryCard test={t} state={comparison} />
        </Grid.Col>
      </Grid>

      {/* A boundary of its own: on a server-rendered page React hydrates the comparison (every lab's
          offer, the filters) in a later pass than the rest of the page, so no single task runs long
          on a slow phone. A click there before then hydrates it first. */}
      <Suspense>
        <CompareSection test={t} state={comparison} />
      </Suspense>
    </Container>
  );
}
