/**
 * The "Most Popular Tests" card: five fixed tests with their live "from"
 * price — the cheapest offer at any partner lab — and that offer's struck-through original price,
 * from `catalog.popularTests` (AED). Each row links to the test's page. While loading, five rows of
 * the same size are shown as skeletons, so nothing moves when the prices arrive.
 */
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { trpc, type RouterOutputs } from "../../trpc";

type PopularTest = RouterOutputs["catalog"]["popularTests"][number];

/** The five tests' names and sample prices (AED), used only as the skeleton's shape while loading. */
export const POPULAR_TESTS = [
  { name: "Complete Blood Count (CBC)", price: 85, originalPrice: 120 },
  { name: "Vitamin D Test", price: 150, originalPrice: 250 },
  { name: "Thyroid Function (TSH)", price: 120, originalPrice: 180 },
  { name: "Lipid Profile", price: 110, originalPrice: 150 },
  { name: "Comprehensive Health Package", price: 499, originalPrice: 799 },
] as const;

/** The test page of a popular test (by slugs, which the pages accept like ids). */
export function popularTestPath(test: Pick<PopularTest, "slug" | "categorySlug">): string {
  return test.categorySlug ? `/product/${test.categorySlug}/test/${test.slug}` : `/tests/${test.slug}`;
}

const rowStyle = { borderBottom: "1px solid var(--mantine-color-gray-2)" };

export function PopularTests() {
  const { t } = useTranslation("home");
  const locale = useLocale();
  const popular = trpc.catalog.popularTests.useQuery(undefined, { staleTime: 5 * 60_000 });

  return (
    <Card shadow="md" padding="xl" component="section" aria-labelledby="popular-tests-title">
      <Group justify="space-between" mb="md">
        <Title id="popular-tests-title" order={2} fz="h3">
          {t("popular.title")}
        </Title>
        <Button component={Link} to="/search" variant="subtle" size="compact-sm">
          {t("popular.viewAll")}
        </Button>
      </Group>
      {popular.data ? (
        <Stack
          gap={0}
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          data-testid="popular-tests"
        >
          {popular.data.map((test) => {
            const struck = struckOriginalPrice(test.originalPriceAed, test.priceAed);
            return (
              <li key={test.id} style={rowStyle}>
                <Anchor
                  component={Link}
                  to={popularTestPath(test)}
                  underline="never"
                  c="inherit"
                  display="flex"
                  py="sm"
                  style={{
                    justifyContent: "space-between",
                    gap: "var(--mantine-spacing-sm)",
                    alignItems: "center",
                  }}
                >
                  <Text fw={500} component="span">
                    {entityName(test, locale)}
                  </Text>
                  <Stack gap={0} align="flex-end" style={{ whiteSpace: "nowrap" }} component="span">
                    <Text fw={700} c="brand.9" component="span">
                      {formatAed(test.priceAed, locale)}
                    </Text>
                    {struck ? (
                      <Text component="s" td="line-through" size="sm" c="dimmed">
                        {formatAed(struck, locale)}
                      </Text>
                    ) : (
                      <Text component="span" size="sm" aria-hidden>
                        {"\u00a0"}
                      </Text>
                    )}
                  </Stack>
                </Anchor>
              </li>
            );
          })}
        </Stack>
      ) : popular.isError ? (
        <Text c="dimmed" py="md">
          {t("popular.error")}
        </Text>
      ) : (
        <Stack gap={0} role="status" aria-busy="true" aria-label={t("popular.loading")}>
          {POPULAR_TESTS.map((sample) => (
            <Group key={sample.name} justify="space-between" wrap="nowrap" py="sm" style={rowStyle}>
              <Skeleton w="auto">
                <Text fw={500}>{sample.name}</Text>
              </Skeleton>
              <Stack gap={0} align="flex-end" style={{ whiteSpace: "nowrap" }}>
                <Skeleton>
                  <Text fw={700}>{formatAed(sample.price, locale)}</Text>
                </Skeleton>
                <Text size="sm">{"\u00a0"}</Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      <Button component={Link} to="/search" fullWidth size="md" mt="lg">
        {t("popular.bookNow")}
      </Button>
    </Card>
  );
}
