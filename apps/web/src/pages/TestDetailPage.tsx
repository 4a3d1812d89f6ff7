/**
 * Test detail (SPEC section 2): summary, three info tiles, about, preparation, panel components,
 * "Book This Test", and a table comparing the test's price at every lab that offers it.
 */
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCategory, IconClock, IconFileText } from "@tabler/icons-react";
import { Link, useParams } from "react-router-dom";
import { formatAed, formatTurnaround } from "@labcompare/validators/format";
import { messages } from "@labcompare/validators/messages";
import { BackButton } from "../components/BackButton";
import { PrepAlert } from "../components/PrepAlert";
import { useGoBack, useErrorToast } from "../lib/hooks";
import {
  DEFAULT_RESULT_TIME,
  DEFAULT_TEST_CATEGORY,
  DEFAULT_TEST_DESCRIPTION,
  REPORT_FORMAT,
  sampleTypeLabel,
} from "../lib/catalog";
import { bookPath, testPath } from "../lib/paths";
import { useSeo } from "../lib/seo";
import { trpc, trpcErrorCode, type RouterOutputs } from "../trpc";

type TestDetail = RouterOutputs["catalog"]["tests"]["byId"];

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
        ? { fallback: { title: messages.catalog.testNotFound }, noindex: true }
        : { loading: true },
  );
  const missing = trpcErrorCode(test.error) === "NOT_FOUND";
  useErrorToast(test.error, () => (missing ? messages.catalog.testNotFound : messages.catalog.fetchTestError), !missing);
  const goBack = useGoBack(categoryId ? `/product/${categoryId}` : "/search");

  const back = categoryId ? (
    <BackButton to={`/product/${categoryId}`}>Back to Category</BackButton>
  ) : (
    <BackButton fallback="/search" />
  );

  if (test.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack align="center" ta="center" py={80} gap="md">
          <Title order={1}>{missing ? "Test Not Found" : messages.catalog.fetchTestError}</Title>
          <Text c="dimmed">
            {missing ? "The test you're looking for doesn't exist or has been removed." : "Please try again in a moment."}
          </Text>
          <Button onClick={goBack}>Go Back</Button>
        </Stack>
      </Container>
    );
  }

  if (test.isPending) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading test details">
        {back}
        <Skeleton h={36} w="50%" mt="md" mb="lg" />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
              <Skeleton h={80} />
              <Skeleton h={80} />
              <Skeleton h={80} />
            </SimpleGrid>
            <Skeleton h={160} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={240} />
          </Grid.Col>
        </Grid>
        <Skeleton h={240} mt="xl" />
      </Container>
    );
  }

  const t = test.data;
  return (
    <Container size="lg" py="xl">
      {back}
      <Stack gap={4} mt="md" mb="lg">
        <Title order={1}>{t.name}</Title>
        {t.synonyms.length > 0 && (
          <Text c="dimmed" size="sm">
            Also known as: {t.synonyms.join(", ")}
          </Text>
        )}
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
            <InfoTile icon={<IconClock size={20} />} label="Result Time" value={t.resultTime || DEFAULT_RESULT_TIME} />
            <InfoTile icon={<IconCategory size={20} />} label="Test Category" value={t.category?.name || DEFAULT_TEST_CATEGORY} />
            <InfoTile icon={<IconFileText size={20} />} label="Report Format" value={REPORT_FORMAT} />
          </SimpleGrid>

          <Card shadow="xs" mb="lg">
            <Title order={2} fz="h3" mb="sm">
              About This Test
            </Title>
            <Text>{t.description || DEFAULT_TEST_DESCRIPTION}</Text>
          </Card>

          {t.preparationInstructions && <PrepAlert instructions={t.preparationInstructions} mb="lg" />}

          {t.isPanel && t.components.length > 0 && (
            <Card shadow="xs" mb="lg">
              <Title order={2} fz="h3" mb="sm">
                What's Included
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                This panel includes {t.components.length} {t.components.length === 1 ? "test" : "tests"}:
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
          <SummaryCard test={t} />
        </Grid.Col>
      </Grid>

      <CompareTable test={t} />
    </Container>
  );
}

function InfoTile({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Card shadow="xs" padding="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </div>
      </Group>
    </Card>
  );
}

function SummaryCard({ test }: { test: TestDetail }) {
  const hasOffers = test.offers.length > 0;
  return (
    <Card shadow="sm" padding="xl" data-testid="test-summary">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hasOffers ? "Lowest price" : "Price"}
        </Text>
        {test.lowestPriceAed ? (
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} c="brand.9" lh={1}>
              {formatAed(test.lowestPriceAed)}
            </Text>
            {test.originalPriceAed && Number(test.originalPriceAed) > Number(test.lowestPriceAed) && (
              <Text component="s" td="line-through" c="dimmed">
                {formatAed(test.originalPriceAed)}
              </Text>
            )}
          </Group>
        ) : (
          <Text fw={600}>Not currently available</Text>
        )}
        <Stack gap={6} mt="xs">
          <SummaryRow label="Available at" value={`${test.labCount} ${test.labCount === 1 ? "lab" : "labs"}`} />
          <SummaryRow label="Sample type" value={sampleTypeLabel(test.sampleType)} />
          <SummaryRow label="Fasting" value={test.fastingHours > 0 ? `${test.fastingHours} hours required` : "Not required"} />
          {test.fastestTurnaroundHours !== null && (
            <SummaryRow label="Fastest result" value={formatTurnaround(test.fastestTurnaroundHours)} />
          )}
        </Stack>
        {hasOffers ? (
          <Button component={Link} to={bookPath(test.id)} size="md" mt="sm" fullWidth>
            Book This Test
          </Button>
        ) : (
          <Button size="md" mt="sm" fullWidth disabled>
            Book This Test
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

function CompareTable({ test }: { test: TestDetail }) {
  return (
    <Card shadow="xs" mt="xl" padding="lg" component="section" aria-labelledby="compare-title">
      <Title id="compare-title" order={2} fz="h3" mb={4}>
        Compare prices across labs
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {test.labCount > 0
          ? `${test.labCount} partner ${test.labCount === 1 ? "lab offers" : "labs offer"} this test, cheapest first.`
          : "No partner lab offers this test at the moment."}
      </Text>
      {test.offers.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover striped data-testid="compare-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Lab</Table.Th>
                <Table.Th scope="col">Location</Table.Th>
                <Table.Th scope="col">Price</Table.Th>
                <Table.Th scope="col">Original price</Table.Th>
                <Table.Th scope="col">Home collection</Table.Th>
                <Table.Th scope="col">Turnaround</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {test.offers.map((o, i) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {o.lab.name}
                    </Text>
                    <Group gap={4} mt={2}>
                      {i === 0 && (
                        <Badge size="xs" color="brand" variant="filled">
                          Lowest price
                        </Badge>
                      )}
                      {o.lab.accreditation.slice(0, 2).map((a) => (
                        <Badge key={a} size="xs" variant="outline" color="gray" c="dark.6">
                          {a}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {o.lab.area}, {o.lab.emirate}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fw={700} size="sm" c="brand.9" style={{ whiteSpace: "nowrap" }}>
                      {formatAed(o.priceAed)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {o.originalPriceAed && Number(o.originalPriceAed) > Number(o.priceAed) ? (
                      <Text component="s" td="line-through" size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                        {formatAed(o.originalPriceAed)}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        –
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {o.homeCollectionFeeAed !== null ? formatAed(o.homeCollectionFeeAed) : "Not available"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {formatTurnaround(o.turnaroundHours)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={bookPath(test.id, o.lab.id)}
                      size="xs"
                      aria-label={`Book at ${o.lab.name}`}
                    >
                      Book
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
